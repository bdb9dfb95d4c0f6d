import type { FastifyInstance } from 'fastify';
import { type Actor, audited } from '../../core/audit/audited-writes.ts';
import fp from 'fastify-plugin';
import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { REFERENCE_TIME_ZONE } from '../../core/json-ld/dates.ts';
import { allowedDomains } from '../../core/mail/allowed-domains.ts';
import { isTeamMailbox } from '../task-mailbox/mailbox-addresses.ts';

/** Column values of a validated `PUT /api/users/{id}`; absent keys stay untouched. */
export type UserChanges = {
  name?: string | null;
  alternative_email?: string | null;
  phone?: string | null;
  /** `YYYY-MM-DD`; stored at 08:00:00 (docs/api-contract.md §1.8). */
  birthday?: string | null;
  timezone?: string;
  situation?: number;
  mails?: boolean;
  duty?: boolean;
  municipio_id?: number | null;
  image_id?: number | null;
  /** Merged into the stored options, so unknown keys survive. */
  options?: Record<string, unknown>;
  roles?: string[];
  deleted?: boolean;
};

export type AvatarCandidate = { entity: string | null; entity_id: number | null; created_by_id: number; deleted: boolean; mime_type: string };

function assignment(column: keyof UserChanges, value: unknown): Sql {
  switch (column) {
    case 'birthday':
      return value === null ? sql`birthday = NULL` : sql`birthday = ((${value}::date + time '08:00') AT TIME ZONE ${REFERENCE_TIME_ZONE})`;
    case 'options':
      return sql`options = options || ${JSON.stringify(value)}::jsonb`;
    case 'roles':
      return sql`roles = ${JSON.stringify(value)}::jsonb`;
    default:
      // The column name comes from the UserChanges keys, never from the request.
      return sql`${raw(`"${column}"`)} = ${value}`;
  }
}

/** Writes of `PUT /api/users/{id}` and the look-ups its validation needs. */
export function createUserUpdatesRepository(db: Database) {
  return {
    async provinciaOfMunicipio(municipioId: number): Promise<number | undefined> {
      const [row] = await db.query<{ provincia_id: number }>(sql`SELECT provincia_id FROM municipios WHERE id = ${municipioId}`);
      return row?.provincia_id;
    },
    async avatarCandidate(mediaObjectId: number): Promise<AvatarCandidate | undefined> {
      const [row] = await db.query<AvatarCandidate>(
        sql`SELECT entity, entity_id, created_by_id, deleted, mime_type FROM media_objects WHERE id = ${mediaObjectId}`,
      );
      return row;
    },
    async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const rows = await db.query(sql`SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${exceptUserId}`);
      return rows.length > 0;
    },
    isTeamMailbox: (email: string): Promise<boolean> => isTeamMailbox(db, email),
    /** Configuration 3: the e-mail domains accounts may use; empty means any. */
    allowedDomains: (): Promise<string[]> => allowedDomains(db),
    /**
     * Applies the changes in one statement. A change of roles or of the deleted
     * flag ends the user's sessions (token version bump, docs/api-contract.md §10.1).
     */
    async update(userId: number, changes: UserChanges, actor: Actor): Promise<void> {
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof UserChanges, unknown][];
      if (entries.length === 0) return;
      const assignments = entries.map(([column, value]) => assignment(column, value));
      // Roles and deletion are the account's administrative fields: audited, and they end its sessions.
      if (changes.roles === undefined && changes.deleted === undefined) {
        await db.query(sql`UPDATE users SET ${join(assignments, ', ')} WHERE id = ${userId}`);
        return;
      }
      assignments.push(sql`token_version = token_version + 1`);
      await db.transaction((tx) =>
        audited(tx, actor, { entity: 'User', table: 'users', id: userId }, () => tx.query(sql`UPDATE users SET ${join(assignments, ', ')} WHERE id = ${userId}`)),
      );
    },
  };
}

export type UserUpdatesRepository = ReturnType<typeof createUserUpdatesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userUpdates: UserUpdatesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('userUpdates', createUserUpdatesRepository(app.db));
  },
  { name: 'user-updates-repository', dependencies: ['db'] },
);
