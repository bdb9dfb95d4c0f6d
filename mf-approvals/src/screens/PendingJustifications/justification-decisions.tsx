import { fileUrl, type Justification, justificationReasonLabel, justificationsApi } from '@portal/shared-api';
import { type Decision, type DecisionRequest, type DecisionTexts, formatDateTime, formatDay, formatHoursMinutes, TEXTS } from '@portal/shared-ui';

export const JUSTIFICATION_DECISION_TEXTS: DecisionTexts = {
  accept: TEXTS.ACCEPT,
  reject: TEXTS.DENY,
  success: TEXTS.OK_CLOSING_MARK_ONLY,
  successMany: (count) => `${count} justificaciones aceptadas`,
  empty: TEXTS.NOTHING_PENDING,
};

const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);

/** Whole days as the person's calendar days, the same for every reader; some hours as the instants they began and ended. */
const periodOf = (justification: Justification) =>
  justification.firstDay && justification.lastDay
    ? `${formatDay(justification.firstDay)} - ${formatDay(justification.lastDay)}`
    : `${formatDateTime(justification.start)} - ${formatDateTime(justification.end)}`;

/**
 * A justification as the decision list shows it (spec 02: id, period, time, person, reason, explanation, status).
 * Approve is offered unless already approved and deny unless already denied, so a handled one can be flipped.
 */
export function justificationDecision(justification: Justification): DecisionRequest {
  const approved = justification.status && justification.authorized === true;
  const denied = justification.status && justification.authorized === false;
  return {
    id: justification.id,
    title: `Justificación nº ${justification.id}`,
    kind: justificationReasonLabel(justification.reason_id),
    person: justification.user,
    status: approved ? <span className="badge badge-success">Autorizado</span> : denied ? <span className="badge badge-danger">Denegado</span> : null,
    facts: [
      { label: 'Periodo', value: periodOf(justification) },
      // Whole days count in working days; some hours in the time justified.
      ...(justification.workingDays == null ? [] : [{ label: 'Días laborables', value: days(justification.workingDays) }]),
      { label: 'Tiempo justificado', value: formatHoursMinutes(justification.justifiedSeconds) },
      ...(justification.explanation ? [{ label: 'Explicación', value: justification.explanation }] : []),
      ...(justification.file
        ? [
            {
              label: 'Justificante',
              value: (
                <a href={fileUrl(justification.file.id)} download={justification.file.name}>
                  Descargar {justification.file.name}
                </a>
              ),
            },
          ]
        : []),
    ],
    othersOff: justification.othersOff,
    mayAccept: !approved,
    mayReject: !denied,
    reject: 'direct',
  };
}

export const decideJustification = (id: number, decision: Decision): Promise<Justification> =>
  decision.accept ? justificationsApi.approve(id) : justificationsApi.deny(id);
