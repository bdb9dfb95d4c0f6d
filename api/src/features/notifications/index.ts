import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import notificationsPlugin from './notifications-plugin.ts';
import notificationsRoutes from './notifications-routes.ts';

/** Notifications: the one way the server tells a person about something, and their own list. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(notificationsPlugin);
    await resourceRoutes(app, routesBySegment({ notifications: notificationsRoutes }));
  },
  { name: 'notifications', dependencies: [] },
);
