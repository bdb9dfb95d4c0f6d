import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import mercureRoutes from './mercure-routes.ts';

/** The live feed, where browsers subscribe (Mercure protocol, under /.well-known); the hub that stores and publishes the updates is core's `live-updates`. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {
    await app.register(mercureRoutes, { prefix: '/.well-known/mercure', heartbeatMs: config.liveFeedHeartbeatMs });
  },
  { name: 'live-feed', dependencies: [] },
);
