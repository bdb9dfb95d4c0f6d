import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, type Caller } from '../../core/authentication/caller.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { managedQuiz } from './quiz-access.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { checkQuestions, quizInputOf } from './quiz-input.ts';
import { announceQuizChange } from './quiz-notices.ts';
import quizResultsRoutes from './quiz-results-routes.ts';
import { brokenPublishRule } from './quiz-rules.ts';
import { QuizBody } from './quiz-schemas.ts';
import { mayAuthor } from './quiz-scope-sql.ts';
import type { QuizInput } from './quizzes-repository.ts';

export const PUBLISHED_IS_FROZEN = 'Un cuestionario publicado no se puede modificar';

async function checkAudience(app: FastifyInstance, caller: Caller, input: QuizInput): Promise<void> {
  const problem = await app.quizzes.audienceProblem(caller, input.departmentIds, input.teamIds);
  if (problem === 'unknown') throw invalid('audience', 'Algún departamento o equipo elegido no existe');
  if (problem === 'outside') throw forbidden('Solo puede dirigir cuestionarios a sus departamentos');
}

/**
 * Before the body is validated: whoever may not write questionnaires learns
 * that, whatever they sent, and not how a body they may not send should look.
 */
async function authorsOnly(request: FastifyRequest): Promise<void> {
  if (!mayAuthor(callerOf(request))) throw forbidden();
}

/** Questionnaires (docs/api-contract.md W1, plus writing, publishing and deleting them). */
const quizzesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const documentOf = async (caller: Caller, id: number) => {
    const quiz = await app.quizzes.findVisible(caller, id);
    if (!quiz) throw notFound();
    return asDocument(await app.quizzes.serialise(caller, quiz));
  };

  app.get('/', { schema: { tags: ['quizzes'], summary: 'Questionnaires the caller answers or manages', querystring: collectionQuery({}) } }, async (request) => {
    return collection('Quiz', '/api/quizzes', await app.quizzes.list(callerOf(request)), request.query as Query);
  });

  app.get('/:id', { schema: { tags: ['quizzes'], summary: 'One questionnaire', params: IdParams } }, async (request) =>
    documentOf(callerOf(request), Number(request.params.id)),
  );

  app.post(
    '/',
    { preValidation: authorsOnly, schema: { tags: ['quizzes'], summary: 'Write a draft questionnaire (admins, department managers)', body: QuizBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const input = quizInputOf(request.body);
      await checkAudience(app, caller, input);
      checkQuestions(input.questions);
      const id = await app.quizzes.create(caller.id, input);
      await announceQuizChange(app, id, caller.id, false);
      return reply.code(201).header('location', iri('quizzes', id)).send(await documentOf(caller, id));
    },
  );

  app.put('/:id', { preValidation: authorsOnly, schema: { tags: ['quizzes'], summary: 'Rewrite a draft', params: IdParams, body: QuizBody } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const quiz = await managedQuiz(app, caller, id);
    if (quiz.published_at) throw conflict(PUBLISHED_IS_FROZEN);
    const input = quizInputOf(request.body);
    await checkAudience(app, caller, input);
    checkQuestions(input.questions);
    if (!(await app.quizzes.updateDraft(id, input))) throw conflict(PUBLISHED_IS_FROZEN);
    await announceQuizChange(app, id, quiz.created_by_id, false);
    return documentOf(caller, id);
  });

  app.post('/:id/publish', { schema: { tags: ['quizzes'], summary: 'Publish a draft to its audience', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const quiz = await managedQuiz(app, caller, id);
    if (quiz.published_at) throw conflict('El cuestionario ya está publicado');
    const broken = brokenPublishRule(
      { title: quiz.title, questions: quiz.questions, departmentIds: quiz.department_ids, teamIds: quiz.team_ids, deadline: quiz.deadline },
      new Date(),
    );
    if (broken) throw invalid(broken.field, broken.message);
    if (!(await app.quizzes.publish(id))) throw conflict('El cuestionario ya está publicado');
    await announceQuizChange(app, id, quiz.created_by_id, true);
    return documentOf(caller, id);
  });

  app.delete('/:id', { schema: { tags: ['quizzes'], summary: 'Withdraw a questionnaire with its answers', params: IdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const quiz = await managedQuiz(app, caller, id);
    await app.quizzes.remove(id);
    await announceQuizChange(app, id, quiz.created_by_id, quiz.published_at !== null);
    return reply.code(204).send();
  });

  await app.register(quizResultsRoutes);
};

export default quizzesRoutes;
