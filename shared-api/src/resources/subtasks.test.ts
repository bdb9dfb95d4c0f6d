import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { subtaskMessagesApi, taskMessagesApi } from './messages';
import { subtasksApi } from './subtasks';

let api: FakeApi;
afterEach(() => api.restore());

describe('subtasksApi', () => {
  it('lists a task’s subtasks, creates and changes one with users as IRIs, and assigns with PUT', async () => {
    api = installFakeApi({
      'GET /api/appSubtasks?task=55': () => ({ status: 200, data: { 'hydra:member': [{ id: 80 }] } }),
      'GET /api/singleSubtask/80': () => ({ status: 200, data: { id: 80, messages: [] } }),
      'POST /api/subtasks': () => ({ status: 201, data: { id: 81 } }),
      'PATCH /api/subtasks/81': () => ({ status: 200, data: { id: 81, deleted: true } }),
      'PUT /api/subtasks/81/user/7/remove': () => ({ status: 200, data: { id: 81, users: [] } }),
    });
    await expect(subtasksApi.listOfTask(55)).resolves.toEqual([{ id: 80 }]);
    await expect(subtasksApi.single(80)).resolves.toEqual({ id: 80, messages: [] });
    await subtasksApi.add({ taskId: 55, name: ' Comprobar logs ', userIds: [7] });
    await subtasksApi.change(81, { deleted: true, userIds: [] });
    await expect(subtasksApi.assign(81, 7, 'remove')).resolves.toEqual({ id: 81, users: [] });
    expect(api.calls.map((call) => call.body)).toEqual([
      null,
      null,
      { task: '/api/tasks/55', name: 'Comprobar logs', users: ['/api/users/7'] },
      { deleted: true, users: [] },
      null,
    ]);
  });
});

describe('message resources', () => {
  it('list live messages of the parent, write as the session user, edit and soft-delete with merge patches', async () => {
    api = installFakeApi({
      'GET /api/task_messages?deleted=false&task=55': () => ({ status: 200, data: { 'hydra:member': [{ id: 301 }] } }),
      'POST /api/task_messages': () => ({ status: 201, data: { id: 302 } }),
      'PATCH /api/task_messages/302': ({ body }) => ({ status: 200, data: { id: 302, ...(body as object) } }),
      'POST /api/subtask_messages': () => ({ status: 201, data: { id: 9 } }),
    });
    await expect(taskMessagesApi.listOf(55)).resolves.toEqual([{ id: 301 }]);
    await taskMessagesApi.write(55, ' Hecho ');
    await expect(taskMessagesApi.edit(302, 'Hecho ya')).resolves.toEqual({ id: 302, message: 'Hecho ya' });
    await expect(taskMessagesApi.remove(302)).resolves.toEqual({ id: 302, deleted: true });
    await subtaskMessagesApi.write(80, 'Revisado');
    expect(api.calls.filter((call) => call.key.startsWith('POST')).map((call) => call.body)).toEqual([
      { task: '/api/tasks/55', message: 'Hecho' },
      { subtask: '/api/subtasks/80', message: 'Revisado' },
    ]);
  });
});
