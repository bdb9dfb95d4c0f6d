import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { UploadQuota } from '../../core/config.ts';
import { type Actor, audited } from '../../core/audit/audited-writes.ts';
import type { Database, Queryable } from '../../core/db/database.ts';
import type { UploadEntity } from '@portal/shared-api/rules';
import type { DeletedFileRow, MediaObjectRow } from './media-object-serializer.ts';

export type NewMediaObject = {
  name: string;
  mimeType: string;
  size: number;
  entity: UploadEntity;
  entityId: number;
  createdById: number;
};

/** Namespace of the per-user upload locks (the other key is the user id). */
const UPLOAD_LOCK_CLASS = 748_201_338;

/** Which daily limit an upload would break. */
export type QuotaExceeded = { exceeded: 'files' | 'bytes' };

/** What the person is told when an upload would break the daily limit `exceeded`. */
export function quotaMessage(exceeded: QuotaExceeded['exceeded'], quota: UploadQuota): string {
  return exceeded === 'files'
    ? `Ha alcanzado el límite de ${quota.files} archivos subidos en 24 horas. Inténtelo de nuevo más tarde.`
    : `Ha alcanzado el límite de ${Math.round(quota.bytes / 1024 / 1024)} MB subidos en 24 horas. Inténtelo de nuevo más tarde.`;
}

/** Metadata of uploaded files (docs/api-contract.md R1, R2, R5); the bytes live in the file storage. */
export function createMediaObjectsRepository(db: Database, quota: UploadQuota) {
  return {
    async find(id: number): Promise<MediaObjectRow | undefined> {
      const [row] = await db.query<MediaObjectRow>(sql`SELECT * FROM media_objects WHERE id = ${id}`);
      return row;
    },
    /** Whether the entity a file is uploaded for exists (users and teams even when soft-deleted). */
    async entityExists(entity: UploadEntity, id: number): Promise<boolean> {
      const table = {
        User: sql`users`,
        Team: sql`teams`,
        Department: sql`departments`,
        Task: sql`tasks`,
        TaskMessage: sql`task_messages`,
        SubtaskMessage: sql`subtask_messages`,
        Justification: sql`justifications`,
      }[entity];
      const [row] = await db.query<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = ${id}) AS found`);
      return row?.found === true;
    },
    quota,
    /**
     * Which daily limit a file of `size` bytes by `userId` would break, or null. It takes the
     * uploader's lock until `tx` ends, so the file must be recorded in `tx`: parallel uploads, by any
     * door and on any instance, then cannot pass the quota together.
     */
    async quotaExceeded(tx: Queryable, userId: number, size: number): Promise<QuotaExceeded | null> {
      await tx.query(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${userId})`);
      const [used] = await tx.query<{ files: number; bytes: number }>(
        sql`SELECT count(*)::int AS files, coalesce(sum(size), 0)::float8 AS bytes FROM media_objects
            WHERE created_by_id = ${userId} AND created_at > now() - interval '24 hours'`,
      );
      if ((used?.files ?? 0) >= quota.files) return { exceeded: 'files' };
      if ((used?.bytes ?? 0) + size > quota.bytes) return { exceeded: 'bytes' };
      return null;
    },
    /**
     * Records an uploaded file within the uploader's 24-hour quota (checked and
     * counted under a per-user lock, so parallel uploads cannot pass it). The
     * bytes are stored (`store`, which returns their storage key) only once the
     * quota has room, so a refused upload never reaches the disk. A task
     * file is linked to its task, so it shows in `task.files`; a message file to
     * its message and to the message's task, so the task's download rule covers it.
     */
    create(input: NewMediaObject, store: () => Promise<string>): Promise<MediaObjectRow | QuotaExceeded> {
      const taskId =
        input.entity === 'Task'
          ? sql`${input.entityId}::integer`
          : input.entity === 'TaskMessage'
            ? sql`(SELECT task_id FROM task_messages WHERE id = ${input.entityId})`
            : input.entity === 'SubtaskMessage'
              ? sql`(SELECT s.task_id FROM subtask_messages m JOIN subtasks s ON s.id = m.subtask_id WHERE m.id = ${input.entityId})`
              : sql`NULL`;
      return db.transaction(async (tx) => {
        const exceeded = await this.quotaExceeded(tx, input.createdById, input.size);
        if (exceeded) return exceeded;
        const storageKey = await store();
        const [row] = await tx.query<MediaObjectRow>(
          sql`INSERT INTO media_objects (name, storage_key, mime_type, size, task_id, task_message_id, subtask_message_id, entity, entity_id, created_by_id)
              VALUES (${input.name}, ${storageKey}, ${input.mimeType}, ${input.size}, ${taskId},
                      ${input.entity === 'TaskMessage' ? input.entityId : null}, ${input.entity === 'SubtaskMessage' ? input.entityId : null},
                      ${input.entity}, ${input.entityId}, ${input.createdById})
              RETURNING *`,
        );
        if (!row) throw new Error('INSERT returned nothing');
        return row;
      });
    },
    /** One page of soft-deleted files, newest first, with their task and creator (docs/api-contract.md R3). */
    async deletedPage(limit: number, offset: number): Promise<{ rows: DeletedFileRow[]; total: number }> {
      const rows = await db.query<DeletedFileRow>(
        sql`SELECT m.*, t.name AS task_name, u.email AS creator_email
            FROM media_objects m
            LEFT JOIN tasks t ON t.id = m.task_id
            JOIN users u ON u.id = m.created_by_id
            WHERE m.deleted
            ORDER BY m.created_at DESC, m.id DESC
            LIMIT ${limit} OFFSET ${offset}`,
      );
      const [count] = await db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM media_objects WHERE deleted`);
      return { rows, total: count?.total ?? 0 };
    },
    /**
     * Permanent removal of a soft-deleted file (docs/api-contract.md R4): returns the storage
     * key of the removed row, or null when the row was not soft-deleted (or gone).
     * One statement, so two concurrent calls cannot both remove it.
     */
    removeDeleted(id: number, actor: Actor): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await audited(tx, actor, { entity: 'MediaObject', table: 'media_objects', id }, () =>
          tx.query<{ storage_key: string }>(sql`DELETE FROM media_objects WHERE id = ${id} AND deleted RETURNING storage_key`),
        );
        return row?.storage_key ?? null;
      });
    },
    /** Soft delete (docs/api-contract.md R): the row stays for the deleted-files list. */
    async markDeleted(id: number): Promise<MediaObjectRow | undefined> {
      const [row] = await db.query<MediaObjectRow>(sql`UPDATE media_objects SET deleted = true WHERE id = ${id} RETURNING *`);
      return row;
    },
  };
}

export type MediaObjectsRepository = ReturnType<typeof createMediaObjectsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mediaObjects: MediaObjectsRepository;
  }
}

export default fp(
  async (app: FastifyInstance, options: { quota: UploadQuota }) => {
    app.decorate('mediaObjects', createMediaObjectsRepository(app.db, options.quota));
  },
  { name: 'media-objects-repository', dependencies: ['db'] },
);
