import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { jsonLdResponses } from '../json-ld/json-ld-responses.ts';

/**
 * The two scopes a feature mounts its routes in, both under /api. A feature
 * plugin calls the one its routes belong to, so which checks run before a
 * route is said beside the route's segment, not in a central list.
 */

/** Routes that come before any session and check their own callers: sign-in, health, e-mail links, deploy tokens. */
export async function openRoutes(app: FastifyInstance, routes: FastifyPluginAsyncTypebox): Promise<void> {
  await app.register(routes, { prefix: '/api' });
}

/** Resource operations: behind the session check and answered in JSON-LD (docs/api-contract.md §1.1). */
export async function resourceRoutes(app: FastifyInstance, routes: FastifyPluginAsyncTypebox): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRequest', api.requireSession);
      await api.register(jsonLdResponses);
      await api.register(routes);
    },
    { prefix: '/api' },
  );
}
