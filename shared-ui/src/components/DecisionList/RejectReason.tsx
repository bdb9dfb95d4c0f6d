import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export const REJECT_REASON_MAX_LENGTH = 1000;

type Props = {
  required: boolean;
  rejectLabel: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** The 'Motivo de rechazo' a reject click opens: focused at once, Escape in it closes it, a required one is checked first. */
export function RejectReason({ required, rejectLabel, busy, onReject, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const errorId = useId();
  useEffect(() => input.current?.focus(), []);

  const send = () => {
    if (required && reason.trim() === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    onReject(reason);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <div className="decision-reject">
      <div className="field">
        <label htmlFor={inputId}>Motivo de rechazo</label>
        <textarea
          id={inputId}
          ref={input}
          className="input"
          rows={2}
          maxLength={REJECT_REASON_MAX_LENGTH}
          value={reason}
          onKeyDown={onKeyDown}
          required={required}
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim() !== '') setMissing(false);
          }}
        />
        {missing && (
          <span id={errorId} className="form-error" role="alert">
            {VALIDATION_MESSAGES.REJECT_REASON_REQUIRED}
          </span>
        )}
      </div>
      <div className="decision-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="button" className="btn btn-danger" onClick={send} disabled={busy}>
          {rejectLabel}
        </button>
      </div>
    </div>
  );
}
