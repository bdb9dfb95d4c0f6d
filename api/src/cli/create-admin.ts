/**
 * `pnpm --filter ./api admin:create -- --email <e-mail>`: creates an
 * administrator (the first account of a production database). The password
 * comes from ADMIN_PASSWORD or is read from the terminal without echo.
 */
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../app.ts';
import { configFromEnv } from '../core/config.ts';
import { createAdmin } from './create-admin-account.ts';
import { readSecretLine } from './read-secret-line.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } }, allowPositionals: true });
if (!values.email) {
  console.error('Usage: pnpm --filter ./api admin:create -- --email <e-mail>   (password from ADMIN_PASSWORD or the terminal)');
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD || (await readSecretLine(`Password for ${values.email}: `));
const { db } = await prepareDatabase({ ...configFromEnv(), seed: 'reference' });
try {
  const id = await createAdmin(db, values.email, password);
  console.log(`Administrator ${values.email} created (id ${id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
