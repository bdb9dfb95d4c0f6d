import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../core/authentication/caller.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import type { QuizView } from './quiz-serializer.ts';

/** The questionnaire `id` if the caller manages it: 404 when they cannot see it, 403 when they only answer it. */
export async function managedQuiz(app: FastifyInstance, caller: Caller, id: number): Promise<QuizView> {
  const quiz = await app.quizzes.findVisible(caller, id);
  if (!quiz) throw notFound();
  if (!quiz.can_manage) throw forbidden();
  return quiz;
}
