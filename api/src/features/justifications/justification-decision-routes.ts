import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, forbidden, notFound } from '../../core/errors/api-error.ts';
import { actorOf } from '../../core/audit/audit-log.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { medicalAudience } from '../../core/live-updates/audiences.ts';
import { justificationDecisionNotice } from '../notifications/decision-notices.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';

/**
 * `PUT /api/approveJustification/{id}` and `PUT /api/denyJustification/{id}`
 * (contract J3, J4): no body; the answer is the updated justification. A
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
        const decided = await app.justifications.decide(id, authorized, actorOf(request), async (tx, row) => {
          await app.notifications.notify(tx, justificationDecisionNotice(row, authorized));
        });
        if (!decided) throw conflict(authorized ? 'La justificación ya está autorizada' : 'La justificación ya está denegada');
        const body = asDocument(await app.justifications.serialise(decided));
        await app.publishUpdate(iri('justifications', id), body, await medicalAudience(app.db, decided.user_id));
        return body;
      },
    );
  };
}

export const approveJustificationRoutes = justificationDecisionRoutes(true);
export const denyJustificationRoutes = justificationDecisionRoutes(false);
