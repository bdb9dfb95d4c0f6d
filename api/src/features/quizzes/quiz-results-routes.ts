import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { QuizResults } from '@portal/shared-api/entities';
import { callerOf, type Caller } from '../../core/authentication/caller.ts';
import { conflict } from '../../core/errors/api-error.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { contentDisposition } from '../files/files-routes.ts';
import { questionResults, resultsWithheldBecause } from './quiz-results.ts';
import { resultsWorkbook } from './quiz-workbook.ts';
import { managedQuiz } from './quiz-access.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function resultsOf(app: FastifyInstance, caller: Caller, id: number): Promise<QuizResults> {
  const quiz = await managedQuiz(app, caller, id);
  // The author knows their own answers: left in, they could be taken away from the totals to narrow down the others'.
  const leftOut = quiz.anonymous ? quiz.created_by_id : null;
  const records = await app.quizzes.answerRecords(id, leftOut);
  const authorAsked = leftOut !== null && (await app.quizzes.isInAudience(id, leftOut));
  const withheld = resultsWithheldBecause(quiz, records.length);
  return {
    '@id': `${iri('quizzes', id)}/results`,
    '@type': 'QuizResults',
    quiz: iri('quizzes', id),
    title: quiz.title,
    anonymous: quiz.anonymous,
    answered: records.length,
    audienceSize: (quiz.audience_size ?? 0) - (authorAsked ? 1 : 0),
    available: withheld === null,
    message: withheld,
    questions: withheld === null ? questionResults(quiz.questions, records, quiz.anonymous) : [],
  };
}

/** Results of a questionnaire for those who manage it; an anonymous one names nobody, leaves its author out and opens only after its deadline. */
const quizResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/results', { schema: { tags: ['quizzes'], summary: 'Results per question', params: IdParams } }, async (request) => ({
    '@context': '/api/contexts/QuizResults',
    ...(await resultsOf(app, callerOf(request), Number(request.params.id))),
  }));

  app.get('/:id/results/export', { schema: { tags: ['quizzes'], summary: 'Results as an .xlsx workbook', params: IdParams } }, async (request, reply) => {
    const results = await resultsOf(app, callerOf(request), Number(request.params.id));
    if (results.message !== null) throw conflict(results.message);
    return reply
      .type(XLSX)
      .header('content-disposition', contentDisposition('attachment', `resultados-cuestionario-${request.params.id}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(await resultsWorkbook(results));
  });
};

export default quizResultsRoutes;
