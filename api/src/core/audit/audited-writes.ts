/**
 * Audited writes: each sensitive change records its entry of the audit log
 * (migration 041) inside the transaction that makes it, so an entry exists
 * exactly when the change does. The log's list and sheet are the `audit-log` feature.
 *
 *   await audited(tx, actor, { entity: 'Team', table: 'teams', id }, () => tx.query(...));
 *   await recordAudit(tx, actor, { action: 'create', entity: 'UserTeam', entityId, after });
 */
import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';

/** Who acts: the session's user and the client address. */
export type Actor = { id: number; ip: string };

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';
export type AuditEntry = { action: AuditAction; entity: string; entityId: number | null; before?: unknown; after?: unknown };

/** Tables whose rows `audited` snapshots; columns holding secrets never reach the log. */
const AUDITED_TABLES = [
  'users',
  'departments',
  'subdepartments',
  'teams',
  'configurations',
  'media_objects',
  'user_teams',
  'tasks',
  'subtasks',
  'task_messages',
  'subtask_messages',
  'time_caps',
  'calendar_assignments',
  'user_schedules',
  'justifications',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];
const SECRET_COLUMNS = ['password_hash', 'token_version', 'task_inbox_password_encrypted', 'task_inbox_state'];

export function actorOf(request: { caller: { id: number } | null; ip: string }): Actor {
  if (!request.caller) throw new Error('An audited change needs a session');
  return { id: request.caller.id, ip: request.ip };
}

/** `actor` is null for changes the system makes on its own (scheduled jobs). */
export async function recordAudit(tx: Queryable, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.query(
    sql`INSERT INTO audit_logs (actor_id, actor_ip, action, entity, entity_id, before, after)
        VALUES (${actor?.id ?? null}, ${actor?.ip ?? null}, ${entry.action}, ${entry.entity}, ${entry.entityId},
                ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
                ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`,
  );
}

/** The row as JSON without its secret columns, or null when it does not exist. */
export async function snapshot(tx: Queryable, table: AuditedTable, id: number): Promise<Record<string, unknown> | null> {
  if (!AUDITED_TABLES.includes(table)) throw new Error(`Not an audited table: ${table}`);
  const [row] = await tx.query<{ row: Record<string, unknown> }>(
    sql`SELECT to_jsonb(t) - ${SECRET_COLUMNS}::text[] AS row FROM ${raw(table)} t WHERE t.id = ${id}`,
  );
  return row?.row ?? null;
}

function actionFor(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditAction {
  if (before === null) return 'create';
  if (after === null) return 'delete';
  if (before.deleted === false && after.deleted === true) return 'delete';
  if (before.deleted === true && after.deleted === false) return 'restore';
  return 'update';
}

type AuditTarget = { entity: string; table: AuditedTable; id: number };
type Row = Record<string, unknown> | null;

/** Runs `work` on one row and logs the row before and after when `worthLogging` says the change is one to keep. */
async function auditedWhen<T>(tx: Queryable, actor: Actor, target: AuditTarget, work: () => Promise<T>, worthLogging: (before: Row, after: Row) => boolean): Promise<T> {
  const before = await snapshot(tx, target.table, target.id);
  const result = await work();
  const after = await snapshot(tx, target.table, target.id);
  if (worthLogging(before, after)) {
    await recordAudit(tx, actor, { action: actionFor(before, after), entity: target.entity, entityId: target.id, before, after });
  }
  return result;
}

/**
 * Runs `work` (writes to one row of `table`) and logs the row before and
 * after, with the action read from the change; nothing is logged when the row
 * did not change.
 */
export function audited<T>(tx: Queryable, actor: Actor, target: AuditTarget, work: () => Promise<T>): Promise<T> {
  return auditedWhen(tx, actor, target, work, (before, after) => JSON.stringify(before) !== JSON.stringify(after));
}

/**
 * Runs `work` (which may soft-delete or restore one row of `table`, among
 * other edits) and logs only that: a delete or restore with the row before and
 * after. Ordinary edits of work items (tasks, messages) are not sensitive.
 */
export function auditedDeletion<T>(tx: Queryable, actor: Actor, target: AuditTarget, work: () => Promise<T>): Promise<T> {
  return auditedWhen(tx, actor, target, work, (before, after) => before !== null && after !== null && before.deleted !== after.deleted);
}
