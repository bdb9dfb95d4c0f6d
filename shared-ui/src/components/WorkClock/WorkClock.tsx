import { elapsedSeconds, type Iri, runningClockOn } from '@portal/shared-api';
import { useRunningClocks, useSessionUser } from '@portal/shared-api/react';
import { formatClock, formatHoursMinutes } from '../../format';
import { useEffect, useRef, useState } from 'react';
import { ensureRunningClocks } from './ensure-running-clocks';
import { forgottenClockHours } from './long-clock';

/** Re-renders every second while `running`, so a clock ticks. */
function useTick(running: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
}

/**
 * A paused clock keeps showing the time it reached until the screen's figures
 * (`seconds`) are reloaded with the closed period in them, so it never drops
 * back to the old total in between.
 */
function useHeldAfterPause(live: number, running: boolean, seconds: number): number {
  const held = useRef<{ value: number; seconds: number } | null>(null);
  const lastRunning = useRef<number | null>(running ? live : null);
  if (!running && lastRunning.current !== null) held.current = { value: lastRunning.current, seconds };
  lastRunning.current = running ? live : null;
  if (running || (held.current && held.current.seconds !== seconds)) held.current = null;
  return held.current ? Math.max(held.current.value, live) : live;
}

type WorkClockProps = {
  /** The task or subtask the clock is about. */
  iri: Iri;
  name: string;
  /** Seconds of its closed work periods. */
  seconds: number;
  onToggle: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** A running clock that looks forgotten is drawn as a warning, not as work going well. */
  forgotten?: boolean;
  /** Judge that here, from the session user's schedule, when the screen does not say it (`forgotten`). */
  warnIfForgotten?: boolean;
};

/** Worked time with play/pause; the session user's running clock on it ticks, with seconds only while it runs. */
export function WorkClock({ iri, name, seconds, onToggle, busy = false, disabled = false, forgotten = false, warnIfForgotten = false }: WorkClockProps) {
  // The portal's running clocks load once, whichever clock shows first; a route's cancelled load must not stop them.
  useEffect(ensureRunningClocks, []);
  const clock = runningClockOn(useRunningClocks(), iri);
  const user = useSessionUser();
  const drawnForgotten = forgotten || (warnIfForgotten && clock !== undefined && forgottenClockHours(clock.startedAt, user) !== null);
  useTick(clock !== undefined);
  const live = seconds + (clock ? elapsedSeconds(clock) : 0);
  const total = useHeldAfterPause(live, clock !== undefined, seconds);
  const label = clock ? `Pausar el trabajo en ${name}` : `Empezar a trabajar en ${name}`;
  return (
    <span className={`work-clock${clock ? (drawnForgotten ? ' is-forgotten' : ' is-running') : ''}`}>
      <button
        type="button"
        className="work-clock-toggle"
        aria-label={label}
        title={label}
        aria-pressed={clock !== undefined}
        disabled={busy || disabled}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <span aria-hidden="true">{clock ? '❚❚' : '▶'}</span>
      </button>
      <span className="work-clock-time" role="timer" aria-label={`Tiempo trabajado en ${name}`}>
        {clock ? formatClock(total) : formatHoursMinutes(total)}
      </span>
    </span>
  );
}
