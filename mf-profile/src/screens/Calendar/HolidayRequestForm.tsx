import type { PublicHoliday } from '@portal/shared-api';
import { HOLIDAY_MESSAGES, wholeDay, workingDaysBetween } from '@portal/shared-api/rules';
import { TEXTS } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { useCalendarWrite } from './use-calendar-write';

type Props = { holidays: PublicHoliday[]; today: string; onClose: () => void };


export function HolidayRequestForm({ holidays, today, onClose }: Props) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const { busy, send } = useCalendarWrite(onClose);
  const startId = useId();
  const endId = useId();
  const problem =
    start && end && end < start ? HOLIDAY_MESSAGES.END_BEFORE_START : start && start < today ? HOLIDAY_MESSAGES.IN_THE_PAST : null;
  const days = start && end && !problem ? workingDaysBetween(start, end, holidays.map((holiday) => holiday.date)) : null;
  return (
    <form
      className="calendar-form"
      aria-label="Solicitar vacaciones"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) send({ intent: 'request', start: wholeDay(start).start, end: wholeDay(end).end });
      }}
    >
      <label htmlFor={startId}>Fecha de inicio</label>
      <input id={startId} type="date" required min={today} value={start} onChange={(event) => setStart(event.target.value)} />
      <label htmlFor={endId}>Fecha de fin</label>
      <input id={endId} type="date" required min={start || today} value={end} onChange={(event) => setEnd(event.target.value)} />
      <p aria-live="polite" className={problem ? 'form-error' : undefined}>
        {problem ?? (days === null ? '' : `Días laborables: ${days}`)}
      </p>
      <div className="calendar-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !start || !end || problem !== null}>
          {busy ? TEXTS.MOMENT : 'Enviar solicitud'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
