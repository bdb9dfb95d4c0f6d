import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from './database-probe.ts';

/** Public readiness probe: the process answers and the database responds. Reveals nothing else. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['health'], summary: 'Readiness (public)' } }, async (_request, reply) => {
    await pingDatabase(app.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
};

export default healthRoutes;
