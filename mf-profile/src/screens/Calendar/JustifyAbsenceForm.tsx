import { JUSTIFICATION_REASON, justificationReasonLabel } from '@portal/shared-api';
import { HOLIDAY_MESSAGES } from '@portal/shared-api/rules';
import { useId, useState } from 'react';
import { FormActions } from './FormActions';
import { useCalendarWrite } from './use-calendar-write';

export type AbsenceDraft = { start: string; end: string; seconds?: number };

type Props = { draft: AbsenceDraft; onClose: () => void };

const REASONS = [...Object.values(JUSTIFICATION_REASON), 0];

/** Start and end as date and time; the whole period is justified unless the 77 % notice named the missing time. */
export function JustifyAbsenceForm({ draft, onClose }: Props) {
  const [start, setStart] = useState(draft.start);
  const [end, setEnd] = useState(draft.end);
  const [reason, setReason] = useState<number>(JUSTIFICATION_REASON.HOLIDAYS);
  const [explanation, setExplanation] = useState('');
  const { busy, send } = useCalendarWrite(onClose);
  const ids = { start: useId(), end: useId(), reason: useId(), explanation: useId() };
  const period = start && end ? (new Date(end).getTime() - new Date(start).getTime()) / 1000 : 0;
  const problem = start && end && period < 0 ? HOLIDAY_MESSAGES.END_BEFORE_START : null;
  return (
    <form
      className="calendar-form"
      aria-label="Justificar ausencia"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || period <= 0) return;
        const justifiedSeconds = Math.min(draft.seconds ?? period, period);
        send({ intent: 'justify', start: new Date(start).toISOString(), end: new Date(end).toISOString(), justifiedSeconds, reason_id: reason, explanation });
      }}
    >
      <label htmlFor={ids.start}>Inicio</label>
      <input id={ids.start} type="datetime-local" required value={start} onChange={(event) => setStart(event.target.value)} />
      <label htmlFor={ids.end}>Fin</label>
      <input id={ids.end} type="datetime-local" required value={end} onChange={(event) => setEnd(event.target.value)} />
      <label htmlFor={ids.reason}>Motivo</label>
      <select id={ids.reason} value={reason} onChange={(event) => setReason(Number(event.target.value))}>
        {REASONS.map((id) => (
          <option key={id} value={id}>
            {justificationReasonLabel(id)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.explanation}>Explicación</label>
      <textarea id={ids.explanation} value={explanation} maxLength={10_000} onChange={(event) => setExplanation(event.target.value)} />
      {problem && <p className="form-error">{problem}</p>}
      <FormActions label="Enviar justificación" busy={busy} disabled={problem !== null} onClose={onClose} />
    </form>
  );
}
