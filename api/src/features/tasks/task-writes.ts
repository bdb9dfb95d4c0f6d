import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { conflict, forbidden, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { taskAudience } from './task-audience.ts';
import { notifyAssigned } from '../notifications/task-notices.ts';
import { noticeApprovers } from '../decisions/approver-notices.ts';
import { columnChangedMeanwhile, movedByAnother, TASK_STATUS } from './task-statuses.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { AssignmentParams, PatchTaskBody } from './task-patch-schemas.ts';
import { assertMembers, taskChangeFrom, writableTask } from './task-patch.ts';

/** Publishes that a task changed, to everyone who may hear of it; the payload names it only. */
export async function publishTaskChange(app: FastifyInstance, taskId: number): Promise<void> {
  const task = await app.taskWrites.state(taskId);
  if (!task) return;
  await app.publishUpdate(iri('tasks', taskId), { '@id': iri('tasks', taskId), '@type': 'Task', team: iri('teams', task.team_id) }, await taskAudience(app.db, taskId));
}

/** The task as the writer now sees it (a deleted or moved task may have left their sight). */
export async function taskAnswer(app: FastifyInstance, caller: Caller, taskId: number): Promise<JsonObject> {
  return asDocument((await app.tasks.findVisible(caller, taskId)) ?? { '@id': iri('tasks', taskId), '@type': 'Task', id: taskId });
}

/** Task merge patch (docs/api-contract.md M6) and assignments (M9). */
const taskWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    { schema: { tags: ['tasks'], summary: 'Change a task (merge patch)', params: IdParams, body: PatchTaskBody } },
    async (request) => {
      const caller = callerOf(request);
      const task = await writableTask(app, caller, Number(request.params.id));
      const change = await taskChangeFrom(app, caller, task, request.body);
      const outcome = await app.taskWrites.apply(task.id, change, actorOf(request), notifyAssigned(app.notifications, { taskId: task.id }, caller.id));
      if (outcome === 'left-status') throw change.fromStatusId === undefined ? notFound() : conflict(movedByAnother(change.fromStatusId));
      if (outcome === 'place-gone') throw conflict(columnChangedMeanwhile(change.statusId ?? task.status_id));
      // A task sent back to 'requested' waits for a decision again: the other approvers hear of it as of a new request.
      if (change.statusId === TASK_STATUS.REQUESTED && task.status_id !== TASK_STATUS.REQUESTED) await noticeApprovers(app, 'task', task.id, caller.id);
      await publishTaskChange(app, task.id);
      return taskAnswer(app, caller, task.id);
    },
  );

  // A state-changing GET of the contract: it passes the same-origin check of writes.
  app.route({
    method: ['GET', 'PUT'],
    url: '/:id/user/:userId/:action',
    config: { stateChanging: true },
    schema: { tags: ['tasks'], summary: 'Assign a user to a task or remove them (action: add | remove)', params: AssignmentParams },
    handler: async (request) => {
      const caller = callerOf(request);
      const { action } = request.params;
      if (action !== 'add' && action !== 'remove') throw notFound();
      const task = await writableTask(app, caller, Number(request.params.id));
      if (!(await app.taskRules.mayWorkOnTask(caller, task.id))) throw forbidden('No puede modificar esta tarea.');
      const userId = Number(request.params.userId);
      if (action === 'add') await assertMembers(app, task.team_id, [userId], 'user');
      await app.taskWrites.assign('task_users', task.id, userId, action === 'add', notifyAssigned(app.notifications, { taskId: task.id }, caller.id));
      await publishTaskChange(app, task.id);
      return taskAnswer(app, caller, task.id);
    },
  });
};

export default taskWriteRoutes;
