import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { badRequest, notFound } from '../../core/errors/api-error.ts';
import { collection } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { announceSessionsChange, createDeviceSessions, toDeviceSession } from './device-sessions.ts';

const NoQuery = Type.Object({}, { additionalProperties: false });

/** `/api/user/sessions`: the caller's own signed-in devices; nobody sees or ends another person's. */
const deviceSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = createDeviceSessions(app.db, app.tokens.ttlSeconds);

  app.get('/', { schema: { tags: ['session'], summary: "The caller's open sessions, most recently used first", querystring: NoQuery } }, async (request) => {
    const caller = callerOf(request);
    const rows = await sessions.list(caller.id);
    return collection('DeviceSession', '/api/user/sessions', rows.map((row) => toDeviceSession(row, caller.sessionId)));
  });

  app.post('/endOthers', { schema: { tags: ['session'], summary: "End every session of the caller's but this one" } }, async (request, reply) => {
    const caller = callerOf(request);
    if (caller.sessionId === undefined) throw badRequest('Esta sesión no se puede conservar');
    await sessions.endOthers(caller.id, caller.sessionId);
    await announceSessionsChange(app, caller.id, caller.sessionId);
    return reply.code(204).send();
  });

  app.delete('/:id', { schema: { tags: ['session'], summary: "End one of the caller's sessions (404 for anyone else's)", params: IdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    if (!(await sessions.end(caller.id, id))) throw notFound('La sesión no existe o ya se cerró');
    await announceSessionsChange(app, caller.id, id);
    return reply.code(204).send();
  });
};

export default deviceSessionRoutes;
