import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/audit/audit-log.ts';
import { conflict } from '../../core/errors/api-error.ts';
import { medicalAudience } from '../../core/live-updates/audiences.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
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
  const body = asDocument(await app.justifications.serialise(decided));
  await app.publishUpdate(iri('justifications', id), body, await medicalAudience(app.db, decided.user_id));
  return body;
}
