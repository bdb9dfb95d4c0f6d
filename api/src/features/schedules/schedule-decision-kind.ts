import sql from 'sql-template-tag';
import { decisionKindPlugin, loadDecisionItem, managersOverRequester, mayDecideCalendarRequest, period } from '../decisions/decision-kinds.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decideScheduleRequest } from './schedule-decision.ts';

/** Schedule change requests, as `decisions` reads, announces and decides them. */
export default decisionKindPlugin('schedule', {
  noticeTitle: 'Nueva solicitud de cambio de horario',
  noticeLink: notificationLinks.pendingSchedules,
  mailSubject: 'Solicitud de cambio de horario',
  takesRejectReason: false,
  load: (app, id) =>
    loadDecisionItem(
      app,
      sql`SELECT us.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, us.start, NULL AS "end",
                 (CASE us.type WHEN 2 THEN 'Horario de guardia' ELSE 'Horario' END) || coalesce(': ' || ws.name, '') AS detail,
                 NOT us.authorized AS pending
          FROM user_schedules us JOIN users u ON u.id = us.user_id LEFT JOIN work_schedules ws ON ws.id = us.work_schedule_id
          WHERE us.id = ${id}`,
    ),
  mayDecide: mayDecideCalendarRequest,
  candidates: managersOverRequester,
  sentence: (item) => `${item.requester} solicita un cambio de horario ${period(item)} (${item.detail}).`,
  decide: (app, id, { accept }, actor) => decideScheduleRequest(app, id, accept, actor),
});
