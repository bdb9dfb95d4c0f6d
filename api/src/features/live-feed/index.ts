import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import mercureRoutes from './mercure-routes.ts';

/** The live feed, where browsers subscribe (Mercure protocol, under /.well-known); the hub that stores and publishes the updates is core's `live-updates`. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(routesBySegment({ mercure: mercureRoutes }), { prefix: '/.well-known' });
  },
  { name: 'live-feed', dependencies: [] },
);
