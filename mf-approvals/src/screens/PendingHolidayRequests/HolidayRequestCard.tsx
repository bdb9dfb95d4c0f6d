import type { CalendarAssignment } from '@portal/shared-api';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { formatDay } from '@portal/shared-ui';
import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { RequestCard } from '../../components/RequestCard';

export const REJECT_REASON_REQUIRED = VALIDATION_MESSAGES.REJECT_REASON_REQUIRED;

type Props = { request: CalendarAssignment };

export function HolidayRequestCard({ request }: Props) {
  const fetcher = useFetcher();
  const [rejectReason, setRejectReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonInput = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const titleId = `holiday-request-${request.id}`;
  const reasonId = useId();
  const reasonErrorId = useId();

  const accept = () => fetcher.submit({ intent: 'accept', id: String(request.id) }, { method: 'post' });
  const reject = () => {
    if (request.rejectReasonRequired && rejectReason.trim() === '') {
      setReasonMissing(true);
      reasonInput.current?.focus();
      return;
    }
    fetcher.submit({ intent: 'reject', id: String(request.id), rejectReason }, { method: 'post' });
  };

  return (
    <RequestCard
      titleId={titleId}
      number={request.id}
      typeLabel="VACACIONES"
      requester={request.user}
      busy={busy}
      facts={[
        { label: 'Inicio', value: formatDay(request.startDay) },
        { label: 'Fin', value: formatDay(request.endDay) },
      ]}
    >
      <div className="field">
        <label htmlFor={reasonId}>Motivo de rechazo</label>
        <input
          id={reasonId}
          ref={reasonInput}
          className="input"
          type="text"
          maxLength={1000}
          value={rejectReason}
          required={request.rejectReasonRequired === true}
          aria-invalid={reasonMissing}
          aria-describedby={reasonMissing ? reasonErrorId : undefined}
          onChange={(event) => {
            setRejectReason(event.target.value);
            if (event.target.value.trim() !== '') setReasonMissing(false);
          }}
        />
        {reasonMissing && (
          <span id={reasonErrorId} className="form-error" role="alert">
            {REJECT_REASON_REQUIRED}
          </span>
        )}
      </div>
      <footer className="request-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={accept}>
          Aceptar
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={reject}>
          Rechazar
        </button>
      </footer>
    </RequestCard>
  );
}
