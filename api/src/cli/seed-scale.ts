/**
 * `pnpm --filter ./api seed:scale -- --users 5000 --days 30`: migrates the
 * configured database (PGlite at DATA_DIR or DATABASE_URL), seeds it like a
 * start would, then adds the scale organisation and its work. Refuses a
 * database that already has scale data.
 */
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../app.ts';
import { configFromEnv } from '../core/config.ts';
import { generateScaleData, hasScaleData } from '../core/db/scale/generate-scale.ts';
import { DEMO_PASSWORD } from '../core/db/seed/demo-accounts.ts';
import { hashPassword } from '../core/security/passwords.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { users: { type: 'string', default: '5000' }, days: { type: 'string', default: '30' } },
});
const users = Number(values.users);
const days = Number(values.days);
if (!Number.isInteger(users) || users < 1 || users > 100_000 || !Number.isInteger(days) || days < 1 || days > 366) {
  console.error('Usage: seed:scale -- --users N (1–100000) --days D (1–366)');
  process.exit(2);
}

const started = performance.now();
const { db } = await prepareDatabase({ ...configFromEnv(), seed: 'demo' });
try {
  if (await hasScaleData(db)) {
    console.error('This database already has scale data; nothing was added. Use a fresh DATA_DIR or database.');
    process.exitCode = 1;
  } else {
    const counts = await generateScaleData(db, { users, days, passwordHash: await hashPassword(DEMO_PASSWORD) });
    console.log(`Scale data added (${users} users, ${days} days):`);
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${String(count).padStart(9)}`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await db.close();
}
