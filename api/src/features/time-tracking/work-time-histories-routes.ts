import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, collection } from '../../core/json-ld/json-ld.ts';
import { TIME_MESSAGES } from './time-tracking-messages.ts';
import { SCOPED_READ } from '../../core/response-cache/index.ts';

const HistoriesQuery = collectionQuery({ task: 'task id or IRI', subtask: 'subtask id or IRI (instead of task)' });

/** Entries of one task or subtask (docs/api-contract.md P1); its requester sees only their own. */
const workTimeHistoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['time'], summary: 'Time entries of a task or subtask', querystring: HistoriesQuery }, config: { cachedAnswer: SCOPED_READ } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query as Query;
    const [taskId] = relationFilter(query, 'task', 'tasks') ?? [];
    const [subtaskId] = relationFilter(query, 'subtask', 'subtasks') ?? [];
    if ((taskId === undefined) === (subtaskId === undefined)) throw badRequest(TIME_MESSAGES.TARGET_REQUIRED);
    const entries = taskId === undefined ? await app.timeTracking.entries(caller, 'subtask', subtaskId ?? 0) : await app.timeTracking.entries(caller, 'task', taskId);
    if (!entries) throw notFound();
    return collection('WorkTimeHistory', '/api/work_time_histories', entries, query);
  });

  app.get('/:id', { schema: { tags: ['time'], summary: 'One time entry, to those who see it in its task', params: IdParams } }, async (request) => {
    const entry = await app.timeTracking.entry(callerOf(request), Number(request.params.id));
    if (!entry) throw notFound();
    return asDocument(entry);
  });
};

export default workTimeHistoriesRoutes;
