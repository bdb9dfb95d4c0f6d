import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** A feature's routes keyed by their URL segment under the scope the feature is mounted in (e.g. `tasks` → /api/tasks). */
export function routesBySegment(routes: Record<string, FastifyPluginAsyncTypebox>): FastifyPluginAsyncTypebox {
  return async (scope) => {
    for (const [segment, plugin] of Object.entries(routes)) await scope.register(plugin, { prefix: `/${segment}` });
  };
}
