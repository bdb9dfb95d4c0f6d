import type { WorkSchedule } from '@portal/shared-api';
import { TEXTS } from '../../texts';
import { TableScrollBox } from '../ScrollTable';
import { dayRanges } from './day-ranges';
import { WeekDayHeaders } from './WeekDayHeaders';
import { WEEK_DAYS } from './week-days';

type WeeklyScheduleProps = {
  schedule: WorkSchedule | null;
  /** Names the table for assistive technology (and shows above it). */
  caption?: string;
};

/** A weekly schedule as a Monday-to-Sunday table of time ranges, or the free-time message when it has none. */
export function WeeklySchedule({ schedule, caption }: WeeklyScheduleProps) {
  const units = schedule?.units ?? [];
  if (units.length === 0) return <p className="weekly-schedule-free">{TEXTS.FREE_TIME}</p>;

  return (
    <TableScrollBox className="weekly-schedule" label={caption ?? TEXTS.WEEKLY_SCHEDULE}>
      <table className="table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <WeekDayHeaders />
          </tr>
        </thead>
        <tbody>
          <tr>
            {WEEK_DAYS.map((day) => {
              const ranges = dayRanges(units, day.weekDay);
              return (
                <td key={day.weekDay}>
                  {ranges.length === 0 ? (
                    <span className="muted">{TEXTS.EMPTY_DAY}</span>
                  ) : (
                    ranges.map((range) => <div key={range}>{range}</div>)
                  )}
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </TableScrollBox>
  );
}
