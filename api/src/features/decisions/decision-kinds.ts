import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { justificationReasonLabel } from '@portal/shared-api/entities';
import type { Actor } from '../../core/audit/audit-log.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { decideHoliday } from '../calendar/holiday-decision.ts';
import { decideJustification } from '../justifications/justification-decision.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decideScheduleRequest } from '../schedules/schedule-decision.ts';
import { decideTask } from '../tasks/task-decision.ts';
import { TASK_STATUS } from '../tasks/task-statuses.ts';
import type { DecisionKind } from './decision-tokens.ts';

/** What an approver is asked to decide, as the notice, the e-mail and the link's page show it. */
export type DecisionItem = {
  requesterId: number | null;
  requester: string;
  email: string | null;
  start: Date;
  end: Date | null;
  /** A whole-day request's calendar days in the requester's zone (`YYYY-MM-DD`), as every screen shows them. */
  startDay?: string;
  endDay?: string;
  /** The justification's reason, the task's name or the kind of schedule change. */
  detail: string | null;
  pending: boolean;
  rejectReasonRequired: boolean;
};

type KindRules = {
  noticeTitle: string;
  noticeLink: string;
  /** Whether a rejection may carry a 'Motivo de rechazo'. */
  takesRejectReason: boolean;
  load(app: FastifyInstance, id: number): Promise<DecisionItem | undefined>;
  mayDecide(app: FastifyInstance, approver: Caller, id: number, item: DecisionItem): boolean | Promise<boolean>;
  /** "<requester> solicita …": the sentence of the notice and the e-mail. */
  sentence(item: DecisionItem): string;
  decide(app: FastifyInstance, id: number, decision: { accept: boolean; rejectReason: string | null; item: DecisionItem }, actor: Actor): Promise<unknown>;
};

/** `DD-MM-YYYY`: a calendar day as given (`YYYY-MM-DD`), or the day of an instant in the portal's zone. */
const dayText = (value: Date | string) =>
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : (formatDateTime(value) ?? '').slice(0, 10)).split('-').reverse().join('-');
const period = (item: DecisionItem) => {
  const [first, last] = [item.startDay ?? item.start, item.endDay ?? item.end];
  return last ? `del ${dayText(first)} al ${dayText(last)}` : `desde el ${dayText(first)}`;
};

type LoadedRow = Omit<DecisionItem, 'requesterId' | 'rejectReasonRequired'> & { requester_id: number | null };
async function loadOne(app: FastifyInstance, query: ReturnType<typeof sql>, rejectReasonRequired = false): Promise<DecisionItem | undefined> {
  const [row] = await app.db.query<LoadedRow>(query);
  if (!row) return undefined;
  const { requester_id: requesterId, ...item } = row;
  return { ...item, requesterId, rejectReasonRequired };
}

const mayDecideCalendar = (app: FastifyInstance, approver: Caller, _id: number, item: DecisionItem) =>
  item.requesterId !== null && app.authorization.canDecideCalendarRequestOf(approver, item.requesterId);

export const DECISION_KINDS: Record<DecisionKind, KindRules> = {
  holiday: {
    noticeTitle: 'Nueva solicitud de vacaciones',
    noticeLink: notificationLinks.pendingHolidays,
    takesRejectReason: true,
    async load(app, id) {
      const required = (await app.calendarAssignments.findRow(id))?.reject_reason_required ?? false;
      return loadOne(
        app,
        // The requester's calendar days, as every screen shows them.
        sql`SELECT ca.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, ca.start_at AS start, ca.end_at AS "end",
                   to_char(ca.start_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "startDay", to_char(ca.end_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "endDay",
                   ca.note AS detail, NOT ca.managed AS pending
            FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id WHERE ca.id = ${id}`,
        required,
      );
    },
    mayDecide: mayDecideCalendar,
    // The requester's note travels with the mailed link too, so it is read before a decision from the mail.
    sentence: (item) => `${item.requester} solicita vacaciones ${period(item)}.${item.detail ? ` Nota: «${item.detail}»` : ''}`,
    decide: (app, id, { accept, rejectReason, item }, actor) => decideHoliday(app, id, { authorized: accept, rejectReason }, actor, item.rejectReasonRequired),
  },
  schedule: {
    noticeTitle: 'Nueva solicitud de cambio de horario',
    noticeLink: notificationLinks.pendingSchedules,
    takesRejectReason: false,
    load: (app, id) =>
      loadOne(
        app,
        sql`SELECT us.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, us.start, NULL AS "end",
                   (CASE us.type WHEN 2 THEN 'Horario de guardia' ELSE 'Horario' END) || coalesce(': ' || ws.name, '') AS detail,
                   NOT us.authorized AS pending
            FROM user_schedules us JOIN users u ON u.id = us.user_id LEFT JOIN work_schedules ws ON ws.id = us.work_schedule_id
            WHERE us.id = ${id}`,
      ),
    mayDecide: mayDecideCalendar,
    sentence: (item) => `${item.requester} solicita un cambio de horario ${period(item)} (${item.detail}).`,
    decide: (app, id, { accept }, actor) => decideScheduleRequest(app, id, accept, actor),
  },
  justification: {
    noticeTitle: 'Nueva justificación de ausencia',
    noticeLink: notificationLinks.pendingJustifications,
    takesRejectReason: false,
    async load(app, id) {
      const item = await loadOne(
        app,
        sql`SELECT j.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, j.start_at AS start, j.end_at AS "end",
                   j.reason_id::text AS detail, NOT j.status AS pending
            FROM justifications j JOIN users u ON u.id = j.user_id WHERE j.id = ${id}`,
      );
      return item && { ...item, detail: justificationReasonLabel(Number(item.detail)) };
    },
    mayDecide: (app, approver, _id, item) => item.requesterId !== null && app.authorization.canDecideJustificationOf(approver, item.requesterId),
    sentence: (item) => `${item.requester} justifica una ausencia ${period(item)}. Motivo: ${item.detail}.`,
    // A link decides a pending justification only: one handled meanwhile is not flipped.
    decide: (app, id, { accept }, actor) => decideJustification(app, id, accept, actor, { onlyPending: true }),
  },
  task: {
    noticeTitle: 'Nueva tarea por autorizar',
    noticeLink: notificationLinks.requestedTasks,
    takesRejectReason: true,
    load: (app, id) =>
      loadOne(
        app,
        sql`SELECT k.created_by_id AS requester_id, coalesce(u.name, u.email, k.email, '') AS requester, coalesce(u.email, k.email) AS email,
                   k.created_at AS start, NULL AS "end", k.name AS detail, k.status_id = ${TASK_STATUS.REQUESTED} AND NOT k.deleted AS pending
            FROM tasks k LEFT JOIN users u ON u.id = k.created_by_id WHERE k.id = ${id}`,
      ),
    mayDecide: (app, approver, id) => app.authorization.mayUnlockTask(approver, id),
    sentence: (item) => `${item.requester} solicita la tarea «${item.detail}» el ${dayText(item.start)}.`,
    decide: (app, id, { accept, rejectReason }, actor) =>
      decideTask(app, id, accept ? { authorized: true, from: [TASK_STATUS.REQUESTED] } : { authorized: false, reason: rejectReason ?? '' }, actor.id),
  },
};
