import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { Actor } from '../../core/audit/audited-writes.ts';
import { conflict, invalid } from '../../core/errors/api-error.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { calendarAudience } from '../../core/live-updates/audiences.ts';
import { holidayDecisionNotice } from '../notifications/decision-notices.ts';

export const HOLIDAY_ALREADY_MANAGED = 'La solicitud de vacaciones ya ha sido gestionada';

/**
 * Accepts or rejects a pending holiday request as `actor` (the portal's PUT and
 * the e-mail's links alike): the requester is notified in the same
 * transaction and everyone concerned hears of it live.
 */
export async function decideHoliday(
  app: FastifyInstance,
  id: number,
  decision: { authorized: boolean; rejectReason: string | null },
  actor: Actor,
  reasonRequired: boolean,
): Promise<JsonObject> {
  if (!decision.authorized && decision.rejectReason === null && reasonRequired) {
    throw invalid('rejectReason', VALIDATION_MESSAGES.REJECT_REASON_REQUIRED, 'not_blank');
  }
  const managed = await app.calendarAssignments.manage(id, { ...decision, managerId: actor.id }, actor, async (tx, decided) => {
    await app.notifications.notify(tx, holidayDecisionNotice(decided));
  });
  if (!managed) throw conflict(HOLIDAY_ALREADY_MANAGED);
  const body = asDocument(await app.calendarAssignments.serialise(managed));
  await app.publishUpdate(iri('calendar_assignments', id), body, await calendarAudience(app.db, managed.user_id));
  return body;
}
