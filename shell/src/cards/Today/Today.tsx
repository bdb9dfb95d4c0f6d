import { type ClockedWork, DEFAULT_ERROR_MESSAGE, type RunningClocksState, type SessionUser, timeTrackingApi } from '@portal/shared-api';
import { useRunningClocks, useSession, useSessionClock } from '@portal/shared-api/react';
import { CardLoadError, EmptyState, ensureRunningClocks, formatRelative, Loader, scheduledSeconds, useClockToggle } from '@portal/shared-ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isoWeekDayIn, TimeAgainstSchedule } from '../time-against-schedule';
import { RunningClockRow, taskIdOf } from './RunningClockRow';

type WorkNowProps = { clocks: RunningClocksState; user: SessionUser; busy: string | null; onToggle: (item: ClockedWork) => void };

/**
 * The day's one action: pause what runs, or resume what the person worked on last, in one click. Before the first
 * answer the loader; a failed read says why with 'Reintentar'.
 */
function WorkNow({ clocks, user, busy, onToggle }: WorkNowProps) {
  if (clocks.failed) {
    return <CardLoadError reason={clocks.failedMessage ?? DEFAULT_ERROR_MESSAGE} onRetry={() => void timeTrackingApi.activeTasks().catch(() => undefined)} />;
  }
  if (!clocks.loaded) return <Loader />;
  if (clocks.clocks.length > 0) {
    return (
      <ul className="widget-list running-clocks" aria-label="Relojes en marcha">
        {clocks.clocks.map((clock) => (
          <RunningClockRow key={clock.item['@id']} clock={clock} user={user} busy={busy === clock.item['@id']} onToggle={onToggle} />
        ))}
      </ul>
    );
  }
  const last = clocks.lastWork;
  if (!last) return <EmptyState message="No tiene ningún reloj en marcha." />;
  const lastEnded = last.history?.[0]?.endedAt;
  return (
    <div className="resume-work">
      <p className="muted">No tiene ningún reloj en marcha.</p>
      <button
        type="button"
        className="btn btn-primary resume-work-action"
        aria-label={`Reanudar el trabajo en ${last.name}`}
        disabled={busy === last['@id']}
        onClick={() => onToggle(last)}
      >
        <span aria-hidden="true">▶</span> Reanudar
      </button>
      <Link className="resume-work-task" to={`/taskDetails/${taskIdOf(last)}`}>
        {last.name}
      </Link>
      {lastEnded && <span className="muted">{formatRelative(lastEnded)}</span>}
    </div>
  );
}

/** The day's start: the clock to pause or the last task to resume, then today's worked time against the schedule. */
export function Today() {
  const { payload } = useSession();
  const clocks = useRunningClocks();
  const { busy, toggle } = useClockToggle();
  // A clock turns forgotten as time passes: judged again on every tick of the session clock.
  useSessionClock();
  useEffect(ensureRunningClocks, []);
  if (!payload) return null;
  const scheduled = scheduledSeconds(payload.user.workSchedule, isoWeekDayIn(payload.user.timezone ?? undefined));
  return (
    <>
      <WorkNow clocks={clocks} user={payload.user} busy={busy} onToggle={(item) => void toggle(item)} />
      <TimeAgainstSchedule worked={payload.day_time} scheduled={scheduled} label="today" />
    </>
  );
}
