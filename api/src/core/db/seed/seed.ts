import { hashPassword } from '../../security/passwords.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { Database, Queryable } from '../database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedMunicipios } from './municipios.ts';
import { seedDemoOrganisation } from './seed-demo-organisation.ts';
import { seedReferenceData } from './reference-data.ts';

const SEED_LOCK_KEY = 748_201_335;

/** Demo data a feature adds to the demo organisation, in the seed's transaction; files go to `filesDir`. */
export type DemoSeed = (tx: Queryable, context: { filesDir: string }) => Promise<void>;

/**
 * Idempotent: reference data is upserted by id; with `demo`, the demo
 * organisation (with its published password, then the features' `demoSeeds`, in order, whose files go to
 * `filesDir`) is added only while the database has no users. Returns whether
 * demo data was added.
 */
export async function seedDatabase(
  db: Database,
  secretBox: SecretBox,
  options: { demo: boolean; filesDir: string; demoSeeds: readonly DemoSeed[] },
): Promise<{ demoAdded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await seedReferenceData(tx);
    await seedMunicipios(tx);
    if (!options.demo) return { demoAdded: false };
    const [row] = await tx.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
    if (!row?.empty) return { demoAdded: false };
    // One hash for every demo account, and only on the start that adds them: argon2 is the dearest step of a start.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await seedDemoOrganisation(tx, passwordHash, secretBox);
    for (const seedDemo of options.demoSeeds) await seedDemo(tx, { filesDir: options.filesDir });
    return { demoAdded: true };
  });
}
