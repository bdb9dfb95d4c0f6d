import { installFakeApi } from '../testing/fake-api-adapter';
import { lastKnownSessionUser } from './last-session-storage';
import { login, logout } from './session-actions';
import { USER_ID_STORAGE_KEY } from './user-id-storage';

const payload = {
  user: { '@id': '/api/users/5', id: 5, email: 'ana@empresa.es', name: 'Ana', roles: ['ROLE_USER'] },
  day_time: 0,
  week_time: 0,
};

beforeEach(() => {
  localStorage.clear();
  const api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: payload }), 'POST /api/logout': () => ({ status: 204 }) });
  return () => api.restore();
});

describe('lastKnownSessionUser', () => {
  it('is the person who signed in on this browser, read without asking the server', async () => {
    expect(lastKnownSessionUser()).toBeNull();
    await login('ana@empresa.es', 'Portal2026!');
    expect(lastKnownSessionUser()).toMatchObject({ id: 5, name: 'Ana' });
  });

  it('is nobody once the stored id names someone else, or after signing out', async () => {
    await login('ana@empresa.es', 'Portal2026!');
    localStorage.setItem(USER_ID_STORAGE_KEY, '6');
    expect(lastKnownSessionUser()).toBeNull();
    localStorage.setItem(USER_ID_STORAGE_KEY, '5');
    await logout();
    expect(lastKnownSessionUser()).toBeNull();
  });
});
