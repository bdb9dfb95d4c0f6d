import type { WorkSchedule } from '@portal/shared-api';
import { dayRanges, ScrollTable, TEXTS, WEEK_DAYS } from '@portal/shared-ui';
import { Fragment } from 'react';

type Props = { current: WorkSchedule | null; requested: WorkSchedule | null };
type WeekDay = (typeof WEEK_DAYS)[number];
/** Consecutive days with the same hours in every column: one row ('L–V'). */
type Run = { first: WeekDay; last: WeekDay; ranges: string[] };

const rangesOf = (schedule: WorkSchedule, weekDay: number) => dayRanges(schedule.units ?? [], weekDay).join(', ');

function runsOf(schedules: WorkSchedule[]): Run[] {
  const runs: Run[] = [];
  for (const day of WEEK_DAYS) {
    const ranges = schedules.map((schedule) => rangesOf(schedule, day.weekDay));
    const previous = runs.at(-1);
    if (previous && previous.ranges.join('|') === ranges.join('|')) previous.last = day;
    else runs.push({ first: day, last: day, ranges });
  }
  return runs;
}

function Days({ first, last }: Run) {
  if (first === last) return <abbr title={first.name}>{first.letter}</abbr>;
  return (
    <abbr title={`${first.name} a ${last.name.toLocaleLowerCase('es')}`}>
      {first.letter}–{last.letter}
    </abbr>
  );
}

/** A day's ranges ('09:00 - 14:00, 16:00 - 19:00'): the cell breaks between two ranges, never inside one. */
function DayRanges({ ranges }: { ranges: string }) {
  return ranges.split(', ').map((range, index) => (
    <Fragment key={range}>
      {index > 0 && ', '}
      <span className="schedule-range">{range}</span>
    </Fragment>
  ));
}

/**
 * The current and the requested week side by side (the spec's L M X J V S D),
 * days with the same hours grouped into one row: a usual week is two rows,
 * it fits a phone, and the days that change stand out.
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
        <ScrollTable caption label={requested ? 'Horario solicitado' : 'Horario actual'} columns={['Días', ...columns.map((column) => column.label)]}>
          {runsOf(columns.map((column) => column.schedule)).map((run) => {
            const changed = current !== null && requested !== null && run.ranges[0] !== run.ranges[1];
            return (
              <tr key={run.first.weekDay} className={changed ? 'schedule-changed' : undefined}>
                <th scope="row">
                  <Days {...run} />
                </th>
                {run.ranges.map((range, index) => (
                  <td key={columns[index]?.label}>{range === '' ? <span className="muted">{TEXTS.EMPTY_DAY}</span> : <DayRanges ranges={range} />}</td>
                ))}
              </tr>
            );
          })}
        </ScrollTable>
      )}
    </div>
  );
}
