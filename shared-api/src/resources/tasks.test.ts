import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { tagsApi, taskPatchBody, tasksApi } from './tasks';

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

  it('sends a merge patch with relations as IRIs and only the fields given', async () => {
    api = installFakeApi({ 'PATCH /api/tasks/55': ({ config }) => ({ status: 200, data: { id: 55, contentType: config.headers['Content-Type'] } }) });
    await expect(tasksApi.change(55, { progress: 40, userIds: [7], tagIds: [16], statusId: 1, teamId: 3 })).resolves.toEqual({
      id: 55,
      contentType: 'application/merge-patch+json',
    });
    expect(api.calls[0]?.body).toEqual({ progress: 40, users: ['/api/users/7'], tags: ['/api/tags/16'], team: '/api/teams/3', status: '/api/task_statuses/1' });
    expect(taskPatchBody({ deleted: true })).toEqual({ deleted: true });
    expect(taskPatchBody({ statusId: 4, fromStatusId: 1 })).toEqual({ status: '/api/task_statuses/4', fromStatus: '/api/task_statuses/1' });
    expect(taskPatchBody({ placeAfterId: 12 })).toEqual({ placeAfter: '/api/tasks/12' });
    expect(taskPatchBody({ statusId: 1, placeAfterId: null })).toEqual({ status: '/api/task_statuses/1', placeAfter: null });
  });

  it('reaches the archive, the deleted tasks and the authorisation queue', async () => {
    api = installFakeApi({
      'GET /api/appTasks?deleted=true&team=3': () => ({ status: 200, data: { 'hydra:member': [{ id: 1 }] } }),
      'GET /api/appTasks?deleted=false&store=true&team=3': () => ({ status: 200, data: { 'hydra:member': [{ id: 2 }] } }),
      'GET /api/getAdminTasks': () => ({ status: 200, data: { 'hydra:member': [{ id: 3 }] } }),
    });
    await expect(tasksApi.deletedOfTeam(3)).resolves.toEqual([{ id: 1 }]);
    await expect(tasksApi.storedOfTeam(3)).resolves.toEqual([{ id: 2 }]);
    await expect(tasksApi.pendingAuthorisation()).resolves.toEqual([{ id: 3 }]);
  });

  it('assigns with PUT, sets tags through the action path and searches with trimmed keywords', async () => {
    const result = { entity: { id: 55 }, info: [], day_time: 60, week_time: 120 };
    api = installFakeApi({
      'PUT /api/tasks/55/user/7/add': () => ({ status: 200, data: { id: 55, users: ['/api/users/7'] } }),
      'PUT /api/set_tag_task/55/tag/16': () => ({ status: 200, data: result }),
      'GET /api/searchTaskC?keywords=cami%C3%B3n': () => ({ status: 200, data: [{ id: 55, name: 'Camión', createdAt: null, user: null }] }),
      'GET /api/tags?type=1': () => ({ status: 200, data: { 'hydra:member': [{ id: 16 }] } }),
    });
    await expect(tasksApi.assign(55, 7, 'add')).resolves.toEqual({ id: 55, users: ['/api/users/7'] });
    await expect(tasksApi.setTag(55, 16)).resolves.toEqual(result);
    await expect(tasksApi.search('  camión ')).resolves.toEqual([{ id: 55, name: 'Camión', createdAt: null, user: null }]);
    await expect(tagsApi.listOfType(1)).resolves.toEqual([{ id: 16 }]);
  });
});
