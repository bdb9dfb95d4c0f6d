import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { publishTaskChange } from './task-writes.ts';

const Params = Type.Object({ task: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }), tag: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }) });

/**
 * Sets one tag on a task (docs/api-contract.md L4), replacing its tag of the same tag type,
 * and answers with the caller's fresh day and week time. Tags never start or stop clocks here.
 */
const taskTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/:task/tag/:tag', { schema: { tags: ['tags'], summary: 'Set a tag on a task (replaces the tag of its type)', params: Params } }, async (request, reply) => {
    const caller = callerOf(request);
    const taskId = Number(request.params.task);
    const tagId = Number(request.params.tag);
    if (!(await app.taskWrites.state(taskId))) throw notFound();
    if (!(await app.taskRules.mayWorkOnTask(caller, taskId))) throw forbidden('No puede modificar esta tarea.');
    if ((await app.taskWrites.tags([tagId])).length === 0) throw notFound('Etiqueta no encontrada');
    await app.taskWrites.setTag(taskId, tagId);
    await publishTaskChange(app, taskId);
    const [entity, time] = await Promise.all([app.tasks.findVisible(caller, taskId), app.sessions.timeFigures(caller.id)]);
    reply.type('application/json; charset=utf-8');
    return { entity, info: [], day_time: time.day_time, week_time: time.week_time };
  });
};

export default taskTagRoutes;
