import { portalStore } from '../store';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { currentSessionUser } from './current-session-user';
import { sessionAtom } from './session-state';
import { resetAllStores } from './store-reset';
import { USER_ID_STORAGE_KEY } from './user-id-storage';

const payload = { user: { '@id': '/api/users/5', id: 5, email: 'ana@empresa.es', name: 'Ana', roles: ['ROLE_USER'] } };

let api: FakeApi | null = null;

afterEach(() => {
  api?.restore();
  api = null;
  resetAllStores();
});

describe('currentSessionUser', () => {
  it('restores the stored session once for concurrent callers and then reads the store', async () => {
    api = installFakeApi({ 'GET /api/session/5': () => ({ status: 200, data: payload }) });
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    const [first, second] = await Promise.all([currentSessionUser(), currentSessionUser()]);
    expect(first?.id).toBe(5);
    expect(second?.id).toBe(5);
    expect(await currentSessionUser()).toMatchObject({ email: 'ana@empresa.es' });
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/session/5']);
  });

  it('answers null without asking the server when no user id is stored', async () => {
    api = installFakeApi({});
    expect(await currentSessionUser()).toBeNull();
    expect(api.calls).toEqual([]);
    expect(portalStore.get(sessionAtom).loaded).toBe(true);
  });
});
