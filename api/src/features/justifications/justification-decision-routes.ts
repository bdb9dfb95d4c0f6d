import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { decideJustification } from './justification-decision.ts';

/**
 * `PUT /api/approveJustification/{id}` and `PUT /api/denyJustification/{id}`
 * (docs/api-contract.md J3, J4): no body; the answer is the updated justification. A
 * handled item may be flipped; repeating the decision it already holds is a 409.
 */
function justificationDecisionRoutes(authorized: boolean): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.put(
      '/:id',
      { schema: { tags: ['justifications'], summary: authorized ? 'Approve a justification' : 'Deny a justification', params: IdParams } },
      async (request) => {
        const caller = callerOf(request);
        const id = Number(request.params.id);
        const row = await app.justifications.findRow(id);
        if (!row) throw notFound();
        if (!(await app.authorization.canDecideJustificationOf(caller, row.user_id))) throw forbidden();
        return decideJustification(app, id, authorized, actorOf(request));
      },
    );
  };
}

export const approveJustificationRoutes = justificationDecisionRoutes(true);
export const denyJustificationRoutes = justificationDecisionRoutes(false);
