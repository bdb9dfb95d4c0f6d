import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, recordAudit } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { createPasswordTokens } from '../account-recovery/password-tokens.ts';
import { administers } from '../users/administration/administration-scope.ts';
import { ApiError, forbidden, notFound } from '../../core/errors/api-error.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { createUser, queueInvitation, USER_CREATION_MESSAGES } from './create-user.ts';
import { liveAccountInvitation } from './invitation-sql.ts';
import { CreateUserBody } from './user-creation-schemas.ts';

/**
 * Creating people (docs/api-contract.md B4) and inviting them: nobody types a password
 * for someone else. The account starts without one (an empty hash verifies
 * nothing) and the invitation mail, sent by the job runner, carries a link
 * valid 7 days to set it.
 */
const userCreationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/userCreate', { schema: { tags: ['users'], summary: 'Create a person and mail them an invitation to set their password', body: CreateUserBody } }, async (request, reply) => {
    const caller = callerOf(request);
    if (!isAdmin(caller) && !hasRole(caller, ROLE.DEPARTMENT_MANAGER)) throw forbidden();
    const id = await app.db.transaction((tx) => createUser(tx, { caller, actor: actorOf(request), jobs: app.jobs }, request.body));
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
      const target = await liveAccountInvitation(app.db, id);
      if (!target) throw notFound();
      if (!(await administers(app.db, caller, id))) throw forbidden();
      if (!target.invited) throw new ApiError(409, USER_CREATION_MESSAGES.ALREADY_ACTIVE);
      await app.db.transaction(async (tx) => {
        // The old link stops working now, not only once the new mail goes out.
        await createPasswordTokens(tx).voidAll(id);
        await recordAudit(tx, actorOf(request), { action: 'update', entity: 'UserInvitation', entityId: id, after: { resent: true } });
        await queueInvitation(app.jobs, tx, id);
      });
      return reply.code(202).send({ message: 'Invitación enviada' });
    },
  );
};

export default userCreationRoutes;
