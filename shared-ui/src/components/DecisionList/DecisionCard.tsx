import { useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';
import { displayName } from '../UserSearch/display-name';
import type { Decision, DecisionRequest, DecisionTexts } from './decision-types';
import { PersonAvatar } from './PersonAvatar';
import { RejectReason } from './RejectReason';

type Props = {
  request: DecisionRequest;
  texts: DecisionTexts;
  busy: boolean;
  error: string | undefined;
  /** Whether the card offers its selection box, and whether it is ticked. */
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onDecide: (decision: Decision) => Promise<boolean>;
};

/** One request: who asks, what it means (days, balance, who else is away, their note), and its two answers. */
export function DecisionCard({ request, texts, busy, error, selectable, selected, onToggle, onDecide }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const titleId = `decision-${request.id}`;
  const name = displayName(request.person);
  const { reject } = request;

  const startReject = () => {
    if (reject === 'direct') void onDecide({ accept: false, reason: '' });
    else setRejecting(true);
  };
  const sendReject = async (reason: string) => {
    if (await onDecide({ accept: false, reason })) setRejecting(false);
  };

  return (
    <article className="card decision-card" aria-labelledby={titleId} aria-busy={busy}>
      <header className="decision-card-header">
        {selectable && (
          <input type="checkbox" className="decision-select" aria-label={`Seleccionar ${request.title}`} checked={selected} disabled={busy} onChange={onToggle} />
        )}
        <PersonAvatar name={request.person.name?.trim() || name} />
        <div className="decision-who">
          <div className="decision-title">
            <h2 id={titleId}>{request.title}</h2>
            {request.kind && <span className="badge">{request.kind}</span>}
            {request.status}
          </div>
          <p className="decision-person">
            {request.person.name?.trim() || name} <span className="muted">({request.person.email})</span>
          </p>
        </div>
      </header>
      <dl className="decision-facts">
        {request.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        {request.othersOff && (
          <div>
            <dt>También ausentes</dt>
            <dd>{request.othersOff.length > 0 ? request.othersOff.join(', ') : 'Nadie más del equipo'}</dd>
          </div>
        )}
      </dl>
      {request.note && (
        <div className="decision-note">
          <span className="decision-note-label">Nota del solicitante</span>
          <p>{request.note}</p>
        </div>
      )}
      {request.details}
      {error && (
        <p className="form-error decision-error" role="alert">
          {error}
        </p>
      )}
      {rejecting && typeof reject === 'object' && 'reason' in reject ? (
        <RejectReason
          required={reject.reason === 'required'}
          rejectLabel={texts.reject}
          busy={busy}
          onReject={(reason) => void sendReject(reason)}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <footer className="decision-actions">
          {request.mayReject && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={startReject}>
              {texts.reject}
            </button>
          )}
          {request.mayAccept && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onDecide({ accept: true })}>
              {texts.accept}
            </button>
          )}
        </footer>
      )}
      {typeof reject === 'object' && 'confirm' in reject && (
        <ConfirmModal
          open={rejecting}
          title={reject.confirm.title}
          message={reject.confirm.message}
          onConfirm={() => {
            setRejecting(false);
            void onDecide({ accept: false, reason: '' });
          }}
          onCancel={() => setRejecting(false)}
        />
      )}
    </article>
  );
}
