import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import taskMailboxPlugin, { READ_MAILBOX_JOB } from './task-mailbox-plugin.ts';
import taskMailboxRoutes from './task-mailbox-routes.ts';

/** The teams' incoming task mailboxes: mail becomes requested tasks (see task-mailbox-plugin.ts), and each team's panel. */
export default fp(
  async (app: FastifyInstance, { config, secretBox }: FeatureOptions) => {

    await app.register(taskMailboxPlugin, { config, secretBox });
    app.jobs.pauseInMaintenance(READ_MAILBOX_JOB);
    await resourceRoutes(app, routesBySegment({ task_mailboxes: taskMailboxRoutes }));
  },
  { name: 'task-mailbox', dependencies: ['files', 'notifications', 'tasks'] },
);
