import type { Static } from '@fastify/type-provider-typebox';
import sql from 'sql-template-tag';
import { isEmail, isKnownRole, NON_POST_ROLES, USER_ADMINISTRATION_MESSAGES as MESSAGES, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { Caller } from '../../../core/authentication/caller.ts';
import { isAdmin, ROLE } from '../../../core/authorization/roles.ts';
import type { Queryable } from '../../../core/db/database.ts';
import type { Violation } from '../../../core/errors/api-error.ts';
import { isEmailInDomains } from '../../../core/mail/allowed-domains.ts';
import { idFromReference } from '../../../core/schemas/filters.ts';
import { MAILBOX_ADDRESS_MESSAGES } from '../../task-mailbox/mailbox-addresses.ts';
import type { UserUpdatesRepository } from '../user-updates-repository.ts';
import type { AccountBody } from './administration-schemas.ts';

type Body = Static<typeof AccountBody>;

/** What a validated account edit changes; `assignable` null means every department (admins). */
export type AccountChanges = {
  columns: { name?: string | null; roles?: string[]; deleted?: boolean };
  /** Takes effect only once confirmed from the new address (`requestEmailChange`). */
  newEmail?: string;
  departments?: number[];
  teams?: number[];
  accesses?: { departmentId: number; readBool: boolean }[];
  assignable: ReadonlySet<number> | null;
};

type Context = { db: Queryable; caller: Caller; targetId: number; targetRoles: string[]; assignable: ReadonlySet<number> | null; lookups: UserUpdatesRepository };

const liveDepartmentCount = async (db: Queryable, ids: number[]) =>
  (await db.query<{ id: number }>(sql`SELECT id FROM departments WHERE id = ANY(${ids}) AND NOT deleted`)).length;

const referenceOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value);

function idsOf(references: readonly unknown[], resource: string): number[] | undefined {
  const ids = references.map((reference) => idFromReference(referenceOf(reference), resource));
  return ids.every((id) => id !== undefined) ? [...new Set(ids as number[])] : undefined;
}

/** Post roles stay as they are; the non-post ones become exactly those asked for. */
function nextRoles(current: string[], requested: string[]): string[] {
  const nonPost: readonly string[] = NON_POST_ROLES;
  const posts = current.filter((role) => !nonPost.includes(role));
  return [...new Set([ROLE.USER, ...posts, ...requested.filter((role) => nonPost.includes(role))])];
}

export async function validateAccountChanges(body: Body, context: Context): Promise<{ changes: AccountChanges; violations: Violation[] }> {
  const { db, caller, assignable, lookups } = context;
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string, code = 'invalid') => violations.push({ propertyPath, message, code });
  const changes: AccountChanges = { columns: {}, assignable };
  const inScope = (departmentId: number) => assignable === null || assignable.has(departmentId);

  if (body.name !== undefined) changes.columns.name = body.name === null || body.name.trim() === '' ? null : body.name.trim();
  if (body.email !== undefined) {
    const email = body.email.trim();
    if (!isEmail(email)) refuse('email', VALIDATION_MESSAGES.EMAIL_INVALID);
    else if (!isEmailInDomains(email, await lookups.allowedDomains())) refuse('email', 'El dominio del correo no está permitido');
    else if (await lookups.emailTaken(email, context.targetId)) refuse('email', MESSAGES.EMAIL_TAKEN, 'not_unique');
    else if (await lookups.isTeamMailbox(email)) refuse('email', MAILBOX_ADDRESS_MESSAGES.IS_TEAM_MAILBOX);
    else changes.newEmail = email;
  }
  if (body.roles !== undefined) {
    if (body.roles.some((role) => !isKnownRole(role))) refuse('roles', MESSAGES.ROLE_INVALID);
    else {
      const roles = nextRoles(context.targetRoles, body.roles);
      const losesAdmin = context.targetRoles.includes(ROLE.ADMIN) && !roles.includes(ROLE.ADMIN);
      if (losesAdmin && context.targetId === caller.id) refuse('roles', MESSAGES.OWN_ADMIN_ROLE);
      else changes.columns.roles = roles;
    }
  }
  if (body.deleted !== undefined) changes.columns.deleted = body.deleted;

  if (body.departments !== undefined) {
    const ids = idsOf(body.departments, 'departments');
    if (!ids || (await liveDepartmentCount(db, ids)) !== ids.length) refuse('departments', 'El departamento no existe');
    else if (!ids.every(inScope)) refuse('departments', MESSAGES.OUTSIDE_DEPARTMENTS);
    else changes.departments = ids;
  }
  if (body.teams !== undefined) {
    const ids = idsOf(body.teams, 'teams');
    const live = ids ? await db.query<{ department_id: number }>(sql`SELECT department_id FROM teams WHERE id = ANY(${ids}) AND NOT deleted`) : [];
    if (!ids || live.length !== ids.length) refuse('teams', 'El equipo no existe');
    else if (!live.every((team) => inScope(team.department_id))) refuse('teams', MESSAGES.OUTSIDE_DEPARTMENTS);
    else changes.teams = ids;
  }
  if (body.departmentAccess !== undefined) {
    const ids = idsOf(
      body.departmentAccess.map((entry) => entry.department),
      'departments',
    );
    if (!ids || ids.length !== body.departmentAccess.length || (await liveDepartmentCount(db, ids)) !== ids.length) refuse('departmentAccess', 'El departamento no existe');
    else if (!ids.every(inScope)) refuse('departmentAccess', MESSAGES.OUTSIDE_DEPARTMENTS);
    else changes.accesses = body.departmentAccess.map((entry, index) => ({ departmentId: ids[index] as number, readBool: entry.readBool }));
  }
  return { changes, violations };
}

/** Whether a change to these roles, or a ban or deletion, would leave the target without admin powers. */
export const losesAdminPowers = (currentRoles: string[], after: { roles?: string[] | undefined; deleted?: boolean | undefined; banned?: boolean | undefined }) =>
  currentRoles.includes(ROLE.ADMIN) && (after.deleted === true || after.banned === true || (after.roles !== undefined && !after.roles.includes(ROLE.ADMIN)));

export const mayGrantRoles = (caller: Caller) => isAdmin(caller);
