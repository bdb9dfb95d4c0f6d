import type { WorkScheduleUnit } from '@portal/shared-api';
import { clockMinutes, clockText } from '@portal/shared-api/rules';
import { WEEK_DAYS, WeekDayHeaders } from '@portal/shared-ui';
import { SCHEDULE_TEXTS } from './schedule-texts';

const MINUTES_PER_DAY = 24 * 60;
const AXIS_HOURS = [0, 6, 12, 18, 24];

type WeekGridProps = {
  units: readonly WorkScheduleUnit[];
  /** Offered to those who may change the schedule. */
  onRemove?: (unit: WorkScheduleUnit) => void;
};

const rangeText = (unit: WorkScheduleUnit) => `${clockText(clockMinutes(unit.start) ?? 0)} - ${clockText(clockMinutes(unit.end) ?? 0)}`;

/** The week as seven columns (L M X J V S D), each a 24-hour axis with the day's ranges drawn where they fall. */
export function WeekGrid({ units, onRemove }: WeekGridProps) {
  return (
    <table className="week-grid">
      <caption className="visually-hidden">{SCHEDULE_TEXTS.WEEK}</caption>
      <thead>
        <tr>
          <td />
          <WeekDayHeaders />
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="week-grid-axis" aria-hidden="true">
            {AXIS_HOURS.map((hour) => (
              <span key={hour} style={{ top: `${(hour / 24) * 100}%` }}>
                {`${String(hour).padStart(2, '0')}:00`}
              </span>
            ))}
          </td>
          {WEEK_DAYS.map((day) => {
            const ranges = units.filter((unit) => Number(unit.week_day) === day.weekDay);
            return (
              <td key={day.weekDay} className="week-grid-day">
                <ul aria-label={day.name}>
                  {ranges.map((unit) => {
                    const start = clockMinutes(unit.start) ?? 0;
                    const end = clockMinutes(unit.end) ?? start;
                    return (
                      <li
                        key={unit.id}
                        className="week-grid-range"
                        style={{ top: `${(start / MINUTES_PER_DAY) * 100}%`, height: `${((end - start) / MINUTES_PER_DAY) * 100}%` }}
                      >
                        <span>{rangeText(unit)}</span>
                        {onRemove && (
                          <button
                            type="button"
                            className="week-grid-remove"
                            aria-label={`${SCHEDULE_TEXTS.REMOVE_RANGE} ${rangeText(unit)} (${day.name.toLowerCase()})`}
                            onClick={() => onRemove(unit)}
                          >
                            ×
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </td>
            );
          })}
        </tr>
      </tbody>
    </table>
  );
}
