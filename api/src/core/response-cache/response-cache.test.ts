/**
 * Kept answers (src/core/response-cache): never stale after a change,
 * whichever way it was made, never handed to another caller, and sent in the
 * encoding the client accepts.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';
import type { Database } from '../db/database.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const get = (email: string, url: string, headers: Record<string, string> = {}) => injectWithLogin(email, { method: 'GET', url, headers });
const board = (teamName: string) => `/api/appTasks?team=${f.team(teamName)}&deleted=false&store=false`;
const names = async (email: string, url: string) => members(await get(email, url)).map((task) => String(task.name));

/** A rename no notice announces: a kept answer goes on showing the old name, an answer built afresh shows the new one. */
async function renameUnannounced(db: Database, taskId: number, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE tasks DISABLE TRIGGER data_change_notice_update');
    await tx.query('UPDATE tasks SET name = $2 WHERE id = $1', [taskId, name]);
    await tx.query('ALTER TABLE tasks ENABLE TRIGGER data_change_notice_update');
  });
}

describe('kept answers', () => {
  test('a board shows a change made through the API, by a script on the database, and a deletion', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Revisar copias');
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Revisar copias'));
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Revisar copias'), 'asked again, kept');

    const renamed = await f.patch(ACCOUNTS.ana, `/api/tasks/${id}`, { name: 'Revisar copias nocturnas' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Revisar copias nocturnas'));

    // A script's change is heard when its notice arrives, as another instance's is.
    await app.db.query('UPDATE tasks SET name = $2 WHERE id = $1', [id, 'Revisar copias semanales']);
    await app.db.caughtUp();
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Revisar copias semanales'));

    await app.db.query('UPDATE tasks SET deleted = true WHERE id = $1', [id]);
    await app.db.caughtUp();
    assert.ok(!(await names(ACCOUNTS.ana, board('Soporte'))).some((name) => name.startsWith('Revisar copias')));
  });

  test('an answer kept for one caller never reaches another', async () => {
    const ana = await get(ACCOUNTS.ana, board('Soporte'));
    assert.equal(ana.statusCode, 200);
    // Luis is no member of Soporte: no board of it, however recently someone else read it.
    const luis = await get(ACCOUNTS.luis, board('Soporte'));
    assert.notEqual(luis.statusCode, 200);
    assert.ok(!luis.body.includes('"hydra:member"'));
  });

  test('losing access or a session takes effect on the next request', async () => {
    // Luis, of another department, reads Soporte's board only while he is given read access to its department.
    const luis = f.user(ACCOUNTS.luis);
    assert.notEqual((await get(ACCOUNTS.luis, board('Soporte'))).statusCode, 200);
    await app.db.query('INSERT INTO user_department_accesses (user_id, department_id) SELECT $1, department_id FROM teams WHERE id = $2', [
      luis,
      f.team('Soporte'),
    ]);
    await app.db.caughtUp();
    assert.equal((await get(ACCOUNTS.luis, board('Soporte'))).statusCode, 200, 'his board now');
    assert.equal((await get(ACCOUNTS.luis, board('Soporte'))).statusCode, 200, 'kept');
    await app.db.query('DELETE FROM user_department_accesses WHERE user_id = $1', [luis]);
    await app.db.caughtUp();
    assert.notEqual((await get(ACCOUNTS.luis, board('Soporte'))).statusCode, 200, 'no longer');

    const session = await testApp.login(ACCOUNTS.luis);
    const asLuis = () => app.inject({ method: 'GET', url: '/api/notifications?deleted=false&page=1', cookies: { BEARER: session } });
    assert.equal((await asLuis()).statusCode, 200);
    await app.db.query('UPDATE users SET banned = true WHERE email = $1', [ACCOUNTS.luis]);
    await app.db.caughtUp();
    assert.equal((await asLuis()).statusCode, 401, 'a banned account is out at once');
    await app.db.query('UPDATE users SET banned = false WHERE email = $1', [ACCOUNTS.luis]);
  });

  test('a board seen whole is kept once for everyone who sees it so, and apart for those who run it', async () => {
    const luis = f.user(ACCOUNTS.luis);
    await app.db.query('INSERT INTO user_department_accesses (user_id, department_id) SELECT $1, department_id FROM teams WHERE id = $2', [luis, f.team('Soporte')]);
    await app.db.caughtUp();
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Cambiar tóner');
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Cambiar tóner'), 'kept for every plain reader of the board');
    await renameUnannounced(app.db, id, 'Cambiar tóner (sin aviso)');
    assert.ok((await names(ACCOUNTS.luis, board('Soporte'))).includes('Cambiar tóner'), "Luis reads the answer kept from Ana's read");
    // The team's manager runs the board, which may show other tasks (those deleted): his answer is his position's own.
    assert.ok((await names(ACCOUNTS.supportTeamManager, board('Soporte'))).includes('Cambiar tóner (sin aviso)'));

    await app.db.query('DELETE FROM user_department_accesses WHERE user_id = $1', [luis]);
    await app.db.caughtUp();
    assert.notEqual((await get(ACCOUNTS.luis, board('Soporte'))).statusCode, 200, 'the shared answer ends for whoever no longer sees the board');
    const moved = await f.patch(ACCOUNTS.ana, `/api/tasks/${id}`, { progress: 10 });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.ok((await names(ACCOUNTS.ana, board('Soporte'))).includes('Cambiar tóner (sin aviso)'), "the team's work ends it for all");
  });

  test('a new notification shows on the next read of the list', async () => {
    const url = '/api/notifications?deleted=false&page=1';
    const before = (await get(ACCOUNTS.ana, url)).json()['hydra:totalItems'];
    await app.db.query(`INSERT INTO notifications (user_id, title, message, link) VALUES ($1, 'Nueva tarea', 'Se te ha asignado "Prueba"', '/user')`, [
      f.user(ACCOUNTS.ana),
    ]);
    await app.db.caughtUp();
    const after = (await get(ACCOUNTS.ana, url)).json();
    assert.equal(after['hydra:totalItems'], before + 1);
    assert.equal(after['hydra:member'][0].message, 'Se te ha asignado "Prueba"');
  });

  test('the same answer in brotli, gzip or as it is, as the client accepts', async () => {
    const plain = await get(ACCOUNTS.ana, board('Soporte'));
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers['content-type']), /^application\/ld\+json/);
    const expected = plain.json();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get(ACCOUNTS.ana, board('Soporte'), { 'accept-encoding': accept });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], encoding);
      assert.equal(response.headers.vary, 'Accept-Encoding');
      assert.deepEqual(JSON.parse(decode(response.rawPayload).toString('utf8')), expected);
    }
  });

  test('requests arriving together while the answer is built all get it', async () => {
    await app.db.query('UPDATE tasks SET name = name WHERE id = (SELECT min(id) FROM tasks)');
    await app.db.caughtUp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(ACCOUNTS.ana, board('Soporte'))));
    assert.deepEqual(new Set(answers.map((one) => one.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((one) => one.body)).size, 1);
  });

  test("a task write ends its own team's boards only", async () => {
    const soporte = await f.createTask(ACCOUNTS.admin, 'Soporte', 'Parchear servidores');
    const almacen = await f.createTask(ACCOUNTS.admin, 'Almacén', 'Contar palés');
    assert.ok((await names(ACCOUNTS.admin, board('Almacén'))).includes('Contar palés'), 'kept from now on');
    await renameUnannounced(app.db, almacen, 'Contar palés (sin aviso)');
    assert.ok((await names(ACCOUNTS.admin, board('Almacén'))).includes('Contar palés'), 'the kept answer is served');

    const renamed = await f.patch(ACCOUNTS.admin, `/api/tasks/${soporte}`, { name: 'Parchear servidores hoy' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok((await names(ACCOUNTS.admin, board('Soporte'))).includes('Parchear servidores hoy'), 'its own board shows it');
    assert.ok((await names(ACCOUNTS.admin, board('Almacén'))).includes('Contar palés'), "another team's board is still the kept one");

    const moved = await f.patch(ACCOUNTS.admin, `/api/tasks/${almacen}`, { progress: 10 });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.ok((await names(ACCOUNTS.admin, board('Almacén'))).includes('Contar palés (sin aviso)'), 'a write of its own ends it');
  });
});

describe('RESPONSE_CACHE=0', () => {
  test('nothing is kept: every read is answered from the database', async () => {
    const uncached = await buildTestApp({ responseCache: false });
    const read = async () =>
      members(await uncached.injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: board('Soporte') })).map((task) => String(task.name));
    const [task] = await uncached.app.db.query<{ id: number }>('SELECT id FROM tasks WHERE team_id = $1 AND NOT deleted AND NOT store ORDER BY id LIMIT 1', [
      f.team('Soporte'),
    ]);
    assert.ok(task, 'Soporte has a task');
    await read();
    await renameUnannounced(uncached.app.db, task.id, 'Cambio que nadie anuncia');
    assert.ok((await read()).includes('Cambio que nadie anuncia'));
    assert.equal(uncached.app.dataChanges.stamp(['users']), undefined, 'no session row is kept either');
  });
});
