import { useRunningClocks, useSession, useSessionClock } from '@portal/shared-api/react';
import { accessRules, formatHoursMinutes, forgottenClockHours } from '@portal/shared-ui';
import { Link } from 'react-router';
import { WORKED_TIME_TEXTS } from './notification-texts';

/**
 * The user's worked time today and this ISO week (`34 h 22 min`), straight from
 * the session payload: the session clock (`followTimeFigures`) and every
 * time-tracking answer keep those figures current. A forgotten clock keeps
 * adding to both, so the figures are marked and lead home, where it is stopped.
 */
export function WorkedTimes() {
  const payload = useSession().payload;
  const clocks = useRunningClocks();
  useSessionClock();
  // Someone who keeps no time of their own (an admin in no team) gets no empty figures.
  if (!payload || !accessRules.tracksOwnTime(payload.user)) return null;
  const forgotten = Math.max(-1, ...clocks.clocks.map((clock) => forgottenClockHours(clock.startedAt, payload.user) ?? -1));
  return (
    <dl className={forgotten >= 0 ? 'worked-times is-forgotten' : 'worked-times'} aria-label={WORKED_TIME_TEXTS.LABEL}>
      <div>
        <dt>{WORKED_TIME_TEXTS.TODAY}</dt>
        <dd data-testid="worked-today">{formatHoursMinutes(payload.day_time)}</dd>
      </div>
      <div>
        <dt>{WORKED_TIME_TEXTS.WEEK}</dt>
        <dd data-testid="worked-week">{formatHoursMinutes(payload.week_time)}</dd>
      </div>
      {forgotten >= 0 && (
        <div>
          <dt className="visually-hidden">{WORKED_TIME_TEXTS.WARNING}</dt>
          <dd>
            <Link
              className="worked-times-warning"
              to="/user"
              aria-label={`${WORKED_TIME_TEXTS.forgotten(forgotten)}. ${WORKED_TIME_TEXTS.FORGOTTEN_HINT}`}
              title={WORKED_TIME_TEXTS.FORGOTTEN_HINT}
            >
              <span aria-hidden="true">⚠ </span>
              <span className="worked-times-warning-long" aria-hidden="true">
                {WORKED_TIME_TEXTS.forgotten(forgotten)}
              </span>
              <span className="worked-times-warning-short" aria-hidden="true">
                {forgotten} h
              </span>
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}
