import { JUSTIFICATION_REASON, justificationReasonLabel } from '@portal/shared-api';
import { HOLIDAY_MESSAGES } from '@portal/shared-api/rules';
import { FileInput, TEXTS, useWriteAndRevalidate } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { FormActions } from './FormActions';
import { sendJustification } from './send-justification';

export type AbsenceDraft = { start: string; end: string; seconds?: number };

type Props = { draft: AbsenceDraft; onClose: () => void };

const REASONS = [...Object.values(JUSTIFICATION_REASON), 0];

const JUSTIFICATION_SENT_FILE_REFUSED = 'La justificación se ha enviado, pero el archivo no:';

/**
 * Start and end as date and time; the whole period is justified unless the 77 %
 * notice named the missing time. A refused file keeps the form as typed, and a
 * retry only sends the file again.
 */
export function JustifyAbsenceForm({ draft, onClose }: Props) {
  const [start, setStart] = useState(draft.start);
  const [end, setEnd] = useState(draft.end);
  const [reason, setReason] = useState<number>(JUSTIFICATION_REASON.HOLIDAYS);
  const [explanation, setExplanation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const writeAndRevalidate = useWriteAndRevalidate();
  const ids = { start: useId(), end: useId(), reason: useId(), explanation: useId() };
  const period = start && end ? (new Date(end).getTime() - new Date(start).getTime()) / 1000 : 0;
  const problem = start && end && period < 0 ? HOLIDAY_MESSAGES.END_BEFORE_START : null;
  const locked = busy || sentId !== null;

  const submit = async () => {
    if (problem || period <= 0 || busy) return;
    const justifiedSeconds = Math.min(draft.seconds ?? period, period);
    const body = { start: new Date(start).toISOString(), end: new Date(end).toISOString(), justifiedSeconds, reason_id: reason, explanation };
    setBusy(true);
    setFailure(null);
    const result = await writeAndRevalidate(() => sendJustification(body, file, sentId, setSentId), { success: TEXTS.OK_CLOSING_MARK_ONLY });
    setBusy(false);
    if (result.ok) onClose();
    else setFailure(result.message);
  };

  return (
    <form
      className="calendar-form"
      aria-label="Justificar ausencia"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={ids.start}>Inicio</label>
        <input id={ids.start} className="input" type="datetime-local" required disabled={locked} value={start} onChange={(event) => setStart(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.end}>Fin</label>
        <input id={ids.end} className="input" type="datetime-local" required disabled={locked} value={end} onChange={(event) => setEnd(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.reason}>Motivo</label>
        <select id={ids.reason} className="input" disabled={locked} value={reason} onChange={(event) => setReason(Number(event.target.value))}>
          {REASONS.map((id) => (
            <option key={id} value={id}>
              {justificationReasonLabel(id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.explanation}>Explicación</label>
        <textarea
          id={ids.explanation}
          className="input"
          rows={3}
          disabled={locked}
          value={explanation}
          maxLength={10_000}
          onChange={(event) => setExplanation(event.target.value)}
        />
      </div>
      <FileInput label="Justificante (opcional)" kind="attachment" file={file} onChange={setFile} disabled={busy} />
      {problem && <p className="form-error">{problem}</p>}
      {failure && (
        <p className="form-error" role="alert">
          {sentId === null ? failure : `${JUSTIFICATION_SENT_FILE_REFUSED} ${failure}`}
        </p>
      )}
      <FormActions label={sentId === null ? 'Enviar justificación' : 'Enviar archivo'} busy={busy} disabled={problem !== null} onClose={onClose} />
    </form>
  );
}
