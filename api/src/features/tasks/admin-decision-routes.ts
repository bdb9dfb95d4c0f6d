import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { conflict, forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { notifyDecision } from '../notifications/task-notices.ts';
import { writableTask } from './task-patch.ts';
import { publishTaskChange, taskAnswer } from './task-writes.ts';

const STATUS = { ACTIVE: 1, REQUESTED: 2, REJECTED: 3 } as const;

const RejectBody = Type.Union([Type.Object({ reason: Type.Optional(Type.String({ maxLength: 20_000 })) }, { additionalProperties: true }), Type.Null()]);

/**
 * Authorising (M10: requested or rejected → active) and rejecting (M11:
 * requested → rejected) a task, with the unlock power of M6. The status moves
 * in one conditional UPDATE, so two managers deciding at once get one 409.
 */
const adminTaskDecisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/authorize/:id', { schema: { tags: ['tasks'], summary: 'Accept a requested (or rejected) task', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const task = await writableTask(app, caller, Number(request.params.id));
    if (!(await app.authorization.mayUnlockTask(caller, task.id))) throw forbidden('No puede autorizar tareas de este equipo.');
    const notice = notifyDecision(app.notifications, task.id, { decidedBy: caller.id, authorized: true });
    if (!(await app.taskWrites.moveStatus(task.id, [STATUS.REQUESTED, STATUS.REJECTED], STATUS.ACTIVE, undefined, notice))) {
      throw conflict('La tarea no está pendiente de autorización');
    }
    await publishTaskChange(app, task.id);
    return taskAnswer(app, caller, task.id);
  });

  app.post('/reject/:id', { schema: { tags: ['tasks'], summary: 'Reject a requested task', params: IdParams, body: Type.Optional(RejectBody) } }, async (request) => {
    const caller = callerOf(request);
    const task = await writableTask(app, caller, Number(request.params.id));
    if (!(await app.authorization.mayUnlockTask(caller, task.id))) throw forbidden('No puede rechazar tareas de este equipo.');
    const reason = request.body?.reason?.trim() ?? '';
    const notice = notifyDecision(app.notifications, task.id, { decidedBy: caller.id, authorized: false, reason });
    const moved = await app.taskWrites.moveStatus(task.id, [STATUS.REQUESTED], STATUS.REJECTED, reason === '' ? undefined : { userId: caller.id, message: reason }, notice);
    if (!moved) throw conflict('La tarea no está pendiente de autorización');
    await publishTaskChange(app, task.id);
    return taskAnswer(app, caller, task.id);
  });
};

export default adminTaskDecisionRoutes;
