import type { CalendarAssignment } from '@portal/shared-api';
import { ConfirmModal, EmptyState, formatDay, ScrollTable } from '@portal/shared-ui';
import { useState } from 'react';
import { requestState } from './calendar-entries';
import { useCalendarWrite } from './use-calendar-write';

type Props = { requests: CalendarAssignment[]; deciders: Map<string, string> };

/** The person's holiday requests of the year, newest first; a pending one may be cancelled, which deletes it. */
export function OwnHolidayRequests({ requests, deciders }: Props) {
  const [cancelling, setCancelling] = useState<CalendarAssignment | null>(null);
  const { busy, send } = useCalendarWrite(() => setCancelling(null));
  return (
    <section aria-labelledby="own-holiday-requests-title" className="calendar-section">
      <h2 id="own-holiday-requests-title">Mis solicitudes</h2>
      {requests.length === 0 ? (
        <EmptyState message="No tiene solicitudes de vacaciones este año" />
      ) : (
        <ScrollTable label="Mis solicitudes" columns={['Fechas', 'Estado', 'Gestionada por', { label: 'Acciones', hidden: true }]}>
          {requests.map((request) => {
            const state = requestState(request);
            return (
              <tr key={request.id}>
                <td className="cell-date">{`${formatDay(request.startDay)} – ${formatDay(request.endDay)}`}</td>
                <td>
                  <span className={`calendar-entry calendar-entry--inline calendar-entry--${state.kind}`}>{state.label}</span>
                  {state.kind === 'rejected' && request.rejectReason ? ` ${request.rejectReason}` : ''}
                </td>
                <td>{request.managedBy ? (deciders.get(request.managedBy) ?? '') : ''}</td>
                <td>
                  {!request.managed && (
                    <button type="button" className="btn btn-ghost" onClick={() => setCancelling(request)}>
                      Cancelar solicitud
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      )}
      <ConfirmModal
        open={cancelling !== null}
        message="¿Está seguro de que desea cancelar esta solicitud?"
        busy={busy}
        onConfirm={() => cancelling && send({ intent: 'cancel', id: cancelling.id })}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
