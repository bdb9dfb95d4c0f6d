import { type CalendarDay, isWeekend } from '@portal/shared-api/rules';
import { WEEK_DAYS } from '@portal/shared-ui';
import type { KeyboardEvent } from 'react';
import { type CalendarEntry, MONTH_NAMES, monthCells } from './calendar-entries';
import { type DaySelection, isPicked } from './day-selection';

type Props = {
  year: number;
  month: number;
  today: CalendarDay;
  entries: Map<CalendarDay, CalendarEntry[]>;
  /** The person's public holidays by day, shaded like weekends. */
  holidays: Map<CalendarDay, string>;
  selection: DaySelection;
  /** Days from today on are buttons that pick the request's days. */
  onPick: (day: CalendarDay) => void;
  /** The year view: each day a readable cell coloured by what it holds, the texts kept for screen readers. */
  compact?: boolean;
};

const DAY_MS = 86_400_000;
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const shift = (day: CalendarDay, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Arrow keys move between the pickable days, across months in the year view. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, day: CalendarDay) {
  const step = KEY_STEPS[event.key];
  if (step === undefined) return;
  const target = event.currentTarget.closest('.calendar-days')?.querySelector<HTMLButtonElement>(`button[data-day="${shift(day, step)}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function dayLabel(day: CalendarDay, holiday: string | undefined, picked: boolean) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = `${date} de ${MONTH_NAMES[month - 1]?.toLowerCase()} de ${year}`;
  return [name, holiday ? `festivo: ${holiday}` : isWeekend(day) ? 'fin de semana' : '', picked ? 'elegido' : ''].filter(Boolean).join(', ');
}

function cellClass(day: CalendarDay, today: CalendarDay, holiday: boolean, picked: boolean, first?: CalendarEntry) {
  return [
    'month-grid__cell',
    isWeekend(day) && 'month-grid__cell--weekend',
    holiday && 'month-grid__cell--holiday',
    first && `month-grid__cell--${first.kind}`,
    picked && 'month-grid__cell--picked',
    day === today && 'month-grid__today',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One month, Monday first, weekends and public holidays shaded, the days of the request being picked marked. */
export function MonthGrid({ year, month, today, entries, holidays, selection, onPick, compact = false }: Props) {
  const cells = monthCells(year, month);
  return (
    <table className={compact ? 'month-grid month-grid--compact' : 'month-grid'}>
      <caption>{`${MONTH_NAMES[month - 1]} ${year}`}</caption>
      <thead>
        <tr>
          {WEEK_DAYS.map((day) => (
            <th key={day.weekDay} scope="col" abbr={day.name}>
              {day.letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => (
          <tr key={week}>
            {cells.slice(week * 7, week * 7 + 7).map((day, index) => {
              if (day === null) return <td key={`blank-${index}`} />;
              const dayEntries = entries.get(day) ?? [];
              const holiday = holidays.get(day);
              const picked = isPicked(selection, day);
              const number = Number(day.slice(8));
              return (
                <td
                  key={day}
                  className={cellClass(day, today, holiday !== undefined, picked, compact ? dayEntries[0] : undefined)}
                  aria-current={day === today ? 'date' : undefined}
                  title={compact && dayEntries.length > 0 ? dayEntries.map((entry) => entry.label).join('\n') : undefined}
                >
                  {day >= today ? (
                    <button
                      type="button"
                      className="month-grid__day"
                      data-day={day}
                      aria-label={dayLabel(day, holiday, picked)}
                      aria-pressed={picked}
                      onClick={() => onPick(day)}
                      onKeyDown={(event) => moveFocus(event, day)}
                    >
                      {number}
                    </button>
                  ) : (
                    <span className="month-grid__day">{number}</span>
                  )}
                  <ul className={compact ? 'visually-hidden' : 'month-grid__entries'}>
                    {dayEntries.map((entry, at) => (
                      <li key={at} className={`calendar-entry calendar-entry--${entry.kind}`} title={entry.label}>
                        {entry.label}
                      </li>
                    ))}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
