import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { timelineApi } from './timeline';

let api: FakeApi;
afterEach(() => api.restore());

describe('timelineApi', () => {
  it('asks for one department’s day, sending only the filters that are set', async () => {
    api = installFakeApi({
      'GET /api/timeline/2026-03-10/4': () => ({ status: 200, data: [{ id: 1 }] }),
      'GET /api/timeline/2026-03-10/4?team=9&user=7&deleted=true': () => ({ status: 200, data: [] }),
    });
    await expect(timelineApi.day('2026-03-10', 4)).resolves.toEqual([{ id: 1 }]);
    await expect(timelineApi.day('2026-03-10', 4, { team: 9, user: 7, deleted: true })).resolves.toEqual([]);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/timeline/2026-03-10/4', 'GET /api/timeline/2026-03-10/4?team=9&user=7&deleted=true']);
  });
});
