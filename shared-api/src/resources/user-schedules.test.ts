import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { userSchedulesApi } from './user-schedules';

let api: FakeApi;
afterEach(() => api.restore());

describe('userSchedulesApi', () => {
  it('lists pending requests, accepts with authorized: true and rejects by deleting', async () => {
    api = installFakeApi({
      'GET /api/user_schedules?authorized=false&decidable=true': () => ({ status: 200, data: { 'hydra:member': [{ id: 3 }] } }),
      'PUT /api/user_schedules/3': () => ({ status: 200, data: { id: 3, authorized: true } }),
      'DELETE /api/user_schedules/4': () => ({ status: 204 }),
    });
    await expect(userSchedulesApi.listPending()).resolves.toEqual([{ id: 3 }]);
    await userSchedulesApi.accept(3);
    await userSchedulesApi.reject(4);
    expect(api.calls).toEqual([
      { key: 'GET /api/user_schedules?authorized=false&decidable=true', body: null },
      { key: 'PUT /api/user_schedules/3', body: { authorized: true } },
      { key: 'DELETE /api/user_schedules/4', body: null },
    ]);
  });
});
