import type { LiveFeedListener } from '../live-feed';
import { runningClocksAtom } from '../session/running-clocks';
import { setSessionState } from '../session/session-state';
import { resetAllStores } from '../session/store-reset';
import type { SessionPayload } from '../entities';
import { portalStore } from '../store';
import { loadedFlags } from '../store-flags';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { followRunningClocks } from './follow-running-clocks';

let api: FakeApi;
afterEach(() => {
  api.restore();
  resetAllStores();
});

describe('followRunningClocks', () => {
  it('reloads the running clocks when one of the session user’s entries changes, and ignores everything else', async () => {
    setSessionState({ payload: { user: { id: 7 } } as SessionPayload, ...loadedFlags() });
    const open = { '@id': '/api/work_time_histories/9', '@type': 'WorkTimeHistory', id: 9, user: '/api/users/7', task: '/api/tasks/5', startedAt: 'x', endedAt: null };
    api = installFakeApi({
      'GET /api/getActiveTasks': () => ({
        status: 200,
        data: { 'hydra:member': [{ '@id': '/api/tasks/5', '@type': 'Task', id: 5, name: 'T', team: '/api/teams/1', timeWorking: 0, running: true, history: [open] }] },
      }),
    });
    let deliver: LiveFeedListener = () => undefined;
    const stop = followRunningClocks((listener) => {
      deliver = listener;
      return () => undefined;
    });
    deliver({ ...open, user: '/api/users/8' });
    deliver({ '@id': '/api/tasks/5', '@type': 'Task' });
    deliver('texto');
    expect(api.calls).toEqual([]);
    deliver(open);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/getActiveTasks']);
    expect(portalStore.get(runningClocksAtom).clocks.map((clock) => clock.item['@id'])).toEqual(['/api/tasks/5']);
    stop();
  });
});
