import type { FastifyInstance } from 'fastify';
import { audience } from '../../core/live-updates/audiences.ts';
import { iri } from '../../core/json-ld/json-ld.ts';

/**
 * A questionnaire changed: each reader's view of it differs (their own
 * answers, whether they manage it), so the notice names it only and screens
 * read it again. Those who manage it always hear; its audience once it is out.
 */
export async function announceQuizChange(app: FastifyInstance, quizId: number, authorId: number | null, toAudience: boolean): Promise<void> {
  const people = toAudience ? await app.quizzes.audienceOf(quizId) : [];
  const managers = authorId === null ? [] : [authorId];
  const notice = iri('quizzes', quizId);
  await app.publishUpdate(notice, { '@id': notice, '@type': 'Quiz' }, [audience.admin, ...[...new Set([...managers, ...people])].map(audience.user)]);
}

/**
 * An answer set given or changed. An anonymous questionnaire's is announced to
 * nobody: each notice would tell those who manage it who had just answered
 * (the moment someone's screen sent it), the first step to telling what.
 */
export async function announceAnswer(app: FastifyInstance, quiz: { id: number; anonymous: boolean; authorId: number | null }): Promise<void> {
  if (!quiz.anonymous) await announceQuizChange(app, quiz.id, quiz.authorId, false);
}
