import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { badRequest, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import type { MessageKind } from '../tasks/task-rules.ts';
import { taskAudience } from '../tasks/task-audience.ts';
import { notifyMessage } from '../notifications/task-notices.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query, relationFilter, requiredReference } from '../../core/schemas/filters.ts';
import { MESSAGE_KINDS } from './message-serializer.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { CreateMessageBody, MessagesQuery, PatchMessageBody } from './message-schemas.ts';

const textOf = (value: string) => {
  const text = value.trim();
  if (text === '') throw invalid('message', 'El mensaje no puede estar vacío', 'not_blank');
  return text;
};

/** The task a task or subtask belongs to, or undefined when the parent does not exist. */
async function taskOfParent(app: FastifyInstance, kind: MessageKind, parentId: number): Promise<number | undefined> {
  if (kind === 'TaskMessage') return (await app.taskWrites.state(parentId))?.id;
  return (await app.subtasks.taskOf(parentId))?.task_id;
}

/** A message the caller may read: its task is visible and, when deleted, the caller runs the team. */
async function readableMessage(app: FastifyInstance, caller: Caller, kind: MessageKind, id: number) {
  const place = await app.messages.placeOf(kind, id);
  if (!place || !(await app.taskRules.canSeeTask(caller, place.taskId))) throw notFound();
  if (place.deleted && !(await app.messages.deletedVisibleTo(caller, place.taskId))) throw notFound();
  return place;
}

async function publishMessage(app: FastifyInstance, kind: MessageKind, id: number, taskId: number, parentId: number) {
  const { table, parentField, parentResource } = MESSAGE_KINDS[kind];
  // The task rides along, so a screen showing the task also hears of its subtasks' messages.
  const item = { '@id': iri(table, id), '@type': kind, task: iri('tasks', taskId), [parentField]: iri(parentResource, parentId) };
  await app.publishUpdate(iri(table, id), item, await taskAudience(app.db, taskId));
}

/** Messages on tasks (O1–O4) or subtasks (O5–O8): list oldest first, item, create, edit and soft delete. */
function messageRoutes(kind: MessageKind): FastifyPluginAsyncTypebox {
  const { table, parentField, parentResource } = MESSAGE_KINDS[kind];
  const tags = [table];
  return async (app) => {
    app.get('/', { schema: { tags, summary: `Messages of one ${parentField}, oldest first`, querystring: MessagesQuery } }, async (request) => {
      const caller = callerOf(request);
      const query = request.query as Query;
      const [parentId, ...others] = relationFilter(query, parentField, parentResource) ?? [];
      if (parentId === undefined || others.length > 0) throw badRequest('Parámetro incorrecto', `${parentField}: one id or IRI is required`);
      const taskId = await taskOfParent(app, kind, parentId);
      if (taskId === undefined || !(await app.taskRules.canSeeTask(caller, taskId))) throw notFound();
      return collection(kind, `/api/${table}`, await app.messages.list(caller, kind, parentId, booleanFilter(query.deleted)), query);
    });

    app.get('/:id', { schema: { tags, summary: 'One message', params: IdParams } }, async (request) => {
      const id = Number(request.params.id);
      await readableMessage(app, callerOf(request), kind, id);
      return asDocument((await app.messages.find(kind, id)) ?? {});
    });

    app.post('/', { schema: { tags, summary: 'Write a message (the author is the caller)', body: CreateMessageBody } }, async (request, reply) => {
      const caller = callerOf(request);
      const parentId = requiredReference(request.body[parentField], parentResource, parentField);
      const taskId = await taskOfParent(app, kind, parentId);
      if (taskId === undefined) throw invalid(parentField, kind === 'TaskMessage' ? 'La tarea seleccionada no es válida' : 'La subtarea seleccionada no es válida');
      if (!(await app.taskRules.mayCommentOn(caller, kind, parentId))) throw forbidden('No puede escribir en esta tarea.');
      const where = kind === 'TaskMessage' ? 'task' : 'subtask';
      const id = await app.messages.create(kind, parentId, caller.id, textOf(request.body.message), notifyMessage(app.notifications, taskId, caller.id, where));
      await publishMessage(app, kind, id, taskId, parentId);
      return reply.code(201).header('location', iri(table, id)).send(asDocument((await app.messages.find(kind, id)) ?? {}));
    });

    app.patch('/:id', { schema: { tags, summary: 'Edit or delete a message', params: IdParams, body: PatchMessageBody } }, async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const place = await app.messages.placeOf(kind, id);
      if (!place) throw notFound();
      const message = request.body.message === undefined ? undefined : textOf(request.body.message);
      const deleted = request.body.deleted === true ? true : undefined;
      if (request.body.deleted === false && place.deleted) throw invalid('deleted', 'No se puede recuperar un mensaje eliminado');
      if (message !== undefined && !(await app.taskRules.mayEditMessage(caller, kind, id))) throw forbidden('Solo el autor puede editar el mensaje.');
      if (deleted && !(await app.taskRules.mayDeleteMessage(caller, kind, id))) throw forbidden('No puede eliminar este mensaje.');
      if (message === undefined && !deleted && !(await app.taskRules.canSeeTask(caller, place.taskId))) throw forbidden();
      await app.messages.update(kind, id, { message, deleted }, actorOf(request));
      await publishMessage(app, kind, id, place.taskId, place.parentId);
      return asDocument((await app.messages.find(kind, id)) ?? {});
    });
  };
}

export const taskMessagesRoutes = messageRoutes('TaskMessage');
export const subtaskMessagesRoutes = messageRoutes('SubtaskMessage');
