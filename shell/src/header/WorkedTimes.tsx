import { useSession } from '@portal/shared-api/react';
import { formatHoursMinutes } from '@portal/shared-ui';
import { WORKED_TIME_TEXTS } from './notification-texts';

/**
 * The user's worked time today and this ISO week (`34 h 22 min`), straight from
 * the session payload: the session clock (`followTimeFigures`) and every
 * time-tracking answer keep those figures current.
 */
export function WorkedTimes() {
  const payload = useSession().payload;
  if (!payload) return null;
  return (
    <dl className="worked-times" aria-label={WORKED_TIME_TEXTS.LABEL}>
      <div>
        <dt>{WORKED_TIME_TEXTS.TODAY}</dt>
        <dd data-testid="worked-today">{formatHoursMinutes(payload.day_time)}</dd>
      </div>
      <div>
        <dt>{WORKED_TIME_TEXTS.WEEK}</dt>
        <dd data-testid="worked-week">{formatHoursMinutes(payload.week_time)}</dd>
      </div>
    </dl>
  );
}
