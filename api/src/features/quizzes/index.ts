import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import quizUsersRoutes from './quiz-users-routes.ts';
import quizzesRepository from './quizzes-repository.ts';
import quizzesRoutes from './quizzes-routes.ts';

/** Questionnaires and the answers given to them. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(quizzesRepository);
    await resourceRoutes(app, routesBySegment({ quizzes: quizzesRoutes, quiz_users: quizUsersRoutes }));
  },
  { name: 'quizzes', dependencies: [] },
);
