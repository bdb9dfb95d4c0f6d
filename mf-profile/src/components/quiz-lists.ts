import type { Quiz } from '@portal/shared-api';

/** Asked of the person, not answered yet and still open: 'Cuestionarios pendientes' and the home card count these. */
export const pendingQuizzes = (quizzes: Quiz[]): Quiz[] => quizzes.filter((quiz) => quiz.inAudience && quiz.userAnswers.length === 0 && !quiz.closed);
