import { fileUrl, type Justification, justificationReasonLabel } from '@portal/shared-api';
import { formatDate, formatHoursMinutes, TEXTS } from '@portal/shared-ui';
import { useFetcher } from 'react-router';
import type { JustificationDecisionResult } from './pending-justifications.data';

export const reasonLabel = justificationReasonLabel;

type Props = { justification: Justification };

export function JustificationCard({ justification: loaded }: Props) {
  const fetcher = useFetcher<JustificationDecisionResult>();
  const justification = fetcher.data?.ok ? fetcher.data.value : loaded;
  const busy = fetcher.state !== 'idle';
  const approved = justification.status && justification.authorized === true;
  const denied = justification.status && justification.authorized === false;
  const titleId = `justification-${justification.id}`;

  const decide = (intent: 'approve' | 'deny') => fetcher.submit({ intent, id: String(justification.id) }, { method: 'post' });

  return (
    <article className="card request-card" aria-labelledby={titleId} aria-busy={busy}>
      <header className="request-card-header">
        <h2 id={titleId}>Justificación nº {justification.id}</h2>
        {approved && <span className="badge badge-success">Autorizado</span>}
        {denied && <span className="badge badge-danger">Denegado</span>}
      </header>
      <dl className="request-facts">
        <div>
          <dt>Periodo</dt>
          <dd>
            {formatDate(justification.start)} - {formatDate(justification.end)}
          </dd>
        </div>
        <div>
          <dt>Tiempo justificado</dt>
          <dd>{formatHoursMinutes(justification.justifiedSeconds)}</dd>
        </div>
        <div>
          <dt>Correo</dt>
          <dd>{justification.user.email}</dd>
        </div>
        <div>
          <dt>Motivo</dt>
          <dd>{reasonLabel(justification.reason_id)}</dd>
        </div>
        {justification.explanation && (
          <div>
            <dt>Explicación</dt>
            <dd>{justification.explanation}</dd>
          </div>
        )}
        {justification.file && (
          <div>
            <dt>Justificante</dt>
            <dd>
              <a href={fileUrl(justification.file.id)} download={justification.file.name}>
                Descargar {justification.file.name}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <footer className="request-actions">
        {!approved && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => decide('approve')}>
            {TEXTS.ACCEPT}
          </button>
        )}
        {!denied && (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => decide('deny')}>
            {TEXTS.DENY}
          </button>
        )}
      </footer>
    </article>
  );
}
