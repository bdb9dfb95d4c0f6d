import { SCHEDULE_TYPE, type UserSchedule } from '@portal/shared-api';
import { ConfirmModal, displayName, formatWeekday, WeeklySchedule } from '@portal/shared-ui';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { RequestCard } from '../../components/RequestCard';

const TYPE_LABEL: Record<number, string> = { [SCHEDULE_TYPE.NORMAL]: 'NORMAL', [SCHEDULE_TYPE.DUTY]: 'GUARDIA' };

type Props = { request: UserSchedule };

export function ScheduleRequestCard({ request }: Props) {
  const fetcher = useFetcher();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const busy = fetcher.state !== 'idle';
  const current = request.type === SCHEDULE_TYPE.DUTY ? request.user.dutySchedule : request.user.workSchedule;
  const titleId = `schedule-request-${request.id}`;

  const decide = (intent: 'accept' | 'reject') => {
    fetcher.submit({ intent, id: String(request.id) }, { method: 'post' });
  };

  return (
    <RequestCard
      titleId={titleId}
      number={request.id}
      typeLabel={TYPE_LABEL[request.type] ?? String(request.type)}
      requester={request.user}
      busy={busy}
      facts={[{ label: 'Fecha', value: formatWeekday(request.start) }]}
    >
      <div className="schedule-comparison">
        <div>
          <h3>Horario solicitado{request.schedule ? `: ${request.schedule.name}` : ''}</h3>
          {request.schedule ? (
            <WeeklySchedule schedule={request.schedule} caption="Horario solicitado" />
          ) : (
            <p className="notice">Quiere quedarse sin ningún horario asignado</p>
          )}
        </div>
        <div>
          <h3>Horario actual{current ? `: ${current.name}` : ''}</h3>
          {current ? (
            <WeeklySchedule schedule={current} caption="Horario actual" />
          ) : (
            <p className="muted">Sin horario asignado</p>
          )}
        </div>
      </div>
      <footer className="request-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => decide('accept')}>
          Aceptar
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirmingReject(true)}>
          Rechazar
        </button>
      </footer>
      <ConfirmModal
        open={confirmingReject}
        title="Rechazar solicitud"
        message={`¿Rechazar la solicitud nº ${request.id} de ${displayName(request.user)}? La solicitud se eliminará.`}
        onConfirm={() => {
          setConfirmingReject(false);
          decide('reject');
        }}
        onCancel={() => setConfirmingReject(false)}
      />
    </RequestCard>
  );
}
