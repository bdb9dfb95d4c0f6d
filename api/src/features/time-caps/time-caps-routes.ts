import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { timeCapProblem } from '@portal/shared-api/rules';
import { opensScreen } from '../../core/authorization/roles.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { BoundedJson, collectionQuery, IdParams, MAX } from '../../core/schemas/common.ts';
import { idFromWrittenReference, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { ORGANISATION_MESSAGES } from '../organisation/organisation-messages.ts';

const TimeCapsQuery = collectionQuery({ user: 'user id or IRI' });

/** `name` and `time` are checked in code, so a wrong type gets the spec's Spanish 422, not a schema 400. */
const TimeCapBody = Type.Object(
  {
    user: Type.Optional({ ...BoundedJson(1, MAX.NAME), description: '/api/users/{id}' }),
    name: Type.Optional({ ...BoundedJson(0, MAX.NAME), description: 'description' }),
    time: Type.Optional({ ...BoundedJson(0, MAX.SHORT), description: 'seconds, at least 3600' }),
  },
  { additionalProperties: true },
);

/** Time caps (docs/api-contract.md Q1–Q3): admins, department and sub-department managers, for users in their scope. */
const timeCapsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['time_caps'], summary: 'Time caps the caller may see', querystring: TimeCapsQuery } }, async (request) => {
    const query = request.query as Query;
    const caps = await app.timeCaps.list(callerOf(request), { user: relationFilter(query, 'user', 'users') });
    return collection('TimeCap', '/api/time_caps', caps, query);
  });

  app.get('/:id', { schema: { tags: ['time_caps'], summary: 'One time cap', params: IdParams } }, async (request) => {
    const [cap] = await app.timeCaps.list(callerOf(request), {}, Number(request.params.id));
    if (!cap) throw notFound();
    return asDocument(cap);
  });

  app.post('/', { schema: { tags: ['time_caps'], summary: 'Grant a time cap to a requester', body: TimeCapBody } }, async (request, reply) => {
    const caller = callerOf(request);
    if (!opensScreen(caller, 'timeCaps')) throw forbidden();
    const { body } = request;
    const userId = idFromWrittenReference(body.user, 'users');
    if (userId === undefined || !(await app.organisationAdmin.activeUserExists(userId))) throw invalid('user', ORGANISATION_MESSAGES.USER_INVALID);
    if (!(await app.timeCaps.inScope(caller, userId))) throw forbidden();
    const problem = timeCapProblem(body);
    if (problem) throw invalid(problem.field, problem.message);
    const cap = await app.timeCaps.create({ userId, name: String(body.name).trim(), time: Number(body.time), createdById: caller.id }, actorOf(request));
    return reply.code(201).header('location', iri('time_caps', cap.id)).send(asDocument(cap));
  });

  app.delete('/:id', { schema: { tags: ['time_caps'], summary: 'Delete a time cap', params: IdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const cap = await app.timeCaps.row(Number(request.params.id));
    if (!cap) throw notFound();
    if (!opensScreen(caller, 'timeCaps') || !(await app.timeCaps.inScope(caller, cap.user_id))) throw forbidden();
    await app.timeCaps.remove(cap, actorOf(request));
    return reply.code(204).send();
  });
};

export default timeCapsRoutes;
