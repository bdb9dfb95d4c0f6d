import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { tasksApi } from './tasks';

let api: FakeApi;
afterEach(() => api.restore());

describe('tasksApi', () => {
  it('raises an incident with status 2, adding the message only when it has text', async () => {
    api = installFakeApi({ 'POST /api/tasks': () => ({ status: 201, data: { id: 55 } }) });
    await tasksApi.raiseIncident({ name: ' Impresora ', teamId: 3, email: 'ana@empresa.es', userId: 5, message: ' No imprime ' });
    await tasksApi.raiseIncident({ name: 'Red', teamId: 3, email: 'ana@empresa.es', userId: 5, message: '   ' });
    expect(api.calls.map((call) => call.body)).toEqual([
      {
        name: 'Impresora',
        team: '/api/teams/3',
        incident: true,
        email: 'ana@empresa.es',
        status: '/api/task_statuses/2',
        messages: [{ message: 'No imprime', user: '/api/users/5' }],
      },
      { name: 'Red', team: '/api/teams/3', incident: true, email: 'ana@empresa.es', status: '/api/task_statuses/2' },
    ]);
  });

  it('lists the live tasks of a team and reads one task whole', async () => {
    api = installFakeApi({
      'GET /api/appTasks?deleted=false&store=false&team=3': () => ({ status: 200, data: { 'hydra:member': [{ id: 55 }] } }),
      'GET /api/singleTask/55': () => ({ status: 200, data: { id: 55, messages: [] } }),
    });
    await expect(tasksApi.listOfTeam(3)).resolves.toEqual([{ id: 55 }]);
    await expect(tasksApi.single(55)).resolves.toEqual({ id: 55, messages: [] });
  });
});
