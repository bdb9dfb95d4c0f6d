import { currentSessionUser, pendingDecisionsApi } from '@portal/shared-api';
import { cardQuery, mayManageJustifications } from '@portal/shared-ui';

type Pending = { path: string; label: string; count: number };

/**
 * How many requests wait for the person's decision, per list (justifications only for those who decide them). The
 * API counts the three lists in one request (`decidable` leaves out the person's own, as the lists do).
 */
async function readPendingDecisions(signal: AbortSignal): Promise<Pending[]> {
  const [me, counts] = await Promise.all([currentSessionUser(), pendingDecisionsApi.counts({ signal })]);
  return [
    { path: '/horarios/autorizar', label: 'Cambios de horario', count: counts.userSchedules },
    { path: '/calendario/autorizar', label: 'Vacaciones', count: counts.holidays },
    ...(mayManageJustifications(me) ? [{ path: '/justificaciones', label: 'Justificaciones', count: counts.justifications }] : []),
  ];
}

/** The card's data, read again after a change of what it shows. */
export const pendingDecisionsQuery = cardQuery('mf_approvals.pending-decisions', readPendingDecisions, ['user_schedules', 'calendar_assignments', 'justifications']);
