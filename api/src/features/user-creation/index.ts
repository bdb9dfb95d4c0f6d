import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import userCreationRoutes from './user-creation-routes.ts';

/** Creating a person (`/api/userCreate`) and inviting them to set their password. */
export default fp(
  async (app: FastifyInstance) => {

    await resourceRoutes(app, userCreationRoutes);
  },
  { name: 'user-creation', dependencies: [] },
);
