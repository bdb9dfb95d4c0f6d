import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { multipart, PDF } from './multipart.ts';

const { app, injectWithLogin } = await buildTestApp();

const post = (email: string, url: string, payload: object) => injectWithLogin(email, { method: 'POST', url, payload });
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const remove = (email: string, id: number) => injectWithLogin(email, { method: 'DELETE', url: `/api/media_objects/${id}` });
const softDelete = (email: string, id: number) => injectWithLogin(email, { method: 'PATCH', url: `/api/media_objects/${id}`, payload: { deleted: true } });

async function upload(entity: string, entityId: number, name: string): Promise<number> {
  const response = await injectWithLogin(ACCOUNTS.ana, {
    method: 'POST',
    url: '/api/media_objects',
    ...(await multipart({ entity, entityId, file: { name, type: 'application/pdf', bytes: PDF } })),
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

const storagePath = async (id: number) => {
  const [row] = await app.db.query<{ storage_key: string }>('SELECT storage_key FROM media_objects WHERE id = $1', [id]);
  assert.ok(row, `no media object ${id}`);
  return path.join(app.fileStorage.directory, row.storage_key);
};

let taskId = 0;
const files = { task: 0, taskMessage: 0, subtaskMessage: 0, live: 0 };

before(async () => {
  const soporte = members(await get(ACCOUNTS.admin, '/api/teams')).find((team) => team.name === 'Soporte');
  assert.ok(soporte);
  const task = await post(ACCOUNTS.ana, '/api/tasks', { name: 'Archivos de la impresora', team: soporte.id, incident: true });
  assert.equal(task.statusCode, 201, task.body);
  taskId = task.json().id;
  const message = await post(ACCOUNTS.ana, '/api/task_messages', { task: taskId, message: 'Adjunto el informe' });
  assert.equal(message.statusCode, 201, message.body);
  const subtask = await post(ACCOUNTS.ana, '/api/subtasks', { task: taskId, name: 'Revisar driver' });
  assert.equal(subtask.statusCode, 201, subtask.body);
  const subtaskMessage = await post(ACCOUNTS.ana, '/api/subtask_messages', { subtask: subtask.json().id, message: 'Hecho' });
  assert.equal(subtaskMessage.statusCode, 201, subtaskMessage.body);

  files.task = await upload('Task', taskId, 'presupuesto.pdf');
  files.taskMessage = await upload('TaskMessage', message.json().id, 'mensaje.pdf');
  files.subtaskMessage = await upload('SubtaskMessage', subtaskMessage.json().id, 'subtarea.pdf');
  files.live = await upload('Task', taskId, 'vigente.pdf');
  for (const id of [files.task, files.taskMessage, files.subtaskMessage]) assert.equal((await softDelete(ACCOUNTS.ana, id)).statusCode, 200);
});

describe('GET /api/media_objects_details?deleted=true', () => {
  test('lists soft-deleted files with their origin and creator, paged in SQL', async () => {
    const response = await get(ACCOUNTS.sysAdmin, '/api/media_objects_details?deleted=true&itemsPerPage=100');
    assert.equal(response.statusCode, 200, response.body);
    const listed = members(response);
    const mine = listed.filter((file) => Object.values(files).includes(file.id));
    assert.deepEqual(mine.map((file) => file.id).sort(), [files.task, files.taskMessage, files.subtaskMessage].sort());
    const byId = new Map(mine.map((file) => [file.id, file]));
    const taskFile = byId.get(files.task);
    assert.ok(taskFile);
    assert.deepEqual(taskFile.task, { id: taskId, name: 'Archivos de la impresora' });
    assert.equal((taskFile.createdBy as { email: string }).email, ACCOUNTS.ana);
    assert.equal(taskFile.deleted, true);
    assert.equal(taskFile.taskMessage, null);
    assert.match(String(byId.get(files.taskMessage)?.taskMessage), /^\/api\/task_messages\/\d+$/);
    assert.match(String(byId.get(files.subtaskMessage)?.subtaskMessage), /^\/api\/subtask_messages\/\d+$/);
    assert.ok(listed.every((file) => file.deleted === true));

    const firstPage = (await get(ACCOUNTS.admin, '/api/media_objects_details?deleted=true&itemsPerPage=1')).json();
    assert.equal(firstPage['hydra:member'].length, 1);
    assert.equal(firstPage['hydra:totalItems'], response.json()['hydra:totalItems']);
    assert.match(firstPage['hydra:view']['hydra:next'], /page=2/);
  });

  test('is refused to everyone but admins and system admins', async () => {
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana]) {
      const response = await get(email, '/api/media_objects_details?deleted=true');
      assert.equal(response.statusCode, 403, email);
      assert.equal(response.json().error, 'No tiene permiso para realizar esta acción.');
    }
  });
});

describe('DELETE /api/media_objects/{id}', () => {
  test('refuses a file that is not soft-deleted, and anyone but admins', async () => {
    const live = await remove(ACCOUNTS.admin, files.live);
    assert.equal(live.statusCode, 409);
    assert.equal(live.json().error, 'Solo se pueden eliminar definitivamente los archivos ya eliminados.');
    assert.ok(existsSync(await storagePath(files.live)));
    assert.equal((await remove(ACCOUNTS.ana, files.task)).statusCode, 403);
    assert.equal((await remove(ACCOUNTS.techManager, files.task)).statusCode, 403);
    assert.equal((await get(ACCOUNTS.admin, `/api/files/${files.task}`)).statusCode, 200);
    assert.equal((await remove(ACCOUNTS.admin, 999999)).statusCode, 404);
  });

  test('removes the row and the bytes of a soft-deleted file; its download is then 404', async () => {
    const onDisk = await storagePath(files.taskMessage);
    assert.ok(existsSync(onDisk));
    const response = await remove(ACCOUNTS.sysAdmin, files.taskMessage);
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(existsSync(onDisk), false);
    assert.deepEqual(await app.db.query('SELECT id FROM media_objects WHERE id = $1', [files.taskMessage]), []);
    const audited = await app.db.query<{ action: string; before: { deleted: boolean } }>(
      "SELECT a.action, a.before FROM audit_logs a JOIN users u ON u.id = a.actor_id WHERE a.entity = 'MediaObject' AND a.entity_id = $1 AND u.email = $2",
      [files.taskMessage, ACCOUNTS.sysAdmin],
    );
    assert.deepEqual(audited.map((entry) => [entry.action, entry.before.deleted]), [['delete', true]]);
    assert.equal((await get(ACCOUNTS.admin, `/api/files/${files.taskMessage}`)).statusCode, 404);
    const listed = members(await get(ACCOUNTS.admin, '/api/media_objects_details?deleted=true&itemsPerPage=100')).map((file) => file.id);
    assert.equal(listed.includes(files.taskMessage), false);
    assert.equal((await remove(ACCOUNTS.admin, files.taskMessage)).statusCode, 404);
  });
});
