import { formatHoursMinutes } from '@portal/shared-ui';
import { longDayLabel } from './calendar-days';
import type { TaskRow } from './period-totals';
import { MY_TIMES_TEXTS as T } from './texts';

type WeekDayListProps = { rows: TaskRow[]; days: string[]; perDay: number[]; scheduled: Record<string, number> };

/** The week on a phone: one block per day, its total against the schedule over the tasks worked on, read top to bottom. */
export function WeekDayList({ rows, days, perDay, scheduled }: WeekDayListProps) {
  return (
    <ol className="times-days">
      {days.map((day, index) => {
        const worked = rows.filter((row) => (row.perDay[index] ?? 0) > 0);
        return (
          <li key={day} className="times-day">
            <h2 className="times-day-title">
              <span>{longDayLabel(day)}</span>
              <span className="times-day-total">{T.dayOfSchedule(formatHoursMinutes(perDay[index] ?? 0), formatHoursMinutes(scheduled[day] ?? 0))}</span>
            </h2>
            {worked.length === 0 ? (
              <p className="muted">{T.NOTHING_THIS_DAY}</p>
            ) : (
              <ul className="times-day-tasks">
                {worked.map((row) => (
                  <li key={row.taskId}>
                    <span>
                      {row.name} <span className="times-subtask">({row.team})</span>
                    </span>
                    <span className="times-day-amount">{formatHoursMinutes(row.perDay[index] ?? 0)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
