import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import messagesRepository from './messages-repository.ts';
import { subtaskMessagesRoutes, taskMessagesRoutes } from './messages-routes.ts';
import { MESSAGES_RESOURCE_TYPES } from './resource-types.ts';

/** Messages on tasks and on subtasks. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, MESSAGES_RESOURCE_TYPES);

    await app.register(messagesRepository);
    await resourceRoutes(app, routesBySegment({ task_messages: taskMessagesRoutes, subtask_messages: subtaskMessagesRoutes }));
  },
  { name: 'messages', dependencies: ['tasks'] },
);
