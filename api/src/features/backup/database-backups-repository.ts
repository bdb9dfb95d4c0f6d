import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import { type Actor, recordAudit } from '../../core/audit/audited-writes.ts';
import type { Database } from '../../core/db/database.ts';
import { isUniqueViolation } from '../../core/db/sql-helpers.ts';

export type BackupRow = {
  id: number;
  file_name: string;
  status: 'running' | 'done' | 'failed';
  log: string[];
  size: string | number | null;
  started_at: Date | string;
  finished_at: Date | string | null;
};

/** A run that has said nothing for this long died with its instance; it no longer blocks new ones. */
const STALE_AFTER = '30 minutes';

/**
 * Backup runs (docs/api-contract.md U1). Both limits hold across API instances because
 * the database enforces them: a partial unique index allows one running row,
 * and the insert only happens when no run started in the last minute.
 */
export function createDatabaseBackupsRepository(db: Database) {
  return {
    /** Starts a run (audited as its actor's): the new row, or why not ('running' or 'too_soon'). */
    async claim(fileName: string, actor: Actor): Promise<BackupRow | 'running' | 'too_soon'> {
      await db.query(sql`UPDATE database_backups SET status = 'failed', finished_at = now(), log = array_append(log, 'Interrumpida')
                         WHERE status = 'running' AND started_at < now() - ${STALE_AFTER}::interval`);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<BackupRow>(
            sql`INSERT INTO database_backups (file_name, started_by_id)
                SELECT ${fileName}, ${actor.id}
                WHERE NOT EXISTS (SELECT 1 FROM database_backups WHERE started_at > now() - interval '1 minute' AND status <> 'running')
                RETURNING *`,
          );
          if (row) {
            await recordAudit(tx, actor, { action: 'create', entity: 'DatabaseBackup', entityId: row.id, after: { file_name: row.file_name } });
            return row;
          }
          const [running] = await tx.query(sql`SELECT 1 FROM database_backups WHERE status = 'running'`);
          return running ? 'running' : 'too_soon';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'running';
        throw error;
      }
    },
    async appendLog(id: number, line: string): Promise<void> {
      await db.query(sql`UPDATE database_backups SET log = array_append(log, ${line}) WHERE id = ${id}`);
    },
    async finish(id: number, outcome: { status: 'done' | 'failed'; size: number | null; line: string }): Promise<void> {
      await db.query(
        sql`UPDATE database_backups SET status = ${outcome.status}, size = ${outcome.size}, finished_at = now(), log = array_append(log, ${outcome.line})
            WHERE id = ${id}`,
      );
    },
    async find(id: number): Promise<BackupRow | undefined> {
      const [row] = await db.query<BackupRow>(sql`SELECT * FROM database_backups WHERE id = ${id}`);
      return row;
    },
  };
}

export type DatabaseBackupsRepository = ReturnType<typeof createDatabaseBackupsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    databaseBackups: DatabaseBackupsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('databaseBackups', createDatabaseBackupsRepository(app.db));
  },
  { name: 'database-backups-repository', dependencies: ['db'] },
);
