import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { decideTask } from './task-decision.ts';
import { TASK_STATUS } from './task-statuses.ts';
import { writableTask } from './task-patch.ts';
import { taskAnswer } from './task-writes.ts';

const RejectBody = Type.Union([Type.Object({ reason: Type.Optional(Type.String({ maxLength: 20_000 })) }, { additionalProperties: true }), Type.Null()]);

/**
 * Authorising (M10: requested or rejected → active) and rejecting (M11:
 * requested → rejected) a task, with the unlock power of M6.
 */
const requestedTaskDecisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/authorize/:id', { schema: { tags: ['tasks'], summary: 'Accept a requested (or rejected) task', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const task = await writableTask(app, caller, Number(request.params.id));
    if (!(await app.taskRules.mayUnlockTask(caller, task.id))) throw forbidden('No puede autorizar tareas de este equipo.');
    await decideTask(app, task.id, { authorized: true, from: [TASK_STATUS.REQUESTED, TASK_STATUS.REJECTED] }, caller.id);
    return taskAnswer(app, caller, task.id);
  });

  app.post('/reject/:id', { schema: { tags: ['tasks'], summary: 'Reject a requested task', params: IdParams, body: Type.Optional(RejectBody) } }, async (request) => {
    const caller = callerOf(request);
    const task = await writableTask(app, caller, Number(request.params.id));
    if (!(await app.taskRules.mayUnlockTask(caller, task.id))) throw forbidden('No puede rechazar tareas de este equipo.');
    await decideTask(app, task.id, { authorized: false, reason: request.body?.reason?.trim() ?? '' }, caller.id);
    return taskAnswer(app, caller, task.id);
  });
};

export default requestedTaskDecisionRoutes;
