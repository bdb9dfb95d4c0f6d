import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import notificationsPlugin from './notifications-plugin.ts';
import notificationsRoutes from './notifications-routes.ts';
import { NOTIFICATIONS_RESOURCE_TYPES } from './resource-types.ts';

/** Notifications: the one way the server tells a person about something, and their own list. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, NOTIFICATIONS_RESOURCE_TYPES);

    await app.register(notificationsPlugin);
    await resourceRoutes(app, routesBySegment({ notifications: notificationsRoutes }));
  },
  { name: 'notifications', dependencies: [] },
);
