import { noticeApprovers } from '../decisions/approver-notices.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { badRequest, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';
import { CreateTaskBody } from './task-schemas.ts';
import taskWriteRoutes, { publishTaskChange } from './task-writes.ts';
import { TASK_STATUS } from './task-statuses.ts';


function referenceId(value: unknown, resource: string, field: string): number {
  const id = idFromReference(typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value, resource);
  if (id === undefined) throw badRequest('IRI no válida', `${field}: expected /api/${resource}/{id} or a numeric id`);
  return id;
}

/** Task creation (docs/api-contract.md M5), the generic item read, changes (M6) and assignments (M9). */
const tasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(taskWriteRoutes);
  app.post('/', { schema: { tags: ['tasks'], summary: 'Create a task or raise an incident', body: CreateTaskBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const teamId = referenceId(body.team, 'teams', 'team');
    const requestedStatus = body.status === undefined ? undefined : referenceId(body.status, 'task_statuses', 'status');
    const name = body.name.trim();
    if (name === '') throw invalid('name', VALIDATION_MESSAGES.SUBJECT_REQUIRED, 'not_blank');
    const messages = (body.messages ?? []).map((entry) => entry.message.trim());
    if (messages.some((message) => message === '')) throw invalid('messages', 'El mensaje no puede estar vacío', 'not_blank');
    if (!(await app.tasks.teamExists(teamId))) throw invalid('team', 'El equipo seleccionado no es válido');

    const incident = body.incident === true;
    if (incident ? !(await app.taskRules.mayRaiseIncidentIn(caller, teamId)) : !(await app.taskRules.mayAddTaskTo(caller, teamId))) {
      throw forbidden(incident ? 'No puede crear incidencias en este equipo.' : 'No puede crear tareas en este equipo.');
    }
    // An incident always starts as requested; its requester is the caller, never a spoofed address.
    const statusId = incident ? TASK_STATUS.REQUESTED : (requestedStatus ?? TASK_STATUS.ACTIVE);
    if (!(await app.tasks.statusExists(statusId))) throw invalid('status', 'El estado seleccionado no es válido');
    const id = await app.tasks.create({ name, teamId, statusId, incident, email: incident ? caller.email : null, createdById: caller.id, messages });

    if (statusId === TASK_STATUS.REQUESTED) await noticeApprovers(app, 'task', id);
    const created = await app.tasks.findVisible(caller, id);
    if (!created) throw new Error('A created task must be visible to its creator');
    await publishTaskChange(app, id);
    return reply.code(201).header('location', iri('tasks', id)).send(asDocument(created));
  });

  app.get('/:id', { schema: { tags: ['tasks'], summary: 'One task', params: IdParams } }, async (request) => {
    const task = await app.tasks.findVisible(callerOf(request), Number(request.params.id));
    if (!task) throw notFound();
    return asDocument(task);
  });
};

export default tasksRoutes;
