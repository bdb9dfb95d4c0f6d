import type { TimePeriod } from '@portal/shared-api';
import { EmptyState, formatHoursMinutes, PHONE_QUERY, ScrollTable, useMediaQuery } from '@portal/shared-ui';
import { shortDayLabel } from './calendar-days';
import { REQUIRED_SHARE, shareOf, taskRows } from './period-totals';
import { MY_TIMES_TEXTS as T } from './texts';
import { WeekDayList } from './WeekDayList';

type WeekViewProps = { periods: TimePeriod[]; days: string[]; scheduled: Record<string, number>; requireTime: boolean; now: number };

/** One row per task and one column per day, with the totals and the week against its schedule (and the 77 % minimum where it applies). */
export function WeekView({ periods, days, scheduled, requireTime, now }: WeekViewProps) {
  const rows = taskRows(periods, days, now);
  const perDay = days.map((_, index) => rows.reduce((sum, row) => sum + (row.perDay[index] ?? 0), 0));
  const total = perDay.reduce((sum, seconds) => sum + seconds, 0);
  const scheduledWeek = days.reduce((sum, day) => sum + (scheduled[day] ?? 0), 0);
  const minimum = Math.ceil(REQUIRED_SHARE * scheduledWeek);
  const share = scheduledWeek > 0 ? Math.min(100, (total / scheduledWeek) * 100) : 0;
  // Seven day columns do not fit a phone: there the week reads as a list of days, with nothing to scroll sideways.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <section className="times-week" aria-label={T.WEEK}>
      {rows.length === 0 ? (
        <EmptyState message={T.NO_PERIODS_WEEK} />
      ) : phone ? (
        <WeekDayList rows={rows} days={days} perDay={perDay} scheduled={scheduled} />
      ) : (
        <ScrollTable
          className="times-table"
          label={T.WEEK_TABLE}
          columns={[T.TASK, ...days.map(shortDayLabel), T.TOTAL]}
          footer={
            <tr>
              <th scope="row">{T.TOTAL}</th>
              {perDay.map((seconds, index) => (
                <td key={days[index]}>{formatHoursMinutes(seconds)}</td>
              ))}
              <td data-testid="week-total">{formatHoursMinutes(total)}</td>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.taskId}>
              <th scope="row">
                {row.name} <span className="times-subtask">({row.team})</span>
              </th>
              {row.perDay.map((seconds, index) => (
                <td key={days[index]}>{seconds > 0 ? formatHoursMinutes(seconds) : ''}</td>
              ))}
              <td>{formatHoursMinutes(row.total)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <p className="times-total">{T.weekTotal(formatHoursMinutes(total), formatHoursMinutes(scheduledWeek), shareOf(total, scheduledWeek))}</p>
      <div className="times-meter" aria-hidden="true">
        <div className="times-meter-fill" style={{ width: `${share}%` }} />
        {requireTime && <div className="times-meter-threshold" style={{ left: `${REQUIRED_SHARE * 100}%` }} />}
      </div>
      {requireTime && (
        <p className={total >= minimum ? 'times-threshold times-threshold-met' : 'times-threshold'} data-testid="week-threshold">
          {T.threshold(formatHoursMinutes(minimum))} ({total >= minimum ? T.THRESHOLD_REACHED : T.THRESHOLD_MISSING})
        </p>
      )}
    </section>
  );
}
