import { AxiosError } from 'axios';
import { portalStore } from '../store';
import { type FakeApi, type FakeHandler, installFakeApi } from '../testing/fake-api-adapter';
import { currentSessionUser } from './current-session-user';
import { LAST_SESSION_STORAGE_KEY } from './last-session-storage';
import { ServerUnreachableError } from './server-unreachable';
import { login, RESTORE_TIMEOUT_MS, restoreSession } from './session-actions';
import { sessionAtom } from './session-state';
import { resetAllStores } from './store-reset';
import { USER_ID_STORAGE_KEY } from './user-id-storage';

const payload = {
  user: { '@id': '/api/users/5', id: 5, email: 'ana@empresa.es', name: 'Ana', roles: ['ROLE_USER', 'ROLE_TEAM_MANAGER'] },
  day_time: 60,
  week_time: 120,
};

const serverDown: FakeHandler = () => ({ status: 503, data: '<html>Service Unavailable</html>' });
const connectionRefused: FakeHandler = ({ config }) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};
const timedOut: FakeHandler = ({ config }) => {
  throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
};

let api: FakeApi | null = null;
const answer = (handler: FakeHandler) => {
  api?.restore();
  api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: payload }), 'GET /api/session/5': handler });
};
const session = () => portalStore.get(sessionAtom);

/** A reload: the store is empty again, local storage is what the last page left. */
function reloadPage() {
  const kept = { ...localStorage };
  resetAllStores();
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
}

afterEach(() => {
  api?.restore();
  api = null;
  resetAllStores();
});

describe('restoring the session while the API cannot be reached', () => {
  it.each([
    ['a 503', serverDown],
    ['a refused connection', connectionRefused],
    ['a timeout', timedOut],
  ])('keeps the session and offers the last known person after %s', async (_failure, failure) => {
    answer(() => ({ status: 200, data: payload }));
    await login('ana@empresa.es', 'secreto');
    reloadPage();
    answer(failure);
    await expect(restoreSession()).resolves.toMatchObject({ user: { name: 'Ana', roles: ['ROLE_USER', 'ROLE_TEAM_MANAGER'] } });
    expect(session()).toMatchObject({ unreachable: true, loaded: true, payload: { user: { id: 5 } } });
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe('5');
    expect(await currentSessionUser()).toMatchObject({ name: 'Ana' });
  });

  it('gives up on a hanging API after the restore deadline', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    let deadline: number | undefined;
    answer(({ config }) => {
      deadline = config.timeout;
      return { status: 200, data: payload };
    });
    await restoreSession();
    expect(deadline).toBe(RESTORE_TIMEOUT_MS);
  });

  it('with nobody known, throws to the router instead of answering "signed out", and asks again next time', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    answer(connectionRefused);
    await expect(currentSessionUser()).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe('5');
    answer(() => ({ status: 200, data: payload }));
    expect(await currentSessionUser()).toMatchObject({ name: 'Ana' });
    expect(session().unreachable).toBeUndefined();
  });

  it('keeps the person on screen while it asks again, then takes the fresh payload', async () => {
    answer(() => ({ status: 200, data: payload }));
    await login('ana@empresa.es', 'secreto');
    reloadPage();
    answer(serverDown);
    await restoreSession();
    const states: unknown[] = [];
    const stop = portalStore.sub(sessionAtom, () => states.push(session().payload?.user.name));
    answer(() => ({ status: 200, data: { ...payload, user: { ...payload.user, name: 'Ana María' } } }));
    await restoreSession();
    stop();
    expect(states).toEqual(['Ana María']);
    expect(JSON.parse(localStorage.getItem(LAST_SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ user: { name: 'Ana María' } });
  });

  it('never shows another user’s last session', async () => {
    answer(() => ({ status: 200, data: payload }));
    await login('ana@empresa.es', 'secreto');
    localStorage.setItem(USER_ID_STORAGE_KEY, '6');
    reloadPage();
    api?.restore();
    api = installFakeApi({ 'GET /api/session/6': serverDown });
    await expect(restoreSession()).resolves.toBeNull();
    await expect(currentSessionUser()).rejects.toBeInstanceOf(ServerUnreachableError);
  });
});

describe('a 401 while restoring', () => {
  it('still signs out: no stored id, no last session, nobody to show', async () => {
    answer(() => ({ status: 200, data: payload }));
    await login('ana@empresa.es', 'secreto');
    reloadPage();
    answer(() => ({ status: 401, data: { error: 'Sesión caducada' } }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_SESSION_STORAGE_KEY)).toBeNull();
    expect(await currentSessionUser()).toBeNull();
  });
});
