import { closeLiveFeed, openLiveFeed } from '../live-feed';
import { portalStore } from '../store';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { handleUnauthorized } from '../unauthorized';
import { login, logout, refreshSession, restoreSession } from './session-actions';
import { sessionAtom } from './session-state';
import { resetAllStores } from './store-reset';
import { USER_ID_STORAGE_KEY } from './user-id-storage';

const user = {
  '@id': '/api/users/5',
  id: 5,
  email: 'ana@empresa.es',
  name: 'Ana',
  roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'],
  subdepartments: [],
};
const payload = {
  user,
  day_time: 5400,
  week_time: 61200,
  lock: false,
  lock_tasks: false,
  min_lock: 0,
  max_lock: 0,
  last_monday: '2024-04-29',
  last_sunday: '2024-05-05',
};

let api: FakeApi | null = null;
const session = () => portalStore.get(sessionAtom);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  api?.restore();
  api = null;
  resetAllStores();
});

describe('login', () => {
  it('posts the credentials, stores the user id and loads the session', async () => {
    api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: payload }) });
    await expect(login('ana@empresa.es', 'secreto')).resolves.toMatchObject({ user: { id: 5 } });
    expect(api.calls).toEqual([{ key: 'POST /api/login', body: { username: 'ana@empresa.es', password: 'secreto' } }]);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe('5');
    expect(session()).toMatchObject({ loaded: true, loading: false, failed: false, payload: { day_time: 5400 } });
  });

  it('turns roles sent as an object into a list', async () => {
    const rolesObject = { 0: 'ROLE_USER', 2: 'ROLE_ADMIN' };
    api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: { ...payload, user: { ...user, roles: rolesObject } } }) });
    const result = await login('ana@empresa.es', 'secreto');
    expect(result.user.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(session().payload?.user.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
  });

  it('records a failure, rethrows it, and neither toasts nor logs out on 401', async () => {
    api = installFakeApi({ 'POST /api/login': () => ({ status: 401, data: { error: 'Credenciales no válidas' } }) });
    localStorage.setItem('other', 'kept');
    await expect(login('ana@empresa.es', 'mal')).rejects.toMatchObject({ response: { status: 401 } });
    expect(session()).toMatchObject({ payload: null, loading: false, failed: true, failedMessage: 'Credenciales no válidas' });
    expect(localStorage.getItem('other')).toBe('kept');
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('restoreSession', () => {
  it('without a stored id, loads an empty session without calling the server', async () => {
    api = installFakeApi({});
    await expect(restoreSession()).resolves.toBeNull();
    expect(api.calls).toEqual([]);
    expect(session()).toMatchObject({ payload: null, loaded: true, failed: false });
  });

  it('with a stored id, restores the session from /api/session/{id}', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 200, data: payload }) });
    await expect(restoreSession()).resolves.toMatchObject({ user: { id: 5 } });
    expect(session()).toMatchObject({ loaded: true, payload: { user: { email: 'ana@empresa.es' } } });
  });

  it('drops a stored id the server refuses, silently', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 403, data: { error: 'Forbidden' } }) });
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(session()).toMatchObject({ payload: null, loaded: true, failed: true, failedMessage: 'Forbidden' });
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  it('replaces the loaded payload without passing through a loading state', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 200, data: payload }) });
    await restoreSession();
    const renamed = { ...payload, user: { ...payload.user, name: 'Ana María' } };
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 200, data: renamed }) });
    const states: unknown[] = [];
    const stop = portalStore.sub(sessionAtom, () => states.push(portalStore.get(sessionAtom)));
    await refreshSession();
    stop();
    expect(states).toEqual([expect.objectContaining({ loading: false, loaded: true, payload: expect.objectContaining({ user: expect.objectContaining({ name: 'Ana María' }) }) })]);
  });

  it('keeps the shown session when the server fails', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 200, data: payload }) });
    await restoreSession();
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 500, data: {} }) });
    await refreshSession();
    expect(session()).toMatchObject({ loaded: true, failed: false, payload: { user: { name: 'Ana' } } });
  });
});

describe('logout', () => {
  class FakeEventSource {
    static instances: FakeEventSource[] = [];
    closed = false;
    constructor() {
      FakeEventSource.instances.push(this);
    }
    addEventListener() {}
    close() {
      this.closed = true;
    }
  }

  beforeEach(() => {
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });

  afterEach(() => {
    closeLiveFeed();
    Reflect.deleteProperty(globalThis, 'EventSource');
  });

  it('tells the server, clears the session and cached data, and closes the live feed', async () => {
    api = installFakeApi({
      'POST /api/login': () => ({ status: 200, data: payload }),
      'POST /api/logout': () => ({ status: 204 }),
    });
    await login('ana@empresa.es', 'secreto');
    openLiveFeed('/hub');
    sessionStorage.setItem('provincias', '[]');
    await logout();
    expect(api.calls.map((call) => call.key)).toContain('POST /api/logout');
    expect(session()).toEqual({ payload: null, loading: false, loaded: false, failed: false, failedMessage: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });

  it('logs out locally even when the server call fails', async () => {
    api = installFakeApi({
      'POST /api/login': () => ({ status: 200, data: payload }),
      'POST /api/logout': () => ({ status: 500 }),
    });
    await login('ana@empresa.es', 'secreto');
    await logout();
    expect(session().payload).toBeNull();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('a lost session (401)', () => {
  it('resets the session store', async () => {
    api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: payload }) });
    await login('ana@empresa.es', 'secreto');
    handleUnauthorized();
    expect(session()).toMatchObject({ payload: null, loaded: false });
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
  });
});
