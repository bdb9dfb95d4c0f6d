import { prepareDatabase } from '../app.ts';
import { configFromEnv } from '../core/config.ts';

// `pnpm --filter ./api seed`: migrates, then adds reference data and, on a database without users, the demo organisation.
const { db, demoAdded } = await prepareDatabase({ ...configFromEnv(), seed: 'demo' });
await db.close();
console.log(demoAdded ? 'Demo data loaded.' : 'Reference data checked; the database already has users, so no demo data was added.');
