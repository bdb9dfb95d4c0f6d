import { todayIn } from '@portal/shared-api/rules';
import { formatHoursMinutes } from '@portal/shared-ui';

type TimeAgainstScheduleProps = { worked: number; scheduled: number; label: string };

/** Worked time against the scheduled time, with the share as a bar (the schedule may plan nothing). */
export function TimeAgainstSchedule({ worked, scheduled, label }: TimeAgainstScheduleProps) {
  const share = scheduled > 0 ? Math.round((worked / scheduled) * 100) : null;
  return (
    <div className="home-card-figures">
      <p className="widget-figure">
        <span data-testid={`${label}-worked`}>{formatHoursMinutes(worked)}</span>
        <span className="muted"> {scheduled > 0 ? `de ${formatHoursMinutes(scheduled)} previstas` : 'sin horario previsto'}</span>
      </p>
      {share !== null && (
        <meter className="widget-meter" min={0} max={100} low={77} optimum={100} value={Math.min(share, 100)} aria-label={`${share} % del tiempo previsto`}>
          {share} %
        </meter>
      )}
    </div>
  );
}

/** ISO week day (1 Monday … 7 Sunday) of `now` in a time zone. */
export function isoWeekDayIn(timeZone: string | undefined, now: Date = new Date()): number {
  const sundayFirst = new Date(`${todayIn(timeZone, now)}T00:00:00Z`).getUTCDay();
  return ((sundayFirst + 6) % 7) + 1;
}
