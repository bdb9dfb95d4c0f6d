import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/audit/audited-writes.ts';
import type { Queryable } from '../../core/db/database.ts';
import { conflict } from '../../core/errors/api-error.ts';
import { calendarAudience } from '../../core/live-updates/audiences.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { scheduleDecisionNotice } from '../notifications/decision-notices.ts';

export const SCHEDULE_NOT_PENDING = 'La solicitud ya no está pendiente';

/**
 * Accepts or rejects (deletes) a pending schedule-change request as `actor`,
 * from the portal and the e-mail's links alike: audited, the requester
 * notified in the same transaction, and everyone concerned told live.
 */
export async function decideScheduleRequest(app: FastifyInstance, id: number, accepted: boolean, actor: Actor): Promise<JsonObject | null> {
  const notify = async (tx: Queryable, row: { user_id: number; type: number; start: Date | string }) => {
    await app.notifications.notify(tx, scheduleDecisionNotice(row, accepted));
  };
  if (accepted) {
    const row = await app.userSchedules.accept(id, actor, notify);
    if (!row) throw conflict(SCHEDULE_NOT_PENDING);
    const body = asDocument(await app.userSchedules.serialise(row));
    await app.publishUpdate(iri('user_schedules', id), body, await calendarAudience(app.db, row.user_id));
    return body;
  }
  const owner = (await app.userSchedules.findRow(id))?.user_id;
  if (owner === undefined || !(await app.userSchedules.removePending(id, actor, notify))) throw conflict(SCHEDULE_NOT_PENDING);
  await app.publishUpdate(iri('user_schedules', id), { '@id': iri('user_schedules', id) }, await calendarAudience(app.db, owner));
  return null;
}
