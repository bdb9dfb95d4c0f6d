import type { CalendarAssignment } from '@portal/shared-api';
import { type CalendarDay, daysInRange, HOLIDAY_MESSAGES, HOLIDAY_NOTE_MAX_LENGTH, MAX_HOLIDAY_REQUEST_DAYS, wholeDay } from '@portal/shared-api/rules';
import { useId, useState } from 'react';
import { type DaySelection, spendSentence } from './day-selection';
import { FormActions } from './FormActions';
import { useCalendarWrite } from './use-calendar-write';

type Props = {
  selection: DaySelection;
  onSelect: (selection: DaySelection) => void;
  /** The person's public holidays, and the days that list covers: a count outside them would be a guess. */
  holidays: readonly CalendarDay[];
  holidayRange: { first: CalendarDay; last: CalendarDay };
  allowance: number;
  /** Every request of the person, for the balance of whichever year the days fall in. */
  requests: readonly CalendarAssignment[];
  today: CalendarDay;
  onClose: () => void;
};

/** Days picked here or on the calendar; the working days they spend and what is left show as they are picked. */
export function HolidayRequestForm({ selection, onSelect, holidays, holidayRange, allowance, requests, today, onClose }: Props) {
  const [note, setNote] = useState('');
  const { busy, send } = useCalendarWrite(onClose);
  const startId = useId();
  const endId = useId();
  const noteId = useId();
  const countId = useId();
  const { first: start, last: end } = selection;
  const problem =
    start && end && end < start
      ? HOLIDAY_MESSAGES.END_BEFORE_START
      : start && start < today
        ? HOLIDAY_MESSAGES.IN_THE_PAST
        : start && end && daysInRange(start, end) > MAX_HOLIDAY_REQUEST_DAYS
          ? HOLIDAY_MESSAGES.PERIOD_TOO_LONG
          : null;
  const countable = start && end && !problem && start >= holidayRange.first && end <= holidayRange.last;
  return (
    <form
      className="calendar-form holiday-request-form"
      aria-label="Solicitar vacaciones"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) send({ intent: 'request', start: wholeDay(start).start, end: wholeDay(end).end, note });
      }}
    >
      <h2 className="holiday-request-form__title">Solicitar vacaciones</h2>
      <p className="holiday-request-form__hint">Elija el primer y el último día en el calendario o escriba las fechas.</p>
      <div className="field">
        <label htmlFor={startId}>Fecha de inicio</label>
        <input
          id={startId}
          className="input"
          type="date"
          required
          min={today}
          value={start}
          aria-describedby={countId}
          onChange={(event) => onSelect({ first: event.target.value, last: end, anchor: null })}
        />
      </div>
      <div className="field">
        <label htmlFor={endId}>Fecha de fin</label>
        <input
          id={endId}
          className="input"
          type="date"
          required
          min={start || today}
          value={end}
          aria-describedby={countId}
          onChange={(event) => onSelect({ first: start, last: event.target.value, anchor: null })}
        />
      </div>
      <p id={countId} aria-live="polite" className={problem ? 'form-error' : 'holiday-request-form__count'}>
        {problem ?? (countable ? spendSentence(start, end, allowance, requests, holidays) : '')}
      </p>
      <div className="field">
        <label htmlFor={noteId}>Nota para quien aprueba (opcional)</label>
        <textarea
          id={noteId}
          className="input"
          rows={3}
          maxLength={HOLIDAY_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <small className="field-hint">{`${note.length}/${HOLIDAY_NOTE_MAX_LENGTH}`}</small>
      </div>
      <FormActions label="Enviar solicitud" busy={busy} disabled={!start || !end || problem !== null} onClose={onClose} />
    </form>
  );
}
