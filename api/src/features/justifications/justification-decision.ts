import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/audit/audited-writes.ts';
import { conflict } from '../../core/errors/api-error.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { publishJustification } from './justification-changes.ts';
import { justificationDecisionNotice } from '../notifications/decision-notices.ts';

/**
 * Approves or denies a justification as `actor`, from the portal and the
 * e-mail's links alike: audited, the owner notified in the same transaction,
 * and everyone who may see it told live.
 */
export async function decideJustification(
  app: FastifyInstance,
  id: number,
  authorized: boolean,
  actor: Actor,
  { onlyPending = false } = {},
): Promise<JsonObject> {
  const decided = await app.justifications.decide(
    id,
    authorized,
    actor,
    async (tx, row) => {
      await app.notifications.notify(tx, justificationDecisionNotice(row, authorized));
    },
    onlyPending,
  );
  if (!decided) throw conflict(authorized ? 'La justificación ya está autorizada' : 'La justificación ya está denegada');
  return publishJustification(app, decided);
}
