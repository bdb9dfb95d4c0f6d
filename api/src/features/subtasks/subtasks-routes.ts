import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { taskAudience } from '../tasks/task-audience.ts';
import { notifyAssigned } from '../notifications/task-notices.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { requiredReference } from '../../core/schemas/filters.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';
import { AssignmentParams } from '../tasks/task-patch-schemas.ts';
import { assertMembers } from '../tasks/task-patch.ts';
import { CreateSubtaskBody, PatchSubtaskBody } from './subtask-schemas.ts';

const nameOf = (value: string) => {
  const name = value.trim();
  if (name === '') throw invalid('name', 'El nombre no puede estar vacío', 'not_blank');
  return name;
};

async function publishSubtaskChange(app: FastifyInstance, subtaskId: number, taskId: number): Promise<void> {
  await app.publishUpdate(iri('subtasks', subtaskId), { '@id': iri('subtasks', subtaskId), '@type': 'Subtask', task: iri('tasks', taskId) }, await taskAudience(app.db, taskId));
}

/** A subtask a write is about: 404 when unknown, 403 when the caller does not work on its task. */
async function writableSubtask(app: FastifyInstance, caller: Caller, id: number) {
  const place = await app.subtasks.taskOf(id);
  if (!place) throw notFound();
  const allowed = place.deleted ? await app.taskRules.runsTaskTeam(caller, place.task_id) : await app.taskRules.mayWorkOnSubtask(caller, id);
  if (!allowed) throw forbidden('No puede modificar esta subtarea.');
  return place;
}

async function answer(app: FastifyInstance, id: number) {
  const subtask = await app.subtasks.find(id);
  if (!subtask) throw notFound();
  return asDocument(subtask);
}

/** Subtask creation (N3), item read, merge patch (N4) and assignments (M9); all for those who work on the task. */
const subtasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/', { schema: { tags: ['subtasks'], summary: 'Create a subtask', body: CreateSubtaskBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const taskId = requiredReference(request.body.task, 'tasks', 'task');
    const userIds = [...new Set((request.body.users ?? []).map((user) => requiredReference(user, 'users', 'users')))];
    const task = await app.taskWrites.state(taskId);
    if (!task) throw invalid('task', 'La tarea seleccionada no es válida');
    if (!(await app.taskRules.mayWorkOnTask(caller, taskId))) throw forbidden('No puede añadir subtareas a esta tarea.');
    const name = nameOf(request.body.name);
    await assertMembers(app, task.team_id, userIds);
    const id = await app.subtasks.create(taskId, name, userIds, (subtaskId) => notifyAssigned(app.notifications, { taskId, subtaskId }, caller.id));
    await publishSubtaskChange(app, id, taskId);
    return reply.code(201).header('location', iri('subtasks', id)).send(await answer(app, id));
  });

  app.get('/:id', { schema: { tags: ['subtasks'], summary: 'One subtask', params: IdParams } }, async (request) => {
    const id = Number(request.params.id);
    if (!(await app.taskRules.canSeeSubtask(callerOf(request), id))) throw notFound();
    return answer(app, id);
  });

  app.patch('/:id', { schema: { tags: ['subtasks'], summary: 'Change a subtask (merge patch)', params: IdParams, body: PatchSubtaskBody } }, async (request) => {
    const id = Number(request.params.id);
    const caller = callerOf(request);
    const place = await writableSubtask(app, caller, id);
    const { body } = request;
    const name = body.name === undefined ? undefined : nameOf(body.name);
    const userIds = body.users && [...new Set(body.users.map((user) => requiredReference(user, 'users', 'users')))];
    if (userIds) await assertMembers(app, place.team_id, userIds);
    await app.subtasks.update(id, { name, deleted: body.deleted, userIds }, actorOf(request), notifyAssigned(app.notifications, { taskId: place.task_id, subtaskId: id }, caller.id));
    await publishSubtaskChange(app, id, place.task_id);
    return answer(app, id);
  });

  app.route({
    method: ['GET', 'PUT'],
    url: '/:id/user/:userId/:action',
    config: { stateChanging: true },
    schema: { tags: ['subtasks'], summary: 'Assign a user to a subtask or remove them (action: add | remove)', params: AssignmentParams },
    handler: async (request) => {
      const { action } = request.params;
      if (action !== 'add' && action !== 'remove') throw notFound();
      const id = Number(request.params.id);
      const caller = callerOf(request);
      const place = await writableSubtask(app, caller, id);
      const userId = Number(request.params.userId);
      if (action === 'add') await assertMembers(app, place.team_id, [userId], 'user');
      await app.taskWrites.assign('subtask_users', id, userId, action === 'add', notifyAssigned(app.notifications, { taskId: place.task_id, subtaskId: id }, caller.id));
      await publishSubtaskChange(app, id, place.task_id);
      return answer(app, id);
    },
  });
};

export default subtasksRoutes;
