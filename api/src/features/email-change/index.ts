import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { openRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import emailChangeMails from './email-change-mails.ts';
import emailChangeRoutes from './email-change-routes.ts';
import { EMAIL_CHANGE_JOBS } from './email-changes.ts';

/** E-mail changes: the confirmation and notice mails, and `/api/email_change/*`, public like the password links. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {

    await app.register(emailChangeMails, { appOrigin: config.appOrigins[0] ?? '' });
    // Both mails carry a link that leads to a write maintenance refuses.
    app.jobs.pauseInMaintenance(EMAIL_CHANGE_JOBS.confirm, EMAIL_CHANGE_JOBS.changed);
    await openRoutes(app, routesBySegment({ email_change: emailChangeRoutes }));
  },
  { name: 'email-change', dependencies: [] },
);
