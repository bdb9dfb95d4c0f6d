import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import appEventsLog from './app-events-log.ts';
import appEventsRoutes from './app-events-routes.ts';
import eventsRoutes from './events-routes.ts';
import { APP_EVENTS_RESOURCE_TYPES } from './resource-types.ts';

/** What happened in the portal (sign-ins, failures, deletions): the log others write to, and its reads. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, APP_EVENTS_RESOURCE_TYPES);

    await app.register(appEventsLog);
    await resourceRoutes(app, routesBySegment({ app_events: appEventsRoutes, events: eventsRoutes }));
  },
  { name: 'app-events', dependencies: [] },
);
