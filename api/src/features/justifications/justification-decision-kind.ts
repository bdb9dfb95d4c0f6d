import { justificationReasonLabel } from '@portal/shared-api/entities';
import sql from 'sql-template-tag';
import { NEVER } from '../../core/authorization/scope-sql.ts';
import { decisionKindPlugin, loadDecisionItem, managersOverRequester, period } from '../decisions/decision-kinds.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decideJustification } from './justification-decision.ts';

/** Absence justifications, as `decisions` reads, announces and decides them. */
export default decisionKindPlugin('justification', {
  noticeTitle: 'Nueva justificación de ausencia',
  noticeLink: notificationLinks.pendingJustifications,
  mailSubject: 'Justificación de ausencia',
  takesRejectReason: false,
  async load(app, id) {
    const item = await loadDecisionItem(
      app,
      sql`SELECT j.user_id AS requester_id, coalesce(u.name, u.email) AS requester, u.email, j.start_at AS start, j.end_at AS "end",
                 j.reason_id::text AS detail, NOT j.status AS pending
          FROM justifications j JOIN users u ON u.id = j.user_id WHERE j.id = ${id}`,
    );
    return item && { ...item, detail: justificationReasonLabel(Number(item.detail)) };
  },
  mayDecide: (app, approver, _id, item) => (item.requesterId === null ? NEVER : app.authorization.when.canDecideJustificationOf(approver, item.requesterId)),
  candidates: managersOverRequester,
  sentence: (item) => `${item.requester} justifica una ausencia ${period(item)}. Motivo: ${item.detail}.`,
  // A link decides a pending justification only: one handled meanwhile is not flipped.
  decide: (app, id, { accept }, actor) => decideJustification(app, id, accept, actor, { onlyPending: true }),
});
