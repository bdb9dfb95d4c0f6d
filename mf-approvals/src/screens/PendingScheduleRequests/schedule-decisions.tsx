import { SCHEDULE_TYPE, type UserSchedule, userSchedulesApi } from '@portal/shared-api';
import { type Decision, type DecisionRequest, type DecisionTexts, displayName, formatWeekday, TEXTS } from '@portal/shared-ui';
import { ScheduleComparison } from './ScheduleComparison';

const TYPE_LABEL: Record<number, string> = { [SCHEDULE_TYPE.NORMAL]: 'NORMAL', [SCHEDULE_TYPE.DUTY]: 'GUARDIA' };

export const SCHEDULE_DECISION_TEXTS: DecisionTexts = {
  accept: TEXTS.ACCEPT,
  reject: TEXTS.REJECT,
  success: TEXTS.OK_BOTH_MARKS,
  successMany: (count) => `${count} solicitudes aceptadas`,
  // The legacy screen showed '¡Error!' as a success toast; it is an error, with the server's reason.
  failure: (reason) => `${TEXTS.ERROR_BOTH_MARKS} ${reason}`,
  empty: TEXTS.NOTHING_PENDING,
};

/** A schedule change as the decision list shows it: from when, and the two weeks compared. */
export function scheduleDecision(request: UserSchedule): DecisionRequest {
  const current = request.type === SCHEDULE_TYPE.DUTY ? request.user.dutySchedule : request.user.workSchedule;
  return {
    id: request.id,
    title: `Solicitud nº ${request.id}`,
    kind: TYPE_LABEL[request.type] ?? String(request.type),
    person: request.user,
    facts: [{ label: 'Desde', value: formatWeekday(request.start) }],
    details: <ScheduleComparison current={current ?? null} requested={request.schedule ?? null} />,
    mayAccept: true,
    mayReject: true,
    // Rejecting deletes the request (spec 01 §4): asked first.
    reject: {
      confirm: {
        title: 'Rechazar solicitud',
        message: `¿Rechazar la solicitud nº ${request.id} de ${displayName(request.user)}? La solicitud se eliminará.`,
      },
    },
  };
}

export const decideSchedule = (id: number, decision: Decision): Promise<unknown> =>
  decision.accept ? userSchedulesApi.accept(id) : userSchedulesApi.reject(id);
