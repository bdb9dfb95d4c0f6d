import type { CalendarAssignment } from '@portal/shared-api';
import { displayName, formatDate } from '@portal/shared-ui';
import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

export const REJECT_REASON_REQUIRED = 'Debe indicar el motivo del rechazo';

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
    <article className="card request-card" aria-labelledby={titleId} aria-busy={busy}>
      <header className="request-card-header">
        <h2 id={titleId}>Solicitud nº {request.id}</h2>
        <span className="badge">VACACIONES</span>
      </header>
      <dl className="request-facts">
        <div>
          <dt>Solicitante</dt>
          <dd>
            {displayName(request.user)} <span className="muted">({request.user.email})</span>
          </dd>
        </div>
        <div>
          <dt>Inicio</dt>
          <dd>{formatDate(request.start)}</dd>
        </div>
        <div>
          <dt>Fin</dt>
          <dd>{formatDate(request.end)}</dd>
        </div>
      </dl>
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
    </article>
  );
}
