import type { PublicHoliday } from '@portal/shared-api';
import { EmptyState, formatDay, TEXTS } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { useCalendarWrite } from './use-calendar-write';

/**
 * The public holidays admins add (a local one, a day the organisation closes); Spain's and each autonomous community's
 * come from the holidays dataset and already show in the calendar, so an empty list says which ones it holds.
 */
export function PublicHolidays({ holidays, year }: { holidays: PublicHoliday[]; year: number }) {
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const adding = useCalendarWrite(() => {
    setDate('');
    setName('');
  });
  const removing = useCalendarWrite();
  const dateId = useId();
  const nameId = useId();
  return (
    <section aria-labelledby="public-holidays-title" className="calendar-section">
      <h2 id="public-holidays-title">Festivos</h2>
      {holidays.length === 0 ? (
        <EmptyState message={`No se ha añadido ningún festivo en ${year}. Los nacionales y autonómicos ya figuran en el calendario.`} />
      ) : (
        <ul className="public-holidays">
          {holidays.map((holiday) => (
            <li key={holiday.id}>
              {`${formatDay(holiday.date)} ${holiday.name}`}
              <button
                type="button"
                className="btn btn-ghost"
                disabled={removing.busy}
                aria-label={`Quitar ${holiday.name}`}
                onClick={() => removing.send({ intent: 'remove-holiday', id: holiday.id })}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="calendar-form calendar-form--inline"
        aria-label="Añadir festivo"
        onSubmit={(event) => {
          event.preventDefault();
          adding.send({ intent: 'add-holiday', date, name: name.trim() });
        }}
      >
        <div className="field">
          <label htmlFor={dateId}>Fecha</label>
          <input id={dateId} className="input" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={nameId}>Nombre</label>
          <input id={nameId} className="input" required maxLength={255} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={adding.busy || !date || name.trim() === ''}>
          {adding.busy ? TEXTS.MOMENT : TEXTS.ADD}
        </button>
      </form>
    </section>
  );
}
