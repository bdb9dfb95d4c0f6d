import { buildApp, prepareDatabase } from './app.ts';
import { configFromEnv, secretProblems } from './core/config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './core/db/seed/demo-accounts.ts';

// Configuration comes from explicit variables (PORT, HOST, DATA_DIR, ...), never from NODE_ENV,
// so one build behaves the same everywhere: see README.md.
const startedAt = performance.now();
const config = configFromEnv();
const missing = secretProblems(config);
if (missing.length > 0) {
  console.error(`The API refuses to start: its keys are missing or too short (only demo mode, SEED=demo, may generate them):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

const prepared = await prepareDatabase(config);
const { migrations, demoAdded } = prepared;
const app = await buildApp(config, prepared);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`API listening on http://${host}:${port}`);
console.log(`  database: ${where}; ${migrations} migration(s) applied${demoAdded ? '; demo data loaded' : ''}`);
console.log(`  started in ${Math.round(performance.now() - startedAt)} ms${config.apiDocs ? `; OpenAPI at http://${host}:${port}/api/docs` : ''}`);
if (config.seed === 'demo') {
  console.log(`  demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) console.log(`    ${account.email.padEnd(32)} ${account.description}`);
}
