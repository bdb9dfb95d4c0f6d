import type { TimePeriod } from '@portal/shared-api';
import { EmptyState, formatClock, formatHoursMinutes, ScrollTable } from '@portal/shared-ui';
import { secondsOf, sumSeconds } from './period-totals';
import { MY_TIMES_TEXTS as T } from './texts';

type DayViewProps = { periods: TimePeriod[]; scheduled: number; now: number; onRemove?: ((period: TimePeriod) => void) | undefined };

/** The API writes times in the person's zone: the wall clock (`HH:mm`) is the text's own. */
const wallClock = (instant: string) => instant.slice(11, 16);

/** Every work period of one day, the running ones ticking, and the day's total against its scheduled time. */
export function DayView({ periods, scheduled, now, onRemove }: DayViewProps) {
  const total = sumSeconds(periods, now);
  return (
    <section className="times-day" aria-label={T.DAY}>
      {periods.length === 0 ? (
        <EmptyState message={T.NO_PERIODS_DAY} />
      ) : (
        <ScrollTable
          className="times-table"
          label={T.DAY_TABLE}
          columns={[T.TASK, T.TEAM, T.START, T.END, T.DURATION, ...(onRemove ? [{ label: T.REMOVE, hidden: true } as const] : [])]}
        >
          {periods.map((period) => (
            <tr key={`${period.id}-${period.date}`} className={period.endedAt === null ? 'times-running' : undefined}>
              <td>
                {period.task.name}
                {period.subtask && <span className="times-subtask"> · {period.subtask.name}</span>}
              </td>
              <td>{period.team.name}</td>
              <td>{wallClock(period.startedAt)}</td>
              <td>{period.endedAt === null ? T.RUNNING : wallClock(period.endedAt)}</td>
              <td data-testid="period-duration">{period.endedAt === null ? formatClock(secondsOf(period, now)) : formatHoursMinutes(secondsOf(period, now))}</td>
              {onRemove && (
                <td>
                  {!period.running && (
                    <button type="button" className="btn btn-ghost" aria-label={`${T.REMOVE}: ${period.task.name} ${wallClock(period.startedAt)}`} onClick={() => onRemove(period)}>
                      {T.REMOVE}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </ScrollTable>
      )}
      <p className="times-total" data-testid="day-total">
        {T.dayTotal(formatHoursMinutes(total), formatHoursMinutes(scheduled))}
      </p>
    </section>
  );
}
