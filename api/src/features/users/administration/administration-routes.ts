import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import { actorOf } from '../../../core/audit/audited-writes.ts';
import { type Caller, callerOf, normaliseRoles } from '../../../core/authentication/caller.ts';
import { forbidden, invalid, notFound, ValidationError } from '../../../core/errors/api-error.ts';
import { asDocument, iri, type JsonObject } from '../../../core/json-ld/json-ld.ts';
import { audience } from '../../../core/live-updates/audiences.ts';
import { IdParams } from '../../../core/schemas/common.ts';
import { administers, assignableDepartmentIds } from './administration-scope.ts';
import { AccountBody, BanBody } from './administration-schemas.ts';
import { withPendingEmail } from '../../email-change/email-changes.ts';
import { accountStanding, departmentIdsOf } from './account-reads.ts';
import { applyAccountChanges, assertAnotherAdminRemains, setBan } from './account-writes.ts';
import { losesAdminPowers, mayGrantRoles, validateAccountChanges } from './validate-account-changes.ts';

type Target = { roles: string[]; banned: boolean; deleted: boolean };

/** The person, when the caller administers them: 404 when the caller cannot even see them, 403 when they see but do not administer. */
async function administeredTarget(app: FastifyInstance, caller: Caller, id: number): Promise<Target> {
  if (!(await app.users.find(caller, id))) throw notFound();
  if (!(await administers(app.db, caller, id))) throw forbidden();
  const row = await accountStanding(app.db, id);
  if (!row) throw notFound();
  return { roles: normaliseRoles(row.roles), banned: row.banned, deleted: row.deleted };
}

/** The managers of the person's departments hear about them; the private preferences stay with the person and admins. */
async function publishAccount(app: FastifyInstance, caller: Caller, id: number, departmentsBefore: number[]): Promise<JsonObject> {
  const updated = asDocument((await app.users.find(caller, id)) as JsonObject);
  await app.publishUpdate(iri('users', id), updated, [audience.user(id), audience.admin]);
  const departments = new Set([...departmentsBefore, ...(await departmentIdsOf(app.db, id))]);
  if (departments.size > 0) {
    const { alternativeEmail: _email, mails: _mails, options: _options, ...shared } = updated;
    await app.publishUpdate(iri('users', id), shared, [...departments].map(audience.department));
  }
  return updated;
}

/** The user administration's writes (`/control_usuarios`): admins on everyone, department managers on the people of their departments. */
const administrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/account',
    { schema: { tags: ['users'], summary: 'Administer a person: name, e-mail, departments, teams, read accesses, non-post roles, deletion', params: IdParams, body: AccountBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const target = await administeredTarget(app, caller, id);
      if (request.body.roles !== undefined && !mayGrantRoles(caller)) throw forbidden();
      const { changes, violations } = await validateAccountChanges(request.body, {
        db: app.db,
        caller,
        targetId: id,
        targetRoles: target.roles,
        assignable: await assignableDepartmentIds(app.db, caller),
        lookups: app.userUpdates,
      });
      if (violations.length > 0) throw new ValidationError(violations);
      const before = await departmentIdsOf(app.db, id);
      await app.db.transaction(async (tx) => {
        if (!target.banned && !target.deleted && losesAdminPowers(target.roles, changes.columns)) {
          await assertAnotherAdminRemains(tx, id, changes.columns.deleted ? 'deleted' : 'roles');
        }
        await applyAccountChanges(tx, app.jobs, actorOf(request), id, changes);
      });
      return withPendingEmail(app.db, await publishAccount(app, caller, id, before), id);
    },
  );

  app.put(
    '/:id/banUser',
    { schema: { tags: ['users'], summary: 'Ban or unban a person; a ban ends their sessions and live streams at once', params: IdParams, body: BanBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const target = await administeredTarget(app, caller, id);
      const banned = request.body.banned ?? !target.banned;
      const reason = request.body.reason?.trim() || null;
      if (banned && reason === null) throw invalid('reason', USER_ADMINISTRATION_MESSAGES.BAN_REASON_REQUIRED);
      await app.db.transaction(async (tx) => {
        if (banned && !target.deleted && losesAdminPowers(target.roles, { banned })) await assertAnotherAdminRemains(tx, id, 'banned');
        await setBan(tx, actorOf(request), id, banned, reason);
      });
      return publishAccount(app, caller, id, []);
    },
  );
};

export default administrationRoutes;
