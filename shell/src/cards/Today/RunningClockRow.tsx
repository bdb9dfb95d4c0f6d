import type { ClockedWork, RunningClock, SessionUser } from '@portal/shared-api';
import { calendarDayOf } from '@portal/shared-api/rules';
import { forgottenClockHours, WorkClock } from '@portal/shared-ui';
import { Link } from 'react-router';

export const taskIdOf = (item: ClockedWork): string => (item['@type'] === 'Task' ? item['@id'] : item.task).split('/').pop() ?? '';

type RunningClockRowProps = { clock: RunningClock; user: SessionUser; busy: boolean; onToggle: (item: ClockedWork) => void };

/**
 * One running clock, counting the period running now, with its pause. One that looks forgotten says for how long it has run, and offers to stop it and
 * to correct the time on the day it started (`/times`, where periods are removed and added by hand).
 */
export function RunningClockRow({ clock, user, busy, onToggle }: RunningClockRowProps) {
  const { item } = clock;
  const hours = forgottenClockHours(clock.startedAt, user);
  const day = calendarDayOf(clock.startedAt, user.timezone || undefined);
  return (
    <li className={hours === null ? 'running-clock' : 'running-clock is-forgotten'}>
      <div className="running-clock-main">
        <Link to={`/taskDetails/${taskIdOf(item)}`}>{item.name}</Link>
        {/* The day's card counts this period only, as /times lists it: the task's whole total (hundreds of hours on a
            long-lived task) belongs to the board and the task's page. */}
        <WorkClock iri={item['@id']} name={item.name} seconds={0} onToggle={() => onToggle(item)} busy={busy} forgotten={hours !== null} />
      </div>
      {hours !== null && (
        <div className="forgotten-clock" role="alert">
          <p>Este reloj lleva en marcha {hours} h</p>
          <div className="forgotten-clock-actions">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onToggle(item)}>
              Detener
            </button>
            <Link className="btn" to={`/times?view=day&date=${day}`}>
              Corregir
            </Link>
          </div>
        </div>
      )}
    </li>
  );
}
