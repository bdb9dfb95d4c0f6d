import { type CalendarDay, calendarDayOf, holidayBalance } from '@portal/shared-api/rules';
import { isAdmin, LockNotice, type ShortWeek, useLiveUpdates, useRouteTitle, useSession, useSessionUser } from '@portal/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { entriesByDay, LEGEND, MONTH_NAMES } from './calendar-entries';
import type { CalendarData } from './calendar.data';
import { type DaySelection, NO_SELECTION, pickDay } from './day-selection';
import { HolidayRequestForm } from './HolidayRequestForm';
import { type AbsenceDraft, JustifyAbsenceForm } from './JustifyAbsenceForm';
import { MonthGrid } from './MonthGrid';
import { OwnHolidayRequests } from './OwnHolidayRequests';
import { PublicHolidays } from './PublicHolidays';
import './calendar.css';

type OpenForm = { kind: 'none' } | { kind: 'request' } | { kind: 'justify'; draft: AbsenceDraft };

/** The header's notice links here with this parameter, so the form opens prefilled with the short week. */
export const JUSTIFY_WEEK_PARAM = 'justificar';

const justifyWeek = (week: ShortWeek): OpenForm => ({
  kind: 'justify',
  draft: { start: `${week.monday}T00:00`, end: `${week.sunday}T23:59`, seconds: week.missing || undefined },
});

const LIVE_RESOURCES = ['calendar_assignments', 'justifications', 'public_holidays', 'users'];
const FULL_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** `/calendario`: the person's holidays, absences and balance, the public holidays and who of their teams is away. */
export function Calendar() {
  const title = useRouteTitle();
  const data = useLoaderData() as CalendarData;
  const admin = isAdmin(useSessionUser());
  const [searchParams, setSearchParams] = useSearchParams();
  const [yearView, setYearView] = useState(false);
  const [form, setForm] = useState<OpenForm>({ kind: 'none' });
  const [selection, setSelection] = useState<DaySelection>(NO_SELECTION);
  // A decision taken elsewhere shows here without a reload.
  useLiveUpdates(LIVE_RESOURCES, 'revalidate', { since: data.liveFrom });
  const today = calendarDayOf(new Date());
  const entries = useMemo(() => entriesByDay(data), [data]);
  const holidayDays = useMemo(() => data.holidays.map((holiday) => holiday.date), [data.holidays]);
  const holidayNames = useMemo(() => new Map(data.holidays.map((holiday) => [holiday.date, holiday.name])), [data.holidays]);
  const balance = holidayBalance(data.year, data.allowance, data.allRequests, holidayDays);
  const show = (year: number, month: number) => setSearchParams({ year: String(year), month: String(month) });
  const step = (delta: number) => {
    const index = data.year * 12 + data.month - 1 + delta;
    show(Math.floor(index / 12), (index % 12) + 1);
  };
  const close = () => {
    setForm({ kind: 'none' });
    setSelection(NO_SELECTION);
  };
  const openRequest = (next: DaySelection) => {
    setForm({ kind: 'request' });
    setSelection(next);
  };
  const pick = (day: CalendarDay) => openRequest(pickDay(form.kind === 'request' ? selection : NO_SELECTION, day));
  const gridProps = { today, entries, holidays: holidayNames, selection, onPick: pick };
  // A day typed in the form brings its month (or year) into view, so the calendar shows what is being asked.
  const typed = (next: DaySelection) => {
    setSelection(next);
    const day = next.last !== selection.last ? next.last : next.first;
    if (!FULL_DAY.test(day)) return;
    const [year, month] = day.split('-').map(Number) as [number, number];
    if (year !== data.year || (!yearView && month !== data.month)) show(year, month);
  };
  const session = useSession().payload;
  const fromHeader = searchParams.has(JUSTIFY_WEEK_PARAM);
  useEffect(() => {
    if (fromHeader && session?.lock_tasks) {
      setForm(justifyWeek({ monday: session.last_monday, sunday: session.last_sunday, missing: session.lock_missing ?? 0 }));
    }
  }, [fromHeader, session?.lock_tasks, session?.last_monday, session?.last_sunday, session?.lock_missing]);

  return (
    <section className="page calendar-page" aria-labelledby="calendar-title">
      <header className="page-header">
        <h1 id="calendar-title">{title}</h1>
      </header>
      <LockNotice
        action={(week) => (
          <button type="button" className="btn btn-primary" onClick={() => setForm(justifyWeek(week))}>
            Justificar ausencia
          </button>
        )}
      />
      <dl className="holiday-balance" aria-label={`Saldo de vacaciones ${data.year}`}>
        <div>
          <dt>Días disponibles</dt>
          <dd>{balance.available}</dd>
        </div>
        <div>
          <dt>Días disfrutados</dt>
          <dd>{balance.enjoyed}</dd>
        </div>
        <div>
          <dt>Días pendientes de aprobación</dt>
          <dd>{balance.pending}</dd>
        </div>
      </dl>
      <div className="calendar-actions">
        <button type="button" className="btn btn-primary" onClick={() => openRequest(NO_SELECTION)}>
          Solicitar vacaciones
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setForm({ kind: 'justify', draft: { start: `${today}T08:00`, end: `${today}T15:00` } })}
        >
          Justificar ausencia
        </button>
      </div>
      {form.kind === 'justify' && <JustifyAbsenceForm key={form.draft.start} draft={form.draft} onClose={close} />}
      <div className={form.kind === 'request' ? 'calendar-workspace calendar-workspace--picking' : 'calendar-workspace'}>
        {form.kind === 'request' && (
          <HolidayRequestForm
            selection={selection}
            onSelect={typed}
            holidays={holidayDays}
            holidayRange={data.holidayRange}
            allowance={data.allowance}
            requests={data.allRequests}
            today={today}
            onClose={close}
          />
        )}
        <div className="calendar-workspace__calendar">
        <nav className="calendar-nav" aria-label="Periodo">
          <button type="button" className="btn btn-ghost" onClick={() => (yearView ? show(data.year - 1, data.month) : step(-1))}>
            {yearView ? 'Año anterior' : 'Mes anterior'}
          </button>
          <strong aria-live="polite">{yearView ? data.year : `${MONTH_NAMES[data.month - 1]} ${data.year}`}</strong>
          <button type="button" className="btn btn-ghost" onClick={() => (yearView ? show(data.year + 1, data.month) : step(1))}>
            {yearView ? 'Año siguiente' : 'Mes siguiente'}
          </button>
          <button type="button" className="btn btn-ghost" aria-pressed={yearView} onClick={() => setYearView(!yearView)}>
            {yearView ? 'Vista mensual' : 'Vista anual'}
          </button>
        </nav>
        <ul className="calendar-legend" aria-label="Leyenda">
          {LEGEND.map((item) => (
            <li key={item.kind}>
              <span className={`calendar-entry calendar-entry--inline calendar-entry--${item.kind}`}>{item.label}</span>
            </li>
          ))}
          <li>
            <span className="calendar-entry calendar-entry--inline calendar-entry--weekend">Fin de semana</span>
          </li>
          <li>
            <span className="calendar-entry calendar-entry--inline calendar-entry--picked">Días elegidos</span>
          </li>
        </ul>
        {yearView ? (
          <div className="year-grid calendar-days">
            {MONTH_NAMES.map((_, index) => (
              <MonthGrid key={index} year={data.year} month={index + 1} {...gridProps} compact />
            ))}
          </div>
        ) : (
          <div className="calendar-days">
            <MonthGrid year={data.year} month={data.month} {...gridProps} />
          </div>
        )}
        </div>
      </div>
      <OwnHolidayRequests requests={data.requests} deciders={new Map(Object.entries(data.deciders))} />
      {admin && <PublicHolidays holidays={data.keptHolidays} year={data.year} />}
    </section>
  );
}
