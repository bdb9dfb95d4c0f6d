import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import administrationRoutes from './administration/administration-routes.ts';
import importRoutes from './administration/import-routes.ts';
import departmentAccessesRoutes from './department-accesses-routes.ts';
import usersRoutes from './users-routes.ts';

const users: FastifyPluginAsyncTypebox = async (scope) => {
  await scope.register(usersRoutes);
  await scope.register(administrationRoutes);
  await scope.register(importRoutes);
};

export default routesBySegment({ users, user_department_accesses: departmentAccessesRoutes });
