import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { searchUserSummaries } from './users';

let api: FakeApi;
afterEach(() => api.restore());

const ana = { '@id': '/api/users/7', '@type': 'User', id: 7, name: 'Ana García', email: 'ana.garcia@empresa.es', image: null, deleted: false };

describe('searchUserSummaries', () => {
  it('asks the server for one page of slim summaries for the trimmed text', async () => {
    api = installFakeApi({
      'GET /api/users?search=garc%C3%ADa&summary=1&page=1&itemsPerPage=10': () => ({ status: 200, data: { 'hydra:member': [ana] } }),
    });
    await expect(searchUserSummaries('  garcía ')).resolves.toEqual([ana]);
    expect(api.calls).toHaveLength(1);
  });

  it('passes the abort signal through and rejects when the server fails', async () => {
    api = installFakeApi({ 'GET /api/users?search=ana&summary=1&page=1&itemsPerPage=5': ({ config }) => ({ status: config.signal ? 500 : 200 }) });
    const controller = new AbortController();
    await expect(searchUserSummaries('ana', { signal: controller.signal, notifyErrors: false } as object, 5)).rejects.toBeTruthy();
  });
});
