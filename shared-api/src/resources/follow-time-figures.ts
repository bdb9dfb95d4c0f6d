import { sessionClockAtom } from '../session/session-clock';
import { sessionAtom } from '../session/session-state';
import { portalStore } from '../store';
import { timeTrackingApi } from './time-tracking';

/**
 * Keeps the session's `day_time`/`week_time` current while a clock runs
 * elsewhere or the day turns: every tick of the session clock (30 s) asks the
 * server for the figures (`GET /api/self_time`), which go to the session like
 * every time-tracking answer's. Returns the function that stops following.
 */
export function followTimeFigures(): () => void {
  return portalStore.sub(sessionClockAtom, () => {
    if (portalStore.get(sessionAtom).payload) timeTrackingApi.selfTime().catch(() => undefined);
  });
}
