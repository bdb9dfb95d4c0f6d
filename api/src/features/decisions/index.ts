import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { openRoutes, resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { DECISION_MAIL_JOB, registerDecisionMailJob } from './approver-notices.ts';
import { createDecisionKinds } from './decision-kinds.ts';
import decisionTokenRoutes from './decision-token-routes.ts';
import pendingDecisionsRoutes from './pending-decisions-routes.ts';

/** Approvals: the registry the owners of each kind of request fill, the approvers' notices and mails, what waits for a decision, and the e-mail links' routes. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {

    app.decorate('decisionKinds', createDecisionKinds());
    registerDecisionMailJob(app, config.appOrigins[0] ?? '');
    // A link that decides leads to a write maintenance refuses: its mail waits.
    app.jobs.pauseInMaintenance(DECISION_MAIL_JOB);
    // E-mail links decide without a session: the token names the approver.
    await openRoutes(app, routesBySegment({ decision_tokens: decisionTokenRoutes }));
    await resourceRoutes(app, routesBySegment({ pending_decisions: pendingDecisionsRoutes }));
  },
  { name: 'decisions', dependencies: ['notifications'] },
);
