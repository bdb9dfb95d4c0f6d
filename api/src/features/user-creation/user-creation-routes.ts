import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { DEFAULT_HOLIDAY_ALLOWANCE, HOLIDAY_MESSAGES, isEmail, MAX_HOLIDAY_ALLOWANCE, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import { actorOf, recordAudit, snapshot } from '../../core/audit/audit-log.ts';
import { callerOf, type Caller } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, usersOfDepartments } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { ApiError, forbidden, notFound, ValidationError, type Violation } from '../../core/errors/api-error.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { allowedDomains, isEmailInDomains } from '../../core/mail/allowed-domains.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { ACCOUNT_MAIL_JOBS } from '../account-recovery/account-mails.ts';
import { ACCOUNT_MAIL_ATTEMPTS } from '../account-recovery/account-recovery-routes.ts';
import { CreateUserBody } from './user-creation-schemas.ts';

export const USER_CREATION_MESSAGES = {
  EMAIL_TAKEN: 'Ya existe un usuario con ese correo',
  NAME_REQUIRED: 'El nombre es obligatorio',
  DEPARTMENT_INVALID: 'Se ha producido un error con el departamento que ha seleccionado.',
  ALREADY_ACTIVE: 'Esta persona ya ha establecido su contraseña',
} as const;

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
async function validate(db: Queryable, body: Static<typeof CreateUserBody>): Promise<{ user: NewUser; violations: Violation[] }> {
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string, code = 'invalid') => violations.push({ propertyPath, message, code });
  const email = body.email.trim();
  const name = body.name.trim();
  if (!isEmail(email)) refuse('email', VALIDATION_MESSAGES.EMAIL_INVALID);
  else if (!isEmailInDomains(email, await allowedDomains(db))) refuse('email', 'El dominio del correo no está permitido');
  else if ((await db.query(sql`SELECT 1 FROM users WHERE lower(email) = lower(${email})`)).length > 0) {
    refuse('email', USER_CREATION_MESSAGES.EMAIL_TAKEN, 'not_unique');
  }
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

/**
 * Creating people (contract B4) and inviting them: nobody types a password
 * for someone else. The account starts without one (an empty hash verifies
 * nothing) and the invitation mail, sent by the job runner, carries a link
 * valid 7 days to set it.
 */
const userCreationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invite = (tx: Queryable, userId: number) => app.jobs.enqueue(tx, ACCOUNT_MAIL_JOBS.invitation, { userId }, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });

  app.post('/userCreate', { schema: { tags: ['users'], summary: 'Create a person and mail them an invitation to set their password', body: CreateUserBody } }, async (request, reply) => {
    const caller = callerOf(request);
    if (!isAdmin(caller) && !hasRole(caller, ROLE.DEPARTMENT_MANAGER)) throw forbidden();
    const { user, violations } = await validate(app.db, request.body);
    // Scope first: whether an address is taken is not for people outside it to learn.
    if (!(await mayCreate(app.db, caller, user))) throw forbidden();
    if (violations.length > 0) throw new ValidationError(violations);
    const actor = actorOf(request);
    const id = await app.db.transaction(async (tx) => {
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
      await recordAudit(tx, actor, { action: 'create', entity: 'User', entityId: row.id, after });
      await invite(tx, row.id);
      return row.id;
    });
    const created = asDocument((await app.users.find(caller, id)) as JsonObject);
    await app.publishUpdate(iri('users', id), created, [audience.admin]);
    return reply.code(201).send(created);
  });

  app.post(
    '/users/:id/resendInvitation',
    { schema: { tags: ['users'], summary: 'Mail a fresh invitation; the previous link stops working', params: IdParams } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const [target] = await app.db.query<{ invited: boolean; managed: boolean }>(
        sql`SELECT password_hash = '' AS invited, id IN (${usersOfDepartments(managedDepartmentIds(caller))}) AS managed
            FROM users WHERE id = ${id} AND NOT deleted AND NOT banned`,
      );
      if (!target) throw notFound();
      if (!isAdmin(caller) && !target.managed) throw forbidden();
      if (!target.invited) throw new ApiError(409, USER_CREATION_MESSAGES.ALREADY_ACTIVE);
      await app.db.transaction(async (tx) => {
        // The old link stops working now, not only once the new mail goes out.
        await tx.query(sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${id} AND used_at IS NULL`);
        await recordAudit(tx, actorOf(request), { action: 'update', entity: 'UserInvitation', entityId: id, after: { resent: true } });
        await invite(tx, id);
      });
      return reply.code(202).send({ message: 'Invitación enviada' });
    },
  );
};

export default userCreationRoutes;
