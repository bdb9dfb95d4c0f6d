import { calendarAssignmentsApi, currentSessionUser, justificationsApi, userSchedulesApi } from '@portal/shared-api';
import { mayManageJustifications } from '@portal/shared-ui';
import { decidableByMe } from '../../components/decidable-requests';

type Pending = { path: string; label: string; count: number };

/** How many requests wait for the person's decision, per list (justifications only for those who decide them). */
export async function readPendingDecisions(signal: AbortSignal): Promise<Pending[]> {
  const me = await currentSessionUser();
  const [schedules, holidays, justifications] = await Promise.all([
    userSchedulesApi.listPending({ signal }).then(decidableByMe),
    calendarAssignmentsApi.listPending({ signal }).then(decidableByMe),
    mayManageJustifications(me) ? justificationsApi.listByStatus(false, { signal }).then(decidableByMe) : null,
  ]);
  return [
    { path: '/horarios/autorizar', label: 'Cambios de horario', count: schedules.length },
    { path: '/calendario/autorizar', label: 'Vacaciones', count: holidays.length },
    ...(justifications ? [{ path: '/justificaciones', label: 'Justificaciones', count: justifications.length }] : []),
  ];
}
