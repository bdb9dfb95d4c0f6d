import sql, { join, raw, type Sql } from 'sql-template-tag';
import { USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import { type Actor, audited, recordAudit } from '../../../core/audit/audited-writes.ts';
import { endEverySession } from '../../../core/authentication/device-sessions.ts';
import { ROLE } from '../../../core/authorization/roles.ts';
import type { Queryable } from '../../../core/db/database.ts';
import { invalid } from '../../../core/errors/api-error.ts';
import type { JobRunner } from '../../../core/jobs/job-runner.ts';
import { requestEmailChange } from '../../email-change/email-changes.ts';
import type { AccountChanges } from './validate-account-changes.ts';

/**
 * Refuses when `targetId` is the last admin able to sign in. Locks the live
 * admins first, so two concurrent demotions cannot both pass.
 */
export async function assertAnotherAdminRemains(tx: Queryable, targetId: number, propertyPath: string): Promise<void> {
  const admins = await tx.query<{ id: number }>(
    sql`SELECT id FROM users WHERE roles @> ${JSON.stringify([ROLE.ADMIN])}::jsonb AND NOT deleted AND NOT banned ORDER BY id FOR UPDATE`,
  );
  if (!admins.some((admin) => admin.id !== targetId)) throw invalid(propertyPath, USER_ADMINISTRATION_MESSAGES.LAST_ADMIN);
}

/** Rows outside the caller's departments are left alone: `assignable` null means every department. */
const withinAssignable = (column: string, assignable: ReadonlySet<number> | null): Sql =>
  assignable === null ? sql`TRUE` : sql`${raw(column)} = ANY(${[...assignable]})`;

type Relations = { departments: number[]; teams: number[]; departmentAccess: { department: number; readBool: boolean }[] };

async function relationsOf(tx: Queryable, userId: number): Promise<Relations> {
  const [departments, teams, accesses] = await Promise.all([
    tx.query<{ id: number }>(sql`SELECT department_id AS id FROM department_users WHERE user_id = ${userId} ORDER BY 1`),
    tx.query<{ id: number }>(sql`SELECT team_id AS id FROM user_teams WHERE user_id = ${userId} ORDER BY 1`),
    tx.query<{ department: number; readBool: boolean }>(
      sql`SELECT department_id AS department, read_bool AS "readBool" FROM user_department_accesses WHERE user_id = ${userId} ORDER BY 1`,
    ),
  ]);
  return { departments: departments.map((row) => row.id), teams: teams.map((row) => row.id), departmentAccess: accesses };
}

async function replaceRelations(tx: Queryable, userId: number, changes: AccountChanges): Promise<void> {
  const { assignable } = changes;
  if (changes.departments) {
    await tx.query(
      sql`DELETE FROM department_users WHERE user_id = ${userId} AND ${withinAssignable('department_id', assignable)} AND department_id <> ALL(${changes.departments})`,
    );
    for (const id of changes.departments) {
      await tx.query(sql`INSERT INTO department_users (department_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING`);
    }
  }
  if (changes.teams) {
    await tx.query(
      sql`DELETE FROM user_teams WHERE user_id = ${userId} AND team_id <> ALL(${changes.teams})
          AND team_id IN (SELECT id FROM teams WHERE ${withinAssignable('department_id', assignable)})`,
    );
    for (const id of changes.teams) await tx.query(sql`INSERT INTO user_teams (user_id, team_id) VALUES (${userId}, ${id}) ON CONFLICT DO NOTHING`);
  }
  if (changes.accesses) {
    const kept = changes.accesses.map((access) => access.departmentId);
    await tx.query(
      sql`DELETE FROM user_department_accesses WHERE user_id = ${userId} AND ${withinAssignable('department_id', assignable)} AND department_id <> ALL(${kept})`,
    );
    for (const access of changes.accesses) {
      await tx.query(
        sql`INSERT INTO user_department_accesses (user_id, department_id, read_bool) VALUES (${userId}, ${access.departmentId}, ${access.readBool})
            ON CONFLICT (user_id, department_id) DO UPDATE SET read_bool = EXCLUDED.read_bool`,
      );
    }
  }
}

/**
 * Applies a validated account edit in one transaction, audited: the user row, and the memberships and read accesses
 * before and after. A new e-mail waits for its confirmation.
 */
export async function applyAccountChanges(tx: Queryable, jobs: JobRunner, actor: Actor, userId: number, changes: AccountChanges): Promise<void> {
  if (changes.newEmail !== undefined) await requestEmailChange(tx, jobs, actor, userId, changes.newEmail);
  const entries = Object.entries(changes.columns).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    const assignments = entries.map(([column, value]) =>
      column === 'roles' ? sql`roles = ${JSON.stringify(value)}::jsonb` : sql`${raw(`"${column}"`)} = ${value as string | boolean | null}`,
    );
    // New roles or a deletion end every session and stream of the person at once.
    const endsSessions = changes.columns.roles !== undefined || changes.columns.deleted !== undefined;
    if (endsSessions) assignments.push(sql`token_version = token_version + 1`);
    await audited(tx, actor, { entity: 'User', table: 'users', id: userId }, () =>
      tx.query(sql`UPDATE users SET ${join(assignments, ', ')} WHERE id = ${userId}`),
    );
    if (endsSessions) await endEverySession(tx, userId);
  }
  if (!changes.departments && !changes.teams && !changes.accesses) return;
  const before = await relationsOf(tx, userId);
  await replaceRelations(tx, userId, changes);
  const after = await relationsOf(tx, userId);
  if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(tx, actor, { action: 'update', entity: 'UserMemberships', entityId: userId, before, after });
}

/** Bans or unbans; a ban ends the person's sessions and streams at once (the token version and the session-end trigger). */
export async function setBan(tx: Queryable, actor: Actor, userId: number, banned: boolean, reason: string | null): Promise<void> {
  await audited(tx, actor, { entity: 'User', table: 'users', id: userId }, () =>
    tx.query(sql`UPDATE users SET banned = ${banned}, ban_reason = ${banned ? reason : null}, token_version = token_version + 1 WHERE id = ${userId}`),
  );
  await endEverySession(tx, userId);
}
