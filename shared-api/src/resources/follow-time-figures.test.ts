import type { SessionPayload } from '../entities';
import { SESSION_CLOCK_MS, startSessionClock } from '../session/session-clock';
import { sessionAtom, setSessionState } from '../session/session-state';
import { resetAllStores } from '../session/store-reset';
import { portalStore } from '../store';
import { loadedFlags } from '../store-flags';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { followTimeFigures } from './follow-time-figures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  resetAllStores();
  jest.useRealTimers();
});

it('asks the server for the session’s figures on every session-clock tick, until stopped', async () => {
  jest.useFakeTimers();
  setSessionState({ payload: { user: { id: 7 }, day_time: 60, week_time: 600 } as SessionPayload, ...loadedFlags() });
  api = installFakeApi({ 'GET /api/self_time': () => ({ status: 200, data: { day_time: 90, week_time: 630 } }) });
  const stop = followTimeFigures();
  startSessionClock();

  await jest.advanceTimersByTimeAsync(SESSION_CLOCK_MS - 1);
  expect(api.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(portalStore.get(sessionAtom).payload).toMatchObject({ day_time: 90, week_time: 630 });

  stop();
  await jest.advanceTimersByTimeAsync(SESSION_CLOCK_MS);
  expect(api.calls).toHaveLength(1);
});
