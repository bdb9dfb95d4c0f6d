import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { QuizResults } from '@portal/shared-api/entities';
import { callerOf, type Caller } from '../../core/authentication/caller.ts';
import { conflict } from '../../core/errors/api-error.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { contentDisposition } from '../files/files-routes.ts';
import { BELOW_THRESHOLD_MESSAGE, questionResults, resultsWithheld } from './quiz-results.ts';
import { resultsWorkbook } from './quiz-workbook.ts';
import { managedQuiz } from './quiz-access.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function resultsOf(app: FastifyInstance, caller: Caller, id: number): Promise<QuizResults> {
  const quiz = await managedQuiz(app, caller, id);
  const records = await app.quizzes.answerRecords(id);
  const withheld = resultsWithheld(quiz.anonymous, records.length);
  return {
    '@id': `${iri('quizzes', id)}/results`,
    '@type': 'QuizResults',
    quiz: iri('quizzes', id),
    title: quiz.title,
    anonymous: quiz.anonymous,
    answered: records.length,
    audienceSize: quiz.audience_size ?? 0,
    available: !withheld,
    message: withheld ? BELOW_THRESHOLD_MESSAGE : null,
    questions: withheld ? [] : questionResults(quiz.questions, records, quiz.anonymous),
  };
}

/** Results of a questionnaire for those who manage it; an anonymous one names nobody and stays closed below the threshold. */
const quizResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/results', { schema: { tags: ['quizzes'], summary: 'Results per question', params: IdParams } }, async (request) => ({
    '@context': '/api/contexts/QuizResults',
    ...(await resultsOf(app, callerOf(request), Number(request.params.id))),
  }));

  app.get('/:id/results/export', { schema: { tags: ['quizzes'], summary: 'Results as an .xlsx workbook', params: IdParams } }, async (request, reply) => {
    const results = await resultsOf(app, callerOf(request), Number(request.params.id));
    if (!results.available) throw conflict(BELOW_THRESHOLD_MESSAGE);
    return reply
      .type(XLSX)
      .header('content-disposition', contentDisposition('attachment', `resultados-cuestionario-${request.params.id}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(await resultsWorkbook(results));
  });
};

export default quizResultsRoutes;
