import type { AutoTaskValue } from '../rules/auto-tasks';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { autoTasksApi } from './auto-tasks';

let api: FakeApi;
afterEach(() => api.restore());

const weekly: AutoTaskValue = { name: 'Copia semanal', email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 2, cadence_data: [1, 3], due: 2, users: [7] };

describe('autoTasksApi', () => {
  it('reads the offered departments and teams, and the team’s auto_task rows; creates and deletes them', async () => {
    api = installFakeApi({
      'GET /api/automation/departments': () => ({ status: 200, data: { 'hydra:member': [{ id: 2, name: 'IT' }] } }),
      'GET /api/automation/teams?department=2': () => ({ status: 200, data: { 'hydra:member': [{ id: 3, name: 'Soporte' }] } }),
      'GET /api/configurations?name=auto_task&data=3': () => ({ status: 200, data: { 'hydra:member': [{ id: 121, value: weekly }] } }),
      'POST /api/configurations': (request) => ({ status: 201, data: { id: 122, ...(request.body as object) } }),
      'DELETE /api/configurations/122': () => ({ status: 204, data: '' }),
    });
    await expect(autoTasksApi.departments()).resolves.toEqual([{ id: 2, name: 'IT' }]);
    await expect(autoTasksApi.teams(2)).resolves.toEqual([{ id: 3, name: 'Soporte' }]);
    await expect(autoTasksApi.listForTeam(3)).resolves.toEqual([{ id: 121, value: weekly }]);
    await expect(autoTasksApi.create(3, weekly)).resolves.toEqual({ id: 122, name: 'auto_task', data: '3', value: weekly });
    await expect(autoTasksApi.create(3, weekly, 7)).resolves.toEqual({ id: 122, name: 'auto_task', data: '3', value: weekly, user: '/api/users/7' });
    await autoTasksApi.remove(122);
    expect(api.calls.map((call) => call.key)).toEqual([
      'GET /api/automation/departments',
      'GET /api/automation/teams?department=2',
      'GET /api/configurations?name=auto_task&data=3',
      'POST /api/configurations',
      'POST /api/configurations',
      'DELETE /api/configurations/122',
    ]);
  });
});
