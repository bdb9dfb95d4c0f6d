import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { DateTime, Reference } from '../../core/schemas/common.ts';
import { requiredReference } from '../../core/schemas/filters.ts';
import { closedTargetConflict, TIME_MESSAGES } from './time-tracking-messages.ts';

const NullableReference = Type.Optional(Type.Union([Reference, Type.Null()]));

/** A manual entry for the caller; `user`, `timeWorking` and other fields are ignored (docs/api-contract.md P2, §1.6). */
const CreateBody = Type.Object(
  { task: NullableReference, subtask: NullableReference, startedAt: DateTime, endedAt: DateTime },
  { additionalProperties: true },
);

/** `POST /api/createTimeHistory` (docs/api-contract.md P2): a closed entry, never overlapping the caller's others, never in the future. */
const createTimeHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/', { schema: { tags: ['time'], summary: 'Add a manual time entry for the caller', body: CreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const hasTask = body.task !== undefined && body.task !== null;
    const hasSubtask = body.subtask !== undefined && body.subtask !== null;
    if (hasTask === hasSubtask) throw invalid('task', TIME_MESSAGES.TARGET_REQUIRED, 'required');
    const kind = hasTask ? 'task' : 'subtask';
    const id = hasTask ? requiredReference(body.task, 'tasks', 'task') : requiredReference(body.subtask, 'subtasks', 'subtask');
    const start = new Date(body.startedAt);
    const end = new Date(body.endedAt);
    if (end <= start) throw invalid('endedAt', TIME_MESSAGES.END_BEFORE_START);
    if (end.getTime() > Date.now()) throw invalid('endedAt', TIME_MESSAGES.FUTURE);
    const target = await app.timeTracking.target(caller, kind, id);
    if (!target) throw invalid(kind, kind === 'task' ? TIME_MESSAGES.TASK_UNKNOWN : TIME_MESSAGES.SUBTASK_UNKNOWN);
    if (!target.may_work) throw forbidden();
    const closed = closedTargetConflict(target);
    if (closed) throw closed;
    const answer = await app.timeTracking.addManual(caller, target, start, end);
    if (!answer) throw invalid('startedAt', TIME_MESSAGES.OVERLAP, 'overlap');
    return reply.code(201).header('location', answer.entity['@id']).send(answer);
  });
};

export default createTimeHistoryRoutes;
