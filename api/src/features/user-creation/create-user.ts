import type { Static } from '@fastify/type-provider-typebox';
import { DEFAULT_HOLIDAY_ALLOWANCE, HOLIDAY_MESSAGES, isEmail, MAX_HOLIDAY_ALLOWANCE, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import { type Actor, recordAudit, snapshot } from '../../core/audit/audited-writes.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, userInScope } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { forbidden, ValidationError, type Violation } from '../../core/errors/api-error.ts';
import { allowedDomains, isEmailInDomains } from '../../core/mail/allowed-domains.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import { ACCOUNT_MAIL_JOBS } from '../account-recovery/account-mails.ts';
import { ACCOUNT_MAIL_ATTEMPTS } from '../account-recovery/account-recovery-routes.ts';
import { isTeamMailbox, MAILBOX_ADDRESS_MESSAGES } from '../task-mailbox/mailbox-addresses.ts';
import { administeredUsersScope } from '../users/administration/administration-scope.ts';
import type { CreateUserBody } from './user-creation-schemas.ts';

export const USER_CREATION_MESSAGES = {
  EMAIL_TAKEN: 'Ya existe un usuario con ese correo',
  NAME_REQUIRED: 'El nombre es obligatorio',
  DEPARTMENT_INVALID: 'Se ha producido un error con el departamento que ha seleccionado.',
  ALREADY_ACTIVE: 'Esta persona ya ha establecido su contraseña',
  /** An address in use by someone the caller does not administer: whose it is, or that it is anyone's, is not theirs to learn. */
  CANNOT_CREATE: 'No se puede crear este usuario',
} as const;

/**
 * The addresses among `emails` (lower case) that are in use, each with whether the caller administers
 * its owner: only then is 'Ya existe' theirs to hear (docs/api-contract.md §10.6 grants it to a privileged call).
 */
export async function takenAddresses(db: Queryable, caller: Caller, emails: readonly string[]): Promise<Map<string, boolean>> {
  const rows = await db.query<{ email: string; administered: boolean }>(
    sql`SELECT lower(u.email) AS email, ${userInScope('u.id', administeredUsersScope(caller))} AS administered
        FROM users u WHERE lower(u.email) = ANY(${emails})`,
  );
  return new Map(rows.map((row) => [row.email, row.administered]));
}

type NewUser = { email: string; name: string; departmentIds: number[]; teams: { id: number; departmentId: number }[]; allowance: number };

/** Ids of live rows of `table` among `references`; undefined when any is unreadable or missing. */
async function existing(db: Queryable, references: string[] | undefined, resource: 'departments' | 'teams') {
  const ids = [...new Set((references ?? []).map((reference) => idFromReference(reference, resource)))];
  if (ids.includes(undefined)) return undefined;
  if (ids.length === 0) return [];
  const rows =
    resource === 'departments'
      ? await db.query<{ id: number; department_id: number }>(sql`SELECT id, id AS department_id FROM departments WHERE id = ANY(${ids}) AND NOT deleted`)
      : await db.query<{ id: number; department_id: number }>(sql`SELECT id, department_id FROM teams WHERE id = ANY(${ids}) AND NOT deleted`);
  return rows.length === ids.length ? rows.map((row) => ({ id: row.id, departmentId: row.department_id })) : undefined;
}

/** The person to create and what is wrong with the request (references that do not resolve leave the lists empty). */
async function validate(db: Queryable, caller: Caller, body: Static<typeof CreateUserBody>): Promise<{ user: NewUser; violations: Violation[] }> {
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string, code = 'invalid') => violations.push({ propertyPath, message, code });
  const email = body.email.trim();
  const name = body.name.trim();
  if (!isEmail(email)) refuse('email', VALIDATION_MESSAGES.EMAIL_INVALID);
  else if (!isEmailInDomains(email, await allowedDomains(db))) refuse('email', 'El dominio del correo no está permitido');
  else {
    const administered = (await takenAddresses(db, caller, [email.toLowerCase()])).get(email.toLowerCase());
    if (administered === true) refuse('email', USER_CREATION_MESSAGES.EMAIL_TAKEN, 'not_unique');
    else if (administered === false) refuse('email', USER_CREATION_MESSAGES.CANNOT_CREATE);
  }
  if (violations.length === 0 && (await isTeamMailbox(db, email))) refuse('email', MAILBOX_ADDRESS_MESSAGES.IS_TEAM_MAILBOX);
  if (name === '') refuse('name', USER_CREATION_MESSAGES.NAME_REQUIRED);
  const departments = await existing(db, body.departments, 'departments');
  if (!departments) refuse('departments', USER_CREATION_MESSAGES.DEPARTMENT_INVALID);
  const teams = await existing(db, body.teams, 'teams');
  if (!teams) refuse('teams', VALIDATION_MESSAGES.TEAM_INVALID);
  const allowance = body.holidayAllowance ?? DEFAULT_HOLIDAY_ALLOWANCE;
  if (typeof allowance !== 'number' || !Number.isInteger(allowance) || allowance < 0 || allowance > MAX_HOLIDAY_ALLOWANCE) {
    refuse('holidayAllowance', HOLIDAY_MESSAGES.ALLOWANCE_INVALID);
  }
  const user = { email, name, departmentIds: (departments ?? []).map((one) => one.id), teams: teams ?? [], allowance: allowance as number };
  return { user, violations };
}

/** Admins create anyone; a department manager only people placed in departments (or their teams) they manage. */
async function mayCreate(db: Queryable, caller: Caller, user: NewUser): Promise<boolean> {
  if (isAdmin(caller)) return true;
  const places = [...user.departmentIds, ...user.teams.map((team) => team.departmentId)];
  if (places.length === 0) return false;
  const [row] = await db.query<{ all_managed: boolean }>(
    sql`SELECT bool_and(place IN (${managedDepartmentIds(caller)})) AS all_managed FROM unnest(${places}::integer[]) AS place`,
  );
  return row?.all_managed === true;
}

/** Who creates, and the job runner that mails the invitation, queued in the same transaction. */
export type Creator = { caller: Caller; actor: Actor; jobs: JobRunner };

/** Queues the mail with a fresh invitation link; the job runner retries it while the mail server is down. */
export const queueInvitation = (jobs: JobRunner, tx: Queryable, userId: number) =>
  jobs.enqueue(tx, ACCOUNT_MAIL_JOBS.invitation, { userId }, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });

/**
 * The one way a person is created, by 'Nuevo usuario' or by an import: checked
 * (403 out of scope, 422 with the violations), inserted with their memberships,
 * audited and invited, all inside the caller's transaction `tx`.
 */
export async function createUser(tx: Queryable, creator: Creator, body: Static<typeof CreateUserBody>): Promise<number> {
  const { user, violations } = await validate(tx, creator.caller, body);
  // Scope first: whether an address is taken is not for people outside it to learn.
  if (!(await mayCreate(tx, creator.caller, user))) throw forbidden();
  if (violations.length > 0) throw new ValidationError(violations);
  const [row] = await tx.query<{ id: number }>(
    sql`INSERT INTO users (email, name, password_hash, holiday_allowance) VALUES (${user.email}, ${user.name}, '', ${user.allowance})
        ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
  );
  if (!row) throw new ValidationError([{ propertyPath: 'email', message: USER_CREATION_MESSAGES.EMAIL_TAKEN, code: 'not_unique' }]);
  for (const departmentId of user.departmentIds) {
    await tx.query(sql`INSERT INTO department_users (department_id, user_id) VALUES (${departmentId}, ${row.id})`);
  }
  for (const team of user.teams) await tx.query(sql`INSERT INTO user_teams (user_id, team_id) VALUES (${row.id}, ${team.id})`);
  const after = { ...(await snapshot(tx, 'users', row.id)), departments: user.departmentIds, teams: user.teams.map((team) => team.id) };
  await recordAudit(tx, creator.actor, { action: 'create', entity: 'User', entityId: row.id, after });
  await queueInvitation(creator.jobs, tx, row.id);
  return row.id;
}
