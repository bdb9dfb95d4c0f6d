import type { PublicHoliday } from '@portal/shared-api';
import { daysInRange, HOLIDAY_MESSAGES, MAX_HOLIDAY_REQUEST_DAYS, wholeDay, workingDaysBetween } from '@portal/shared-api/rules';
import { useId, useState } from 'react';
import { FormActions } from './FormActions';
import { useCalendarWrite } from './use-calendar-write';

type Props = { holidays: PublicHoliday[]; today: string; onClose: () => void };


export function HolidayRequestForm({ holidays, today, onClose }: Props) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const { busy, send } = useCalendarWrite(onClose);
  const startId = useId();
  const endId = useId();
  const problem =
    start && end && end < start
      ? HOLIDAY_MESSAGES.END_BEFORE_START
      : start && start < today
        ? HOLIDAY_MESSAGES.IN_THE_PAST
        : start && end && daysInRange(start, end) > MAX_HOLIDAY_REQUEST_DAYS
          ? HOLIDAY_MESSAGES.PERIOD_TOO_LONG
          : null;
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
      <div className="field">
        <label htmlFor={startId}>Fecha de inicio</label>
        <input id={startId} className="input" type="date" required min={today} value={start} onChange={(event) => setStart(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={endId}>Fecha de fin</label>
        <input id={endId} className="input" type="date" required min={start || today} value={end} onChange={(event) => setEnd(event.target.value)} />
      </div>
      <p aria-live="polite" className={problem ? 'form-error' : undefined}>
        {problem ?? (days === null ? '' : `Días laborables: ${days}`)}
      </p>
      <FormActions label="Enviar solicitud" busy={busy} disabled={!start || !end || problem !== null} onClose={onClose} />
    </form>
  );
}
