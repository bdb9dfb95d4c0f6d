import type { ClockedWork, SessionPayload } from '../entities';
import { portalStore } from '../store';
import { loadedFlags } from '../store-flags';
import { applyClockAnswer, elapsedSeconds, markRunningClocksLoading, runningClockOn, runningClocksAtom, setRunningClocks } from './running-clocks';
import { sessionAtom, setSessionState } from './session-state';
import { resetAllStores } from './store-reset';

afterEach(() => resetAllStores());

const item = (id: number, running: boolean): ClockedWork => ({ '@id': `/api/tasks/${id}`, '@type': 'Task', id, name: 'T', team: '/api/teams/1', timeWorking: 0, running });

describe('running clocks', () => {
  it('keeps only items with an open entry from getActiveTasks', () => {
    setRunningClocks([
      { ...item(1, true), history: [{ '@id': '/api/work_time_histories/1', id: 1, user: '/api/users/7', startedAt: '2026-05-06T08:00:00+02:00', endedAt: null }] },
      item(2, true),
    ]);
    const state = portalStore.get(runningClocksAtom);
    expect(state.loaded).toBe(true);
    expect(state.clocks.map((clock) => [clock.item.id, clock.startedAt])).toEqual([[1, '2026-05-06T08:00:00+02:00']]);
    expect(runningClockOn(state, '/api/tasks/1')?.item.id).toBe(1);
    expect(runningClockOn(state, '/api/tasks/2')).toBeUndefined();
  });

  it('stays loaded with the clocks read before while a new read runs, and is not loaded before the first', () => {
    markRunningClocksLoading();
    expect(portalStore.get(runningClocksAtom)).toMatchObject({ loading: true, loaded: false });
    setRunningClocks([]);
    markRunningClocksLoading();
    expect(portalStore.get(runningClocksAtom)).toMatchObject({ loading: true, loaded: true, clocks: [] });
  });

  it('an answer adds or removes its item’s clock and carries its figures into the session', () => {
    setSessionState({ payload: { day_time: 1, week_time: 2 } as SessionPayload, ...loadedFlags() });
    const now = new Date('2026-05-06T10:00:00Z');
    applyClockAnswer({ entity: item(3, true), info: [], day_time: 30, week_time: 40 }, now);
    expect(portalStore.get(runningClocksAtom).clocks).toEqual([{ item: item(3, true), startedAt: now.toISOString() }]);
    expect(portalStore.get(sessionAtom).payload).toMatchObject({ day_time: 30, week_time: 40 });
    applyClockAnswer({ entity: item(3, false), info: [], day_time: 31, week_time: 41 });
    expect(portalStore.get(runningClocksAtom).clocks).toEqual([]);
    expect(portalStore.get(sessionAtom).payload).toMatchObject({ day_time: 31, week_time: 41 });
  });

  it('keeps the last work getActiveTasks names, replaced by each pause and kept by reads that do not name it', () => {
    setRunningClocks([], item(5, false));
    expect(portalStore.get(runningClocksAtom).lastWork?.id).toBe(5);
    applyClockAnswer({ entity: item(6, true), info: [], day_time: 0, week_time: 0 });
    expect(portalStore.get(runningClocksAtom).lastWork?.id).toBe(5);
    applyClockAnswer({ entity: item(6, false), info: [], day_time: 0, week_time: 0 });
    expect(portalStore.get(runningClocksAtom).lastWork?.id).toBe(6);
    setRunningClocks([]);
    expect(portalStore.get(runningClocksAtom).lastWork?.id).toBe(6);
    setRunningClocks([], null);
    expect(portalStore.get(runningClocksAtom).lastWork).toBeNull();
  });

  it('counts elapsed whole seconds and empties on a store reset', () => {
    applyClockAnswer({ entity: item(4, true), info: [], day_time: 0, week_time: 0 }, new Date('2026-05-06T10:00:00Z'));
    const [clock] = portalStore.get(runningClocksAtom).clocks;
    expect(clock && elapsedSeconds(clock, new Date('2026-05-06T10:01:30.900Z'))).toBe(90);
    resetAllStores();
    expect(portalStore.get(runningClocksAtom).clocks).toEqual([]);
  });
});
