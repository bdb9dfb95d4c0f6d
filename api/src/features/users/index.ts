import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import administrationRoutes from './administration/administration-routes.ts';
import importRoutes from './administration/import-routes.ts';
import departmentAccessesRoutes from './department-accesses-routes.ts';
import { USERS_RESOURCE_TYPES } from './resource-types.ts';
import userUpdatesRepository from './user-updates-repository.ts';
import usersRepository from './users-repository.ts';
import usersRoutes from './users-routes.ts';

/** People: their records, their administration and import, and department access grants. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, USERS_RESOURCE_TYPES);

    await app.register(usersRepository);
    await app.register(userUpdatesRepository);
    const users: FastifyPluginAsyncTypebox = async (scope) => {
      await scope.register(usersRoutes);
      await scope.register(administrationRoutes);
      await scope.register(importRoutes);
    };
    await resourceRoutes(app, routesBySegment({ users, user_department_accesses: departmentAccessesRoutes }));
  },
  { name: 'users', dependencies: ['work-schedules'] },
);
