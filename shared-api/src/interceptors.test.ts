import { apiClient } from './client';
import { consoleNotifier, type Notifier, setNotifier } from './notifier';
import { type FakeApi, installFakeApi } from './testing/fake-api-adapter';
import { onSessionChange } from './unauthorized';

let api: FakeApi;
let notifier: { error: jest.Mock; info: jest.Mock };

beforeEach(() => {
  notifier = { error: jest.fn(), info: jest.fn() };
  setNotifier(notifier satisfies Notifier);
});

afterEach(() => {
  api.restore();
  setNotifier(consoleNotifier);
  localStorage.clear();
});

describe('error notices', () => {
  it('tells the notifier the message of a failed call made with notifyErrors: true', async () => {
    api = installFakeApi({ 'GET /api/teams': () => ({ status: 422, data: { error: 'El nombre de equipo no puede estar vacío' } }) });
    await expect(apiClient.get('teams', { notifyErrors: true })).rejects.toThrow();
    expect(notifier.error).toHaveBeenCalledWith('El nombre de equipo no puede estar vacío');
  });

  it('stays silent by default', async () => {
    api = installFakeApi({ 'GET /api/teams': () => ({ status: 500, data: { error: 'Error interno' } }) });
    await expect(apiClient.get('teams')).rejects.toThrow();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('does not treat a cancelled call as a failure', async () => {
    api = installFakeApi({ 'GET /api/teams': () => ({ status: 200, data: [] }) });
    const controller = new AbortController();
    controller.abort();
    await expect(apiClient.get('teams', { signal: controller.signal, notifyErrors: true })).rejects.toThrow();
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('info notices', () => {
  it('joins the info sentences of a successful answer', async () => {
    api = installFakeApi({
      'PUT /api/task/3/timeWorking2': () => ({ status: 200, data: { id: 3, info: ['Tarea pausada.', 'Llevas 4h hoy.'] } }),
    });
    await apiClient.put('task/3/timeWorking2', { tzOffset: -60 });
    expect(notifier.info).toHaveBeenCalledWith('Tarea pausada. Llevas 4h hoy.');
  });

  it('says nothing for an empty or missing info list', async () => {
    api = installFakeApi({
      'GET /api/a': () => ({ status: 200, data: { info: [] } }),
      'GET /api/b': () => ({ status: 200, data: { id: 1 } }),
    });
    await apiClient.get('a');
    await apiClient.get('b');
    expect(notifier.info).not.toHaveBeenCalled();
  });
});

describe('the 401 rule', () => {
  it('clears local storage and announces the session change', async () => {
    api = installFakeApi({ 'GET /api/teams': () => ({ status: 401, data: { code: 401, message: 'Expired JWT Token' } }) });
    localStorage.setItem('portal.userId', '5');
    const changed = jest.fn();
    const stop = onSessionChange(changed);
    await expect(apiClient.get('teams')).rejects.toThrow();
    stop();
    expect(localStorage.length).toBe(0);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('is skipped with ignoreUnauthorized', async () => {
    api = installFakeApi({ 'POST /api/login': () => ({ status: 401, data: { message: 'Invalid credentials.' } }) });
    localStorage.setItem('portal.userId', '5');
    const changed = jest.fn();
    const stop = onSessionChange(changed);
    await expect(apiClient.post('login', {}, { ignoreUnauthorized: true })).rejects.toThrow();
    stop();
    expect(localStorage.getItem('portal.userId')).toBe('5');
    expect(changed).not.toHaveBeenCalled();
  });

  it('does not fire on other failures', async () => {
    api = installFakeApi({ 'GET /api/teams': () => ({ status: 403, data: { error: 'Forbidden' } }) });
    const changed = jest.fn();
    const stop = onSessionChange(changed);
    await expect(apiClient.get('teams')).rejects.toThrow();
    stop();
    expect(changed).not.toHaveBeenCalled();
  });
});
