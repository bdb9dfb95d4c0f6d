import { calendarAssignmentsApi, currentSessionUser, justificationsApi, userSchedulesApi } from '@portal/shared-api';
import { mayManageJustifications } from '@portal/shared-ui';

type Pending = { path: string; label: string; count: number };

/**
 * How many requests wait for the person's decision, per list (justifications only for those who decide them). The
 * API counts them (`decidable=true` leaves out the person's own, as the lists do) without sending the lists.
 */
export async function readPendingDecisions(signal: AbortSignal): Promise<Pending[]> {
  const me = await currentSessionUser();
  const [schedules, holidays, justifications] = await Promise.all([
    userSchedulesApi.countPending({ signal }),
    calendarAssignmentsApi.countPending({ signal }),
    mayManageJustifications(me) ? justificationsApi.countPending({ signal }) : null,
  ]);
  return [
    { path: '/horarios/autorizar', label: 'Cambios de horario', count: schedules },
    { path: '/calendario/autorizar', label: 'Vacaciones', count: holidays },
    ...(justifications === null ? [] : [{ path: '/justificaciones', label: 'Justificaciones', count: justifications }]),
  ];
}
