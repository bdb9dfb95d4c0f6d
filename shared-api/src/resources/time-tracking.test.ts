import type { ClockedWork, SessionPayload } from '../entities';
import { setNotifier } from '../notifier';
import { runningClocksAtom } from '../session/running-clocks';
import { sessionAtom, setSessionState } from '../session/session-state';
import { resetAllStores } from '../session/store-reset';
import { portalStore } from '../store';
import { loadedFlags } from '../store-flags';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { timeTrackingApi } from './time-tracking';

let api: FakeApi;
const notifier = { error: jest.fn(), info: jest.fn() };
beforeEach(() => {
  setNotifier(notifier);
  setSessionState({ payload: { day_time: 0, week_time: 0 } as SessionPayload, ...loadedFlags() });
});
afterEach(() => {
  api.restore();
  resetAllStores();
  jest.clearAllMocks();
});

const task = (id: number, running: boolean, startedAt?: string): ClockedWork => ({
  '@id': `/api/tasks/${id}`,
  '@type': 'Task',
  id,
  name: `Tarea ${id}`,
  team: '/api/teams/3',
  timeWorking: 60,
  running,
  ...(startedAt ? { history: [{ '@id': '/api/work_time_histories/9', id: 9, user: '/api/users/7', startedAt, endedAt: null }] } : {}),
});
const figures = () => {
  const { payload } = portalStore.get(sessionAtom);
  return [payload?.day_time, payload?.week_time];
};
const clockIds = () => portalStore.get(runningClocksAtom).clocks.map((clock) => clock.item['@id']);

describe('timeTrackingApi', () => {
  it('starts a clock: sends tzOffset, shows one joined info toast, updates the session figures and reloads the running clocks', async () => {
    api = installFakeApi({
      'PUT /api/task/5/timeWorking2': () => ({
        status: 200,
        data: { entity: task(5, true), info: ['Se ha pausado la tarea "Tarea 4"', 'Se ha iniciado la tarea "Tarea 5"'], day_time: 120, week_time: 3600 },
      }),
      'GET /api/getActiveTasks': () => ({ status: 200, data: { 'hydra:member': [task(5, true, '2026-05-06T09:00:00+02:00')] } }),
    });
    await timeTrackingApi.toggleTask(5);
    expect(api.calls.map((call) => call.key)).toEqual(['PUT /api/task/5/timeWorking2', 'GET /api/getActiveTasks']);
    expect(api.calls[0]?.body).toEqual({ tzOffset: new Date().getTimezoneOffset() });
    expect(notifier.info).toHaveBeenCalledTimes(1);
    expect(notifier.info).toHaveBeenCalledWith('Se ha pausado la tarea "Tarea 4". Se ha iniciado la tarea "Tarea 5".');
    expect(figures()).toEqual([120, 3600]);
    expect(portalStore.get(runningClocksAtom).clocks).toEqual([{ item: task(5, true, '2026-05-06T09:00:00+02:00'), startedAt: '2026-05-06T09:00:00+02:00' }]);
  });

  it('pauses a subtask clock without reloading and drops it from the running clocks', async () => {
    api = installFakeApi({
      'GET /api/getActiveTasks': () => ({
        status: 200,
        data: { 'hydra:member': [{ ...task(8, true, '2026-05-06T09:00:00+02:00'), '@id': '/api/subtasks/8', '@type': 'Subtask', task: '/api/tasks/5' }] },
      }),
      'PUT /api/subtask/8/timeWorking': () => ({
        status: 200,
        data: { entity: { ...task(8, false), '@id': '/api/subtasks/8', '@type': 'Subtask', task: '/api/tasks/5' }, info: [], day_time: 10, week_time: 20 },
      }),
    });
    await timeTrackingApi.activeTasks();
    expect(clockIds()).toEqual(['/api/subtasks/8']);
    await timeTrackingApi.toggleSubtask(8);
    expect(clockIds()).toEqual([]);
    expect(figures()).toEqual([10, 20]);
    expect(notifier.info).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/getActiveTasks', 'PUT /api/subtask/8/timeWorking']);
  });

  it('a refused start (409) can toast the server’s message and changes neither clocks nor figures', async () => {
    api = installFakeApi({
      'PUT /api/task/5/timeWorking2': () => ({ status: 409, data: { error: 'Tareas bloqueadas: justifique el tiempo pendiente de la semana anterior' } }),
    });
    await expect(timeTrackingApi.toggleTask(5, { notifyErrors: true })).rejects.toThrow();
    expect(notifier.error).toHaveBeenCalledWith('Tareas bloqueadas: justifique el tiempo pendiente de la semana anterior');
    expect(clockIds()).toEqual([]);
    expect(figures()).toEqual([0, 0]);
  });

  it('manual entries go as IRIs; entries, deletion and self time keep the session figures current', async () => {
    api = installFakeApi({
      'POST /api/createTimeHistory': () => ({ status: 201, data: { entity: { id: 9 }, info: [], day_time: 3600, week_time: 7200 } }),
      'GET /api/work_time_histories?subtask=4': () => ({ status: 200, data: { 'hydra:member': [{ id: 9 }] } }),
      'DELETE /api/deleteTimeHistory/9': () => ({ status: 200, data: { day_time: 0, week_time: 3600 } }),
      'GET /api/self_time': () => ({ status: 200, data: { day_time: 5, week_time: 6 } }),
      'GET /api/get_time_work_day/2026-05-06/7': () => ({ status: 200, data: { date: '2026-05-06', seconds: 1 } }),
      'GET /api/get_time_work_week/7': () => ({ status: 200, data: { week_start: '2026-05-04', seconds: 2 } }),
    });
    await timeTrackingApi.createEntry({ task: 55, startedAt: '2026-05-06T08:00:00+02:00', endedAt: '2026-05-06T09:00:00+02:00' });
    expect(api.calls[0]?.body).toEqual({ task: '/api/tasks/55', subtask: null, startedAt: '2026-05-06T08:00:00+02:00', endedAt: '2026-05-06T09:00:00+02:00' });
    expect(figures()).toEqual([3600, 7200]);
    await expect(timeTrackingApi.histories({ subtask: 4 })).resolves.toEqual([{ id: 9 }]);
    await timeTrackingApi.deleteEntry(9);
    expect(figures()).toEqual([0, 3600]);
    await timeTrackingApi.selfTime();
    expect(figures()).toEqual([5, 6]);
    await expect(timeTrackingApi.day('2026-05-06', 7)).resolves.toMatchObject({ seconds: 1 });
    await expect(timeTrackingApi.week(7)).resolves.toMatchObject({ seconds: 2 });
    expect(notifier.info).not.toHaveBeenCalled();
  });

  it('a failed load of the running clocks is recorded in the store', async () => {
    api = installFakeApi({ 'GET /api/getActiveTasks': () => ({ status: 500, data: { error: 'Error interno' } }) });
    await expect(timeTrackingApi.activeTasks()).rejects.toThrow();
    expect(portalStore.get(runningClocksAtom)).toMatchObject({ failed: true, failedMessage: 'Error interno', clocks: [] });
  });
});
