/**
 * Removes uploaded files that nothing links to a day after their upload: an
 * avatar or logo never set on its user, team or department (or replaced
 * since), a file with no task or message. Task attachments are linked from
 * the upload on, so they are never orphans. Meant to run as a daily job;
 * several instances may run it at once (rows are claimed with SKIP LOCKED).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import { recordAudit } from '../../core/audit/audited-writes.ts';
import type { Database } from '../../core/db/database.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import type { FileStorage } from '../../core/file-storage/index.ts';

export const ORPHAN_AGE_HOURS = 24;
export const ORPHAN_FILES_JOB = 'files-orphan-cleanup';
const BATCH = 500;

type OrphanRow = { id: number; storage_key: string; name: string; mime_type: string; size: number; entity: string | null; entity_id: number | null; created_by_id: number };

/** Deletes the rows and files of orphan uploads older than `olderThanHours`; returns how many went. */
export async function removeOrphanFiles(db: Database, storage: Pick<FileStorage, 'remove'>, olderThanHours = ORPHAN_AGE_HOURS): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const deleted = await tx.query<OrphanRow>(
        sql`DELETE FROM media_objects WHERE id IN (
              SELECT m.id FROM media_objects m
              WHERE m.created_at < now() - make_interval(hours => ${olderThanHours})
                AND m.task_id IS NULL AND m.task_message_id IS NULL AND m.subtask_message_id IS NULL
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.image_id = m.id)
                AND NOT EXISTS (SELECT 1 FROM departments d WHERE d.logo_id = m.id)
                AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.logo_id = m.id)
              ORDER BY m.id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING id, storage_key, name, mime_type, size, entity, entity_id, created_by_id`,
      );
      // A permanent file deletion is audited; the system acts, so there is no actor.
      for (const row of deleted) {
        await recordAudit(tx, null, { action: 'delete', entity: 'MediaObject', entityId: row.id, before: row });
      }
      return deleted;
    });
    // The bytes go once the rows are gone for good; a crash in between leaves only unreachable bytes.
    for (const row of rows) await storage.remove(row.storage_key);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Every night at 03:15 Madrid time, once however many instances run (the job runner's schedules are unique per due time). */
export function scheduleOrphanFileCleanup(runner: JobRunner, db: Database, storage: Pick<FileStorage, 'remove'>): void {
  runner.schedule(ORPHAN_FILES_JOB, { cron: '15 3 * * *', timezone: 'Europe/Madrid' }, async () => {
    await removeOrphanFiles(db, storage);
  });
}

export const orphanFileCleanup = fp(
  async (app: FastifyInstance) => {
    scheduleOrphanFileCleanup(app.jobs, app.db, app.fileStorage);
  },
  { name: 'orphan-file-cleanup', dependencies: ['db', 'jobs', 'file-storage'] },
);
