import type { CalendarDay } from '@portal/shared-api/rules';
import { WEEK_DAYS } from '@portal/shared-ui';
import { type CalendarEntry, MONTH_NAMES, monthCells } from './calendar-entries';

type Props = { year: number; month: number; today: CalendarDay; entries: Map<CalendarDay, CalendarEntry[]>; compact?: boolean };

/** One month, Monday first; `compact` (the year view) shows coloured marks without texts. */
export function MonthGrid({ year, month, today, entries, compact = false }: Props) {
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
            {cells.slice(week * 7, week * 7 + 7).map((day, index) =>
              day === null ? (
                <td key={`blank-${index}`} />
              ) : (
                <td key={day} className={day === today ? 'month-grid__today' : undefined} aria-current={day === today ? 'date' : undefined}>
                  <span className="month-grid__day">{Number(day.slice(8))}</span>
                  <ul className="month-grid__entries">
                    {(entries.get(day) ?? []).map((entry, at) => (
                      <li key={at} className={`calendar-entry calendar-entry--${entry.kind}`} title={entry.label}>
                        {compact ? <span className="visually-hidden">{entry.label}</span> : entry.label}
                      </li>
                    ))}
                  </ul>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
