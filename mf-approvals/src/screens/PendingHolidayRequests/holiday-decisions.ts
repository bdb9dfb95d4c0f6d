import { type CalendarAssignment, calendarAssignmentsApi } from '@portal/shared-api';
import { type Decision, type DecisionRequest, type DecisionTexts, formatDay, TEXTS } from '@portal/shared-ui';

export const HOLIDAY_DECISION_TEXTS: DecisionTexts = {
  accept: TEXTS.ACCEPT,
  reject: TEXTS.REJECT,
  success: TEXTS.OK_CLOSING_MARK_ONLY,
  successMany: (count) => `${count} solicitudes aceptadas`,
  empty: TEXTS.NOTHING_PENDING,
};

const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);

/** A holiday request as the decision list shows it: its days, the balance once accepted, who else is away, the requester's note. */
export function holidayDecision(request: CalendarAssignment): DecisionRequest {
  return {
    id: request.id,
    title: `Solicitud nº ${request.id}`,
    kind: 'VACACIONES',
    person: request.user,
    facts: [
      { label: 'Inicio', value: formatDay(request.startDay) },
      { label: 'Fin', value: formatDay(request.endDay) },
      ...(request.workingDays === undefined ? [] : [{ label: 'Días laborables', value: days(request.workingDays) }]),
      ...(request.balanceAfter == null ? [] : [{ label: 'Saldo tras aceptar', value: days(request.balanceAfter) }]),
    ],
    othersOff: request.othersOff,
    note: request.note,
    mayAccept: true,
    mayReject: true,
    reject: { reason: request.rejectReasonRequired ? 'required' : 'optional' },
  };
}

/** Accept, or reject with the reason typed (the server keeps the department's rule on whether one is required). */
export const decideHoliday = (id: number, decision: Decision): Promise<unknown> =>
  decision.accept ? calendarAssignmentsApi.accept(id) : calendarAssignmentsApi.reject(id, decision.reason);
