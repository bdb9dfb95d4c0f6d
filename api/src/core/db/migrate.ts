import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same for every API instance.
const MIGRATION_LOCK_KEY = 748_201_334;

/**
 * Brings the schema to the latest version. Everything runs in one transaction
 * holding an advisory lock, so instances starting together on one PostgreSQL
 * migrate once and a failed migration leaves nothing half done.
 */
export async function migrate(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    // Postgrator looks its version table up by catalog name, so it must be the real one.
    const [current] = await tx.query<{ name: string }>('SELECT current_database() AS name');
    const postgrator = new Postgrator({
      migrationPattern: path.join(migrationsDir, '*.sql'),
      driver: 'pg',
      database: current?.name ?? 'postgres',
      schemaTable: 'schema_migrations',
      execQuery: async (query) => ({ rows: await tx.query(query) }),
      execSqlScript: (script) => tx.exec(script),
    });
    const applied = await postgrator.migrate();
    return applied.length;
  });
}
