import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

async function uploadPdf(email: string, entity: string, entityId: number) {
  const form = new FormData();
  form.append('entity', entity);
  form.append('entity_id', String(entityId));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'acta.pdf');
  const encoded = new Response(form);
  return injectWithLogin(email, {
    method: 'POST',
    url: '/api/media_objects',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
}

const post = (email: string, url: string, payload: unknown) => injectWithLogin(email, { method: 'POST', url, payload: payload as object });
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

describe('task messages (O1–O4)', () => {
  test('whoever sees the task writes on it as themselves; the list is oldest first; strangers get 404 and 403', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'La pantalla parpadea', true);
    const first = await post(ACCOUNTS.luis, '/api/task_messages', { task: `/api/tasks/${incident}`, message: ' Desde ayer ', user: '/api/users/1' });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().user, `/api/users/${f.user(ACCOUNTS.luis)}`);
    assert.equal(first.json().message, 'Desde ayer');
    assert.equal((await post(ACCOUNTS.ana, '/api/task_messages', { task: incident, message: 'Voy a revisarlo' })).statusCode, 201);

    const listed = members(await get(ACCOUNTS.luis, `/api/task_messages?deleted=false&task=${incident}`));
    assert.deepEqual(listed.map((message) => message.message), ['Desde ayer', 'Voy a revisarlo']);

    const other = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Tarea interna de Soporte');
    assert.equal((await get(ACCOUNTS.luis, `/api/task_messages?task=${other}`)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.luis, `/api/task_messages/${listed[1]?.id}`)).statusCode, 200);
    const refused = await post(ACCOUNTS.luis, '/api/task_messages', { task: other, message: 'Hola' });
    assert.equal(refused.statusCode, 403);
    assert.equal((await app.db.query('SELECT 1 FROM task_messages WHERE task_id = $1', [other])).length, 0);
  });

  test('bad bodies and queries answer 400 or 422 in Spanish and store nothing', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Sin mensajes');
    const cases: [unknown, number, string][] = [
      [{ task: id, message: '   ' }, 422, 'El mensaje no puede estar vacío'],
      [{ task: 99_999_999, message: 'Hola' }, 422, 'La tarea seleccionada no es válida'],
      [{ task: '/api/users/1', message: 'Hola' }, 400, 'IRI no válida'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(ACCOUNTS.ana, '/api/task_messages', payload);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().error, message);
    }
    const noTask = await get(ACCOUNTS.ana, '/api/task_messages');
    assert.equal(noTask.statusCode, 400);
    assert.equal(noTask.json().error, 'Parámetro incorrecto');
    assert.equal((await app.db.query('SELECT 1 FROM task_messages WHERE task_id = $1', [id])).length, 0);
  });

  test('the author edits and deletes; a team administrator only deletes; deleting hides the message and deletes its files', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Actualizar firmware');
    const message = (await post(ACCOUNTS.ana, '/api/task_messages', { task: id, message: 'Adjunto el acta' })).json();
    const attached = await uploadPdf(ACCOUNTS.ana, 'TaskMessage', message.id);
    assert.equal(attached.statusCode, 201, attached.body);
    const [announced] = await app.db.query<{ topics: string[]; data: string }>('SELECT topics, data FROM live_updates ORDER BY id DESC LIMIT 1');
    assert.equal(JSON.parse(String(announced?.data))['@id'], `/api/tasks/${id}`, 'an upload is a change of the task');
    assert.ok(announced?.topics.includes(`urn:app:team:${f.team('Soporte')}`));
    assert.equal(attached.json().taskMessage, message['@id']);
    assert.equal((await uploadPdf('pablo.hernandez@empresa.es', 'TaskMessage', message.id)).statusCode, 403, 'only the author attaches');

    const single = (await get(ACCOUNTS.ana, `/api/singleTask/${id}`)).json();
    assert.deepEqual(single.messages[0].files.map((file: { id: number }) => file.id), [attached.json().id]);
    assert.deepEqual(single.files, [], 'message files are not task files');

    const url = `/api/task_messages/${message.id}`;
    assert.equal((await f.patch('pablo.hernandez@empresa.es', url, { message: 'Cambiado' })).statusCode, 403);
    assert.equal((await f.patch(ACCOUNTS.redesManager, url, { message: 'Cambiado' })).statusCode, 403, 'administrators do not edit');
    assert.equal((await f.patch('pablo.hernandez@empresa.es', url, { deleted: true })).statusCode, 403);
    const edited = await f.patch(ACCOUNTS.ana, url, { message: 'Adjunto el acta firmada' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().message, 'Adjunto el acta firmada');
    assert.equal((await f.patch(ACCOUNTS.ana, url, { message: ' ' })).json().error, 'El mensaje no puede estar vacío');

    const deleted = await f.patch(ACCOUNTS.redesManager, url, { deleted: true });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const [file] = await app.db.query<{ deleted: boolean }>('SELECT deleted FROM media_objects WHERE id = $1', [attached.json().id]);
    assert.equal(file?.deleted, true);
    assert.equal((await get(ACCOUNTS.ana, url)).statusCode, 404);
    assert.equal(members(await get(ACCOUNTS.ana, `/api/task_messages?task=${id}`)).length, 0);
    assert.equal((await get(ACCOUNTS.ana, `/api/files/${attached.json().id}`)).statusCode, 404);
    assert.equal((await f.patch(ACCOUNTS.ana, url, { message: 'Otra vez' })).statusCode, 403);
    const deletedOnes = async (email: string) => members(await get(email, `/api/task_messages?deleted=true&task=${id}`)).map((one) => one.id);
    assert.deepEqual(await deletedOnes(ACCOUNTS.supportTeamManager), [message.id], 'those who run the team still list it');
    assert.deepEqual(await deletedOnes(ACCOUNTS.ana), []);
  });
});

describe('subtask messages (O5–O8)', () => {
  test('work like task messages, on the subtask', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Migrar impresoras');
    const subtask = (await post(ACCOUNTS.ana, '/api/subtasks', { task: `/api/tasks/${id}`, name: 'Planta 2' })).json();
    const created = await post(ACCOUNTS.ana, '/api/subtask_messages', { subtask: subtask['@id'], message: 'Hecho' });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().subtask, subtask['@id']);
    const [announced] = await app.db.query<{ data: string }>('SELECT data FROM live_updates ORDER BY id DESC LIMIT 1');
    assert.deepEqual(JSON.parse(String(announced?.data)), {
      '@id': created.json()['@id'],
      '@type': 'SubtaskMessage',
      subtask: subtask['@id'],
      task: `/api/tasks/${id}`,
    }, 'a screen showing the task hears of its subtasks\' messages');
    assert.equal((await uploadPdf(ACCOUNTS.ana, 'SubtaskMessage', created.json().id)).statusCode, 201);
    const single = (await get(ACCOUNTS.ana, `/api/singleSubtask/${subtask.id}`)).json();
    assert.deepEqual(single.messages.map((message: { message: string; files: unknown[] }) => [message.message, message.files.length]), [['Hecho', 1]]);
    assert.equal((await get(ACCOUNTS.luis, `/api/subtask_messages?subtask=${subtask.id}`)).statusCode, 404);
    assert.equal((await post(ACCOUNTS.luis, '/api/subtask_messages', { subtask: subtask.id, message: 'Hola' })).statusCode, 403);
    assert.equal((await f.patch(ACCOUNTS.ana, `/api/subtask_messages/${created.json().id}`, { deleted: true })).statusCode, 200);
    const files = await app.db.query<{ deleted: boolean }>('SELECT deleted FROM media_objects WHERE subtask_message_id = $1', [created.json().id]);
    assert.deepEqual(files.map((file) => file.deleted), [true]);
  });
});

describe('PATCH /api/media_objects/{id}', () => {
  test('the uploader or a team manager soft-deletes a task file; others get 403; only deleted:true is accepted', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Contrato de mantenimiento');
    const upload = async () => (await uploadPdf(ACCOUNTS.ana, 'Task', id)).json().id as number;
    const [first, second] = [await upload(), await upload()];
    const remove = (email: string, fileId: number, payload: unknown = { deleted: true }) => f.patch(email, `/api/media_objects/${fileId}`, payload);
    assert.equal((await remove('pablo.hernandez@empresa.es', first)).statusCode, 403);
    assert.equal((await remove(ACCOUNTS.luis, first)).statusCode, 403);
    const undelete = await remove(ACCOUNTS.ana, first, { deleted: false });
    assert.equal(undelete.statusCode, 422);
    assert.equal(undelete.json().error, 'Un archivo eliminado no se puede recuperar');
    assert.equal((await app.db.query('SELECT 1 FROM media_objects WHERE deleted AND task_id = $1', [id])).length, 0);

    assert.equal((await remove(ACCOUNTS.ana, first)).json().deleted, true);
    assert.equal((await remove(ACCOUNTS.supportTeamManager, second)).statusCode, 200);
    assert.deepEqual((await get(ACCOUNTS.ana, `/api/singleTask/${id}`)).json().files, []);
    assert.equal((await remove(ACCOUNTS.ana, 99_999_999)).statusCode, 404);
  });
});
