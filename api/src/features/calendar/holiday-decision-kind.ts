import sql from 'sql-template-tag';
import { decisionKindPlugin, loadDecisionItem, managersOverRequester, mayDecideCalendarRequest, period } from '../decisions/decision-kinds.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decideHoliday } from './holiday-decision.ts';

/** Holiday requests, as `decisions` reads, announces and decides them. */
export default decisionKindPlugin('holiday', {
  noticeTitle: 'Nueva solicitud de vacaciones',
  noticeLink: notificationLinks.pendingHolidays,
  mailSubject: 'Solicitud de vacaciones',
  takesRejectReason: true,
  async load(app, id) {
    const required = (await app.calendarAssignments.findRow(id))?.reject_reason_required ?? false;
    return loadDecisionItem(
      app,
      // The requester's calendar days, as every screen shows them.
      sql`SELECT ca.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, ca.start_at AS start, ca.end_at AS "end",
                 to_char(ca.start_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "startDay", to_char(ca.end_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "endDay",
                 ca.note AS detail, NOT ca.managed AS pending
          FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id WHERE ca.id = ${id}`,
      required,
    );
  },
  mayDecide: mayDecideCalendarRequest,
  candidates: managersOverRequester,
  // The requester's note travels with the mailed link too, so it is read before a decision from the mail.
  sentence: (item) => `${item.requester} solicita vacaciones ${period(item)}.${item.detail ? ` Nota: «${item.detail}»` : ''}`,
  decide: (app, id, { accept, rejectReason, item }, actor) => decideHoliday(app, id, { authorized: accept, rejectReason }, actor, item.rejectReasonRequired),
});
