import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type FilePart, multipart, PDF, type Upload } from './multipart.ts';

const { app, injectWithLogin } = await buildTestApp();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const MIB = 1024 * 1024;

const upload = async (email: string, request: Upload) =>
  injectWithLogin(email, { method: 'POST', url: '/api/media_objects', ...(await multipart(request)) });
const png = (name = 'logo.png'): FilePart => ({ name, type: 'image/png', bytes: PNG });
const download = (email: string, id: number) => injectWithLogin(email, { method: 'GET', url: `/api/files/${id}` });
const metadata = (email: string, id: number) => injectWithLogin(email, { method: 'GET', url: `/api/media_objects/${id}` });
const storedRows = async () => (await app.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM media_objects'))[0]?.count;
const storedFiles = async () => (await readdir(app.fileStorage.directory).catch(() => [])).length;

const teams = new Map<string, number>();
const users = new Map<string, number>();
const departments = new Map<string, number>();
const id = (map: Map<string, number>, key: string) => {
  const found = map.get(key);
  assert.ok(found, `unknown ${key}`);
  return found;
};
let anaTask = 0;

before(async () => {
  for (const team of members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/teams' }))) teams.set(String(team.name), team.id);
  for (const user of members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/users' }))) users.set(String(user.email), user.id);
  for (const department of members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/departments' }))) {
    departments.set(String(department.name), department.id);
  }
  const created = await injectWithLogin(ACCOUNTS.ana, {
    method: 'POST',
    url: '/api/tasks',
    payload: { name: 'Pantalla rota', team: id(teams, 'Soporte'), incident: true },
  });
  assert.equal(created.statusCode, 201, created.body);
  anaTask = created.json().id;
});

describe('POST /api/media_objects', () => {
  test('stores a task attachment with the detected type and links it to the task', async () => {
    const response = await upload(ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'informe final.pdf', type: 'application/octet-stream', bytes: PDF } });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json();
    assert.equal(response.headers.location, `/api/media_objects/${created.id}`);
    assert.deepEqual(
      { name: created.name, mimeType: created.mimeType, size: created.size, task: created.task, entity: created.entity, entityId: created.entityId },
      { name: 'informe final.pdf', mimeType: 'application/pdf', size: PDF.length, task: `/api/tasks/${anaTask}`, entity: 'Task', entityId: anaTask },
    );
    assert.equal(created.contentUrl, `/api/files/${created.id}`);
    assert.equal(created.createdBy, `/api/users/${id(users, ACCOUNTS.ana)}`);
    const task = (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/tasks/${anaTask}` })).json();
    assert.deepEqual(task.files.map((file: { id: number }) => file.id), [created.id]);

    const file = await download(ACCOUNTS.ana, created.id);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, PDF);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.headers['content-disposition'], `attachment; filename="informe final.pdf"; filename*=UTF-8''informe%20final.pdf`);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.headers['content-security-policy'], "default-src 'none'; sandbox");
  });

  test('too large or disallowed files get 413 / 415 with a Spanish message, and nothing is stored', async () => {
    const rows = await storedRows();
    const files = await storedFiles();
    const cases: [string, Upload, number, string][] = [
      [ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'grande.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * MIB)]) } }, 413, 'El archivo supera el tamaño máximo de 10 MB.'],
      [ACCOUNTS.ana, { entity: 'User', entityId: id(users, ACCOUNTS.ana), file: { ...png('foto.png'), bytes: Buffer.concat([PNG, Buffer.alloc(2 * MIB)]) } }, 413, 'El archivo supera el tamaño máximo de 2 MB.'],
      [ACCOUNTS.ana, { entity: 'User', entityId: id(users, ACCOUNTS.ana), file: { ...png('foto.png'), bytes: Buffer.concat([PNG, Buffer.alloc(11 * MIB)]) } }, 413, 'El archivo supera el tamaño máximo de 2 MB.'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'nota.txt', type: 'text/plain', bytes: Buffer.from('<html><script>alert(1)</script></html>') } }, 415, 'Tipo de archivo no permitido: se admiten imágenes, PDF, documentos de Office u OpenDocument, texto, CSV y ZIP.'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'programa.exe', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00\x03') } }, 415, 'Tipo de archivo no permitido: se admiten imágenes, PDF, documentos de Office u OpenDocument, texto, CSV y ZIP.'],
      [ACCOUNTS.ana, { entity: 'User', entityId: id(users, ACCOUNTS.ana), file: { name: 'foto.pdf', type: 'image/png', bytes: PDF } }, 415, 'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.'],
      [ACCOUNTS.techManager, { entity: 'Team', entityId: id(teams, 'Soporte'), file: { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') } }, 415, 'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'vacio.txt', type: 'text/plain', bytes: Buffer.alloc(0) } }, 400, 'El archivo está vacío.'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: anaTask }, 400, 'Debe adjuntar un archivo.'],
      [ACCOUNTS.ana, { entity: 'Subtarea', entityId: anaTask, file: png() }, 400, 'Parámetro incorrecto'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: 'abc', file: png() }, 400, 'Parámetro incorrecto'],
      [ACCOUNTS.ana, { entity: 'Task', entityId: 99999, file: png() }, 404, 'No encontrado'],
    ];
    for (const [email, request, status, message] of cases) {
      const response = await upload(email, request);
      assert.equal(response.statusCode, status, `${request.file?.name ?? request.entity}: ${response.body}`);
      assert.equal(response.json().error, message);
    }
    const twoFiles = new FormData();
    twoFiles.append('entity', 'Task');
    twoFiles.append('entity_id', String(anaTask));
    for (const name of ['a.png', 'b.png']) twoFiles.append('file', new Blob([PNG], { type: 'image/png' }), name);
    const encoded = new Response(twoFiles);
    const both = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/media_objects',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    assert.equal(both.statusCode, 400, both.body);
    assert.equal(both.json().error, 'Solo se puede subir un archivo cada vez.');
    const json = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/media_objects', payload: { entity: 'Task', entity_id: anaTask } });
    assert.equal(json.statusCode, 415);
    const truncated = `--B\r\nContent-Disposition: form-data; name="entity"\r\n\r\nTask`;
    for (const [contentType, payload] of [
      ['multipart/form-data', 'sin separador'],
      ['multipart/form-data; boundary=B', truncated],
    ]) {
      const malformed = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/media_objects', payload, headers: { 'content-type': contentType } });
      assert.equal(malformed.statusCode, 400, `${contentType}: ${malformed.body}`);
      assert.equal(malformed.json().error, 'Formulario de subida no válido.');
    }
    assert.equal(await storedRows(), rows);
    assert.equal(await storedFiles(), files);
  });

  test('each entity has its own uploaders', async () => {
    const cases: [string, Upload, number][] = [
      [ACCOUNTS.ana, { entity: 'User', entityId: id(users, ACCOUNTS.ana), file: png('yo.png') }, 201],
      [ACCOUNTS.ana, { entity: 'User', entityId: id(users, ACCOUNTS.luis), file: png() }, 403],
      [ACCOUNTS.admin, { entity: 'User', entityId: id(users, ACCOUNTS.luis), file: png() }, 201],
      [ACCOUNTS.ana, { entity: 'Team', entityId: id(teams, 'Soporte'), file: png() }, 403],
      [ACCOUNTS.supportTeamManager, { entity: 'Team', entityId: id(teams, 'Soporte'), file: png() }, 403],
      [ACCOUNTS.redesManager, { entity: 'Team', entityId: id(teams, 'Soporte'), file: png() }, 201],
      [ACCOUNTS.redesManager, { entity: 'Team', entityId: id(teams, 'Aplicaciones'), file: png() }, 403],
      [ACCOUNTS.techManager, { entity: 'Team', entityId: id(teams, 'Aplicaciones'), file: png() }, 201],
      [ACCOUNTS.techManager, { entity: 'Department', entityId: id(departments, 'Tecnología'), file: png() }, 201],
      [ACCOUNTS.techManager, { entity: 'Department', entityId: id(departments, 'Operaciones'), file: png() }, 403],
      [ACCOUNTS.redesManager, { entity: 'Department', entityId: id(departments, 'Tecnología'), file: png() }, 403],
      [ACCOUNTS.luis, { entity: 'Task', entityId: anaTask, file: png() }, 403],
      ['pablo.hernandez@empresa.es', { entity: 'Task', entityId: anaTask, file: png('captura.png') }, 201],
      [ACCOUNTS.supportTeamManager, { entity: 'Task', entityId: anaTask, file: png('captura.png') }, 201],
    ];
    for (const [email, request, status] of cases) {
      const response = await upload(email, request);
      assert.equal(response.statusCode, status, `${email} ${request.entity} ${request.entityId}: ${response.body}`);
      if (status === 403) assert.equal(response.json().error, 'No tiene permiso para realizar esta acción.');
    }
  });
});

describe('GET /api/files/{id} and /api/media_objects/{id}', () => {
  test('logos and avatars are for everyone logged in; task files for those who see the task; the rest is 404', async () => {
    const logo = (await upload(ACCOUNTS.techManager, { entity: 'Department', entityId: id(departments, 'Tecnología'), file: png('tecnologia.png') })).json();
    const attachment = (await upload(ACCOUNTS.ana, { entity: 'Task', entityId: anaTask, file: { name: 'datos.csv', type: 'text/csv', bytes: Buffer.from('a;b\n1;2\n') } })).json();
    assert.equal(attachment.mimeType, 'text/csv');

    const logoFile = await download(ACCOUNTS.luis, logo.id);
    assert.equal(logoFile.statusCode, 200);
    assert.equal(logoFile.headers['content-type'], 'image/png');
    assert.match(String(logoFile.headers['content-disposition']), /^inline; filename="tecnologia.png"/);
    assert.equal((await metadata(ACCOUNTS.luis, logo.id)).statusCode, 200);

    assert.equal((await download(ACCOUNTS.ana, attachment.id)).statusCode, 200);
    assert.equal((await download(ACCOUNTS.techManager, attachment.id)).statusCode, 200);
    assert.equal((await download(ACCOUNTS.luis, attachment.id)).statusCode, 404);
    assert.equal((await metadata(ACCOUNTS.luis, attachment.id)).statusCode, 404);
    assert.equal((await download(ACCOUNTS.ana, 99999)).statusCode, 404);
    assert.equal((await download(ACCOUNTS.ana, 0 as number)).statusCode, 400);

    await app.db.query('UPDATE media_objects SET deleted = true WHERE id = $1', [attachment.id]);
    assert.equal((await download(ACCOUNTS.ana, attachment.id)).statusCode, 404);
    assert.equal((await download(ACCOUNTS.sysAdmin, attachment.id)).statusCode, 200);

    const noSession = await app.inject({ method: 'GET', url: `/api/files/${logo.id}` });
    assert.equal(noSession.statusCode, 401);
  });
});
