import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { calendarAssignmentsApi } from './calendar-assignments';

let api: FakeApi;
afterEach(() => api.restore());

describe('calendarAssignmentsApi', () => {
  it('lists pending holidays, accepts, and rejects with a trimmed reason or none', async () => {
    api = installFakeApi({
      'GET /api/calendar_assignments?type=1&managed=false&decidable=true': () => ({ status: 200, data: { 'hydra:member': [{ id: 40 }] } }),
      'PUT /api/calendar_assignments/40': () => ({ status: 200, data: { id: 40 } }),
    });
    await expect(calendarAssignmentsApi.listPending()).resolves.toEqual([{ id: 40 }]);
    await calendarAssignmentsApi.accept(40);
    await calendarAssignmentsApi.reject(40, '  Falta personal ');
    await calendarAssignmentsApi.reject(40, '   ');
    await calendarAssignmentsApi.reject(40);
    expect(api.calls).toEqual([
      { key: 'GET /api/calendar_assignments?type=1&managed=false&decidable=true', body: null },
      { key: 'PUT /api/calendar_assignments/40', body: { authorized: true, managed: true } },
      { key: 'PUT /api/calendar_assignments/40', body: { authorized: false, managed: true, rejectReason: 'Falta personal' } },
      { key: 'PUT /api/calendar_assignments/40', body: { authorized: false, managed: true } },
      { key: 'PUT /api/calendar_assignments/40', body: { authorized: false, managed: true } },
    ]);
  });
});
