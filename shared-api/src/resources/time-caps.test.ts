import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { timeCapsApi } from './time-caps';

let api: FakeApi;
afterEach(() => api.restore());

describe('timeCapsApi', () => {
  it('grants hours as seconds with the requester as an IRI, lists by user and deletes by id', async () => {
    api = installFakeApi({
      'POST /api/time_caps': (request) => ({ status: 201, data: { id: 4, ...(request.body as object), usedTime: 0 } }),
      'GET /api/time_caps?user=12': () => ({ status: 200, data: { 'hydra:member': [{ id: 4, name: 'Bolsa' }] } }),
      'DELETE /api/time_caps/4': () => ({ status: 204, data: '' }),
    });
    await expect(timeCapsApi.grant({ userId: 12, name: 'Bolsa', hours: 10 })).resolves.toEqual({
      id: 4,
      user: '/api/users/12',
      name: 'Bolsa',
      time: 36000,
      usedTime: 0,
    });
    await expect(timeCapsApi.list({ user: 12 })).resolves.toEqual([{ id: 4, name: 'Bolsa' }]);
    await timeCapsApi.remove(4);
    expect(api.calls.map((call) => call.key)).toEqual(['POST /api/time_caps', 'GET /api/time_caps?user=12', 'DELETE /api/time_caps/4']);
  });
});
