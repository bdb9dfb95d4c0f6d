import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import quizUsersRoutes from './quiz-users-routes.ts';
import quizzesRoutes from './quizzes-routes.ts';

/** Questionnaires and the answers given to them. */
export default routesBySegment({ quizzes: quizzesRoutes, quiz_users: quizUsersRoutes });
