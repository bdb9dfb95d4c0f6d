import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import quizUsersRoutes from './quiz-users-routes.ts';
import quizzesRepository from './quizzes-repository.ts';
import quizzesRoutes from './quizzes-routes.ts';
import { QUIZZES_RESOURCE_TYPES } from './resource-types.ts';

/** Questionnaires and the answers given to them. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, QUIZZES_RESOURCE_TYPES);

    await app.register(quizzesRepository);
    await resourceRoutes(app, routesBySegment({ quizzes: quizzesRoutes, quiz_users: quizUsersRoutes }));
  },
  { name: 'quizzes', dependencies: [] },
);
