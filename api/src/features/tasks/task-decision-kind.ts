import sql from 'sql-template-tag';
import { dayText, decisionKindPlugin, loadDecisionItem } from '../decisions/decision-kinds.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decideTask } from './task-decision.ts';
import { taskUnlockableCondition } from './task-rules.ts';
import { TASK_STATUS } from './task-statuses.ts';

/** Requested tasks, as `decisions` reads, announces and decides them. */
export default decisionKindPlugin('task', {
  noticeTitle: 'Nueva tarea por autorizar',
  noticeLink: notificationLinks.requestedTasks,
  mailSubject: 'Tarea por autorizar',
  takesRejectReason: true,
  load: (app, id) =>
    loadDecisionItem(
      app,
      sql`SELECT k.created_by_id AS requester_id, coalesce(u.name, u.email, k.email, '') AS requester, coalesce(u.email, k.email) AS email,
                 k.created_at AS start, NULL AS "end", k.name AS detail, k.status_id = ${TASK_STATUS.REQUESTED} AND NOT k.deleted AS pending
          FROM tasks k LEFT JOIN users u ON u.id = k.created_by_id WHERE k.id = ${id}`,
    ),
  mayDecide: (_app, approver, id) => taskUnlockableCondition(approver, id),
  sentence: (item) => `${item.requester} solicita la tarea «${item.detail}» el ${dayText(item.start)}.`,
  decide: (app, id, { accept, rejectReason }, actor) =>
    decideTask(app, id, accept ? { authorized: true, from: [TASK_STATUS.REQUESTED] } : { authorized: false, reason: rejectReason ?? '' }, actor.id),
});
