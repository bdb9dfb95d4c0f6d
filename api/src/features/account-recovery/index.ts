import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { openRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import accountMails, { ACCOUNT_MAIL_JOBS } from './account-mails.ts';
import accountRecoveryRoutes from './account-recovery-routes.ts';

/** Password links: the mails that carry them and `/api/password_reset/*`, public like the sign-in routes. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {

    await app.register(accountMails, { appOrigin: config.appOrigins[0] ?? '' });
    // A link that sets a password leads to a write maintenance refuses: its mail waits.
    app.jobs.pauseInMaintenance(ACCOUNT_MAIL_JOBS.reset, ACCOUNT_MAIL_JOBS.invitation);
    await openRoutes(app, routesBySegment({ password_reset: accountRecoveryRoutes }));
  },
  { name: 'account-recovery', dependencies: [] },
);
