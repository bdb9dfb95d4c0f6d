import type { WorkSchedule } from '@portal/shared-api';
import { dayRanges, TEXTS, WEEK_DAYS } from '@portal/shared-ui';

type Props = { current: WorkSchedule | null; requested: WorkSchedule | null };

const rangesOf = (schedule: WorkSchedule, weekDay: number) => dayRanges(schedule.units ?? [], weekDay).join(', ');

/**
 * The current and the requested week side by side, one day a row (the spec's
 * L M X J V S D): it fits a phone, and the days that change stand out.
 */
export function ScheduleComparison({ current, requested }: Props) {
  const columns = [
    ...(current ? [{ label: `Actual: ${current.name}`, schedule: current }] : []),
    ...(requested ? [{ label: `Solicitado: ${requested.name}`, schedule: requested }] : []),
  ];
  return (
    <div className="schedule-comparison">
      {!requested && <p className="notice">{TEXTS.NO_SCHEDULE_REQUESTED}</p>}
      {!current && <p className="muted">Sin horario asignado</p>}
      {requested && (requested.units ?? []).length === 0 && <p className="notice">{TEXTS.FREE_TIME}</p>}
      {columns.length > 0 && (
        <table className="table">
          <caption>Horario solicitado</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEK_DAYS.map((day) => {
              const ranges = columns.map((column) => rangesOf(column.schedule, day.weekDay));
              const changed = current !== null && requested !== null && ranges[0] !== ranges[1];
              return (
                <tr key={day.weekDay} className={changed ? 'schedule-changed' : undefined}>
                  <th scope="row">
                    <abbr title={day.name}>{day.letter}</abbr>
                  </th>
                  {ranges.map((range, index) => (
                    <td key={columns[index]?.label}>{range === '' ? <span className="muted">{TEXTS.EMPTY_DAY}</span> : range}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
