import type { Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import type { TaskChange, TaskState } from './task-writes-repository.ts';
import { requiredReference } from '../../core/schemas/filters.ts';
import type { PatchTaskBody } from './task-patch-schemas.ts';
import { movedByAnother, TASK_STATUS } from './task-statuses.ts';

/** Statuses a task is requested or rejected in: moving through them is "unlocking" (docs/api-contract.md M6, M10, M11). */
const LOCKED_STATUSES = new Set<number>([TASK_STATUS.REQUESTED, TASK_STATUS.REJECTED]);

export const NOT_A_MEMBER = 'El usuario no pertenece al equipo';

/** Assignees must be live members of the team (docs/api-contract.md M9). */
export async function assertMembers(app: FastifyInstance, teamId: number, userIds: number[], field = 'users'): Promise<void> {
  if ((await app.taskWrites.nonMembers(teamId, userIds)).length > 0) throw invalid(field, NOT_A_MEMBER);
}

/**
 * Reads and checks a merge patch against the task's state and the caller's
 * powers: every refusal is raised before anything is written.
 */
export async function taskChangeFrom(app: FastifyInstance, caller: Caller, task: TaskState, body: Static<typeof PatchTaskBody>): Promise<TaskChange> {
  const change: TaskChange = {
    name: body.name?.trim(),
    urgent: body.urgent,
    progress: body.progress,
    deleted: body.deleted,
    store: body.store,
    teamId: body.team === undefined ? undefined : requiredReference(body.team, 'teams', 'team'),
    statusId: body.status === undefined ? undefined : requiredReference(body.status, 'task_statuses', 'status'),
    fromStatusId: body.fromStatus === undefined ? undefined : requiredReference(body.fromStatus, 'task_statuses', 'fromStatus'),
    userIds: body.users?.map((user) => requiredReference(user, 'users', 'users')),
    tagIds: body.tags?.map((tag) => requiredReference(tag, 'tags', 'tags')),
    placeAfterId: body.placeAfter === undefined || body.placeAfter === null ? body.placeAfter : requiredReference(body.placeAfter, 'tasks', 'placeAfter'),
  };
  // A card moved to another column without a place goes first there, where whoever moved it sees it.
  if (change.statusId !== undefined && change.statusId !== task.status_id && change.placeAfterId === undefined) change.placeAfterId = null;
  // A change made on a stale view is refused before the rules of the task's present status are weighed.
  if (change.fromStatusId !== undefined && change.fromStatusId !== task.status_id) {
    if (!(await app.tasks.statusExists(change.fromStatusId))) throw invalid('fromStatus', 'El estado seleccionado no es válido');
    throw conflict(movedByAnother(change.fromStatusId));
  }
  const runs = await app.taskRules.runsTaskTeam(caller, task.id);
  const memberFields = [change.name, change.urgent, change.progress, change.userIds, change.tagIds].some((value) => value !== undefined);
  if (memberFields && !runs && !(await app.taskRules.mayWorkOnTask(caller, task.id))) throw forbidden('No puede modificar esta tarea.');
  const runnerFields = [change.deleted, change.store, change.teamId].some((value) => value !== undefined);
  if (runnerFields && !runs) throw forbidden('Solo los responsables del equipo pueden archivar, eliminar o mover la tarea.');
  // Reordering a column asks for the power of a move within it.
  const column = change.statusId ?? task.status_id;
  if (column !== task.status_id || change.placeAfterId !== undefined) {
    const unlocking = LOCKED_STATUSES.has(task.status_id) || LOCKED_STATUSES.has(column);
    const allowed = unlocking ? await app.taskRules.mayUnlockTask(caller, task.id) : runs;
    if (!allowed) throw forbidden(column === task.status_id ? 'No puede ordenar las tareas de esta columna.' : 'No puede cambiar el estado de esta tarea.');
  }

  if (change.name === '') throw invalid('name', 'El asunto no puede estar vacío', 'not_blank');
  if (change.progress !== undefined && (change.progress < 0 || change.progress > 100)) {
    throw invalid('progress', 'El progreso debe estar entre 0 y 100', 'range');
  }
  if (change.statusId !== undefined && !(await app.tasks.statusExists(change.statusId))) throw invalid('status', 'El estado seleccionado no es válido');
  if (change.teamId !== undefined && change.teamId !== task.team_id && !(await app.taskRules.mayAddTaskTo(caller, change.teamId))) {
    throw invalid('team', 'El equipo seleccionado no es válido');
  }
  if (typeof change.placeAfterId === 'number') await assertSameBoard(app, task, change);
  if (change.userIds) await assertMembers(app, change.teamId ?? task.team_id, [...new Set(change.userIds)]);
  if (change.tagIds) {
    const wanted = [...new Set(change.tagIds)];
    const tags = await app.taskWrites.tags(wanted);
    if (tags.length !== wanted.length) throw invalid('tags', 'La etiqueta seleccionada no es válida');
    if (new Set(tags.map((tag) => tag.type_id)).size !== tags.length) throw invalid('tags', 'Solo puede haber una etiqueta de cada tipo');
    change.tagIds = wanted;
  }
  if (change.userIds) change.userIds = [...new Set(change.userIds)];
  return change;
}

/** The card a task is to follow is another card of the board the task ends on; whether it is still in the column is checked as it is written. */
async function assertSameBoard(app: FastifyInstance, task: TaskState, change: TaskChange): Promise<void> {
  if (change.placeAfterId === task.id) throw invalid('placeAfter', 'Una tarea no puede ir detrás de sí misma');
  const after = change.placeAfterId ? await app.taskWrites.state(change.placeAfterId) : undefined;
  if (after?.team_id !== (change.teamId ?? task.team_id)) throw invalid('placeAfter', 'La tarea de referencia no está en este tablero');
}

/** The task a write is about: 404 when it does not exist, 403 when the caller cannot even see it. */
export async function writableTask(app: FastifyInstance, caller: Caller, id: number): Promise<TaskState> {
  const task = await app.taskWrites.state(id);
  if (!task) throw notFound();
  if (!(await app.taskRules.canSeeTask(caller, id))) throw forbidden();
  return task;
}
