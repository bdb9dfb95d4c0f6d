import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { justificationsApi } from './justifications';

let api: FakeApi;
afterEach(() => api.restore());

describe('justificationsApi', () => {
  it('lists by status and approves or denies through the action paths, answering the updated item', async () => {
    api = installFakeApi({
      'GET /api/justifications?status=false&decidable=true': () => ({ status: 200, data: { 'hydra:member': [{ id: 8 }] } }),
      'GET /api/justifications?status=true&decidable=true': () => ({ status: 200, data: { 'hydra:member': [] } }),
      'PUT /api/approveJustification/8': () => ({ status: 200, data: { id: 8, status: true, authorized: true } }),
      'PUT /api/denyJustification/8': () => ({ status: 200, data: { id: 8, status: true, authorized: false } }),
    });
    await expect(justificationsApi.listByStatus(false)).resolves.toEqual([{ id: 8 }]);
    await expect(justificationsApi.listByStatus(true)).resolves.toEqual([]);
    await expect(justificationsApi.approve(8)).resolves.toEqual({ id: 8, status: true, authorized: true });
    await expect(justificationsApi.deny(8)).resolves.toEqual({ id: 8, status: true, authorized: false });
    expect(api.calls.map((call) => call.key)).toEqual([
      'GET /api/justifications?status=false&decidable=true',
      'GET /api/justifications?status=true&decidable=true',
      'PUT /api/approveJustification/8',
      'PUT /api/denyJustification/8',
    ]);
  });
});
