import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { type Query, relationFilter, requiredReference } from '../../core/schemas/filters.ts';
import { announceAnswer } from './quiz-notices.ts';
import { type AnswerSet, checkAnswers, type StoredQuestion } from './quiz-rules.ts';
import { AnswerBody, AnswerUpdateBody } from './quiz-schemas.ts';
import { isClosed, toQuizUser } from './quiz-serializer.ts';

export const CLOSED = 'El plazo para responder este cuestionario ha terminado';

function keptAnswers(questions: StoredQuestion[], answers: AnswerSet): AnswerSet {
  const checked = checkAnswers(questions, answers);
  if ('broken' in checked) throw invalid(checked.broken.field, checked.broken.message);
  return checked.kept;
}

/** The caller's own answers to questionnaires (docs/api-contract.md W2): one set per questionnaire, changeable until its deadline. */
const quizUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['quizzes'], summary: 'The caller’s own answers', querystring: collectionQuery({ quiz: 'quiz id or IRI' }) } },
    async (request) => {
      const query = request.query as Query;
      const rows = await app.quizzes.ownAnswerList(callerOf(request), relationFilter(query, 'quiz', 'quizzes'));
      return collection('QuizUser', '/api/quiz_users', rows.map(toQuizUser), query);
    },
  );

  app.get('/:id', { schema: { tags: ['quizzes'], summary: 'One of the caller’s answer sets', params: IdParams } }, async (request) => {
    const row = await app.quizzes.findAnswer(Number(request.params.id));
    if (!row || row.user_id !== callerOf(request).id) throw notFound();
    return asDocument(toQuizUser(row));
  });

  app.post('/', { schema: { tags: ['quizzes'], summary: 'Answer a questionnaire (once)', body: AnswerBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const quizId = requiredReference(request.body.quiz, 'quizzes', 'quiz');
    const quiz = await app.quizzes.findVisible(caller, quizId);
    if (!quiz) throw notFound();
    if (!quiz.in_audience) throw forbidden('Este cuestionario no está dirigido a usted');
    if (isClosed(quiz)) throw conflict(CLOSED);
    const created = await app.quizzes.answer(quizId, caller.id, keptAnswers(quiz.questions, request.body.answers as AnswerSet));
    if (!created) throw invalid('quiz', 'Ya ha respondido a este cuestionario');
    await announceAnswer(app, { id: quizId, anonymous: quiz.anonymous, authorId: quiz.created_by_id });
    return reply.code(201).header('location', iri('quiz_users', created.id)).send(asDocument(toQuizUser(created)));
  });

  app.put('/:id', { schema: { tags: ['quizzes'], summary: 'Change one’s answers until the deadline', params: IdParams, body: AnswerUpdateBody } }, async (request) => {
    const row = await app.quizzes.findAnswer(Number(request.params.id));
    if (!row || row.user_id !== callerOf(request).id) throw notFound();
    if (isClosed(row)) throw conflict(CLOSED);
    const updated = await app.quizzes.changeAnswer(row.id, keptAnswers(row.questions, request.body.answers as AnswerSet));
    await announceAnswer(app, { id: row.quiz_id, anonymous: row.anonymous, authorId: row.created_by_id });
    return asDocument(toQuizUser(updated));
  });
};

export default quizUsersRoutes;
