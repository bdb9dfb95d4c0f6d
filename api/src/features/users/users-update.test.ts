import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

async function idOf(email: string): Promise<number> {
  const [user] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?email=${encodeURIComponent(email)}` }));
  assert.ok(user, `no user ${email}`);
  return user.id;
}

const put = (email: string, id: number, payload: object) => injectWithLogin(email, { method: 'PUT', url: `/api/users/${id}`, payload });
const storedAsAdmin = async (id: number) => (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users/${id}` })).json();

async function mediaObject(values: { entity: string; entityId: number; createdBy: number; mimeType?: string }): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    sql`INSERT INTO media_objects (name, storage_key, mime_type, size, entity, entity_id, created_by_id)
        VALUES ('foto.png', ${randomUUID()}, ${values.mimeType ?? 'image/png'}, 100, ${values.entity}, ${values.entityId}, ${values.createdBy}) RETURNING id`,
  );
  assert.ok(row);
  return row.id;
}

const anaId = await idOf(ACCOUNTS.ana);
const luisId = await idOf(ACCOUNTS.luis);

describe('PUT /api/users/{id} on one’s own profile', () => {
  test('stores every profile field, merges options and answers the full view', async () => {
    const response = await put(ACCOUNTS.ana, anaId, {
      name: 'Ana García López',
      alternativeEmail: 'ana.personal@correo.es',
      phone: '+34 600 123 456',
      birthday: '1990-05-10T08:00:00+02:00',
      timezone: 'Europe/London',
      situation: 0,
      mails: false,
      duty: true,
      provincia: '/api/provincias/28',
      municipio: '/api/municipios/28079',
      options: { compactSidebar: true },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body['@type'], 'User');
    assert.equal(body.name, 'Ana García López');
    assert.equal(body.alternativeEmail, 'ana.personal@correo.es');
    assert.equal(body.phone, '+34 600 123 456');
    assert.equal(body.birthday, '1990-05-10T08:00:00+02:00');
    assert.equal(body.timezone, 'Europe/London');
    assert.equal(body.situation, 0);
    assert.equal(body.mails, false);
    assert.equal(body.duty, true);
    assert.equal(body.municipio['@id'], '/api/municipios/28079');
    assert.equal(body.municipio.provincia['@id'], '/api/provincias/28');
    assert.deepEqual(body.options, { compactSidebar: true });
    // A partial body leaves everything else as it was.
    const again = await put(ACCOUNTS.ana, anaId, { phone: '' });
    assert.equal(again.json().phone, null);
    assert.equal(again.json().name, 'Ana García López');
    // A birthday given as a plain date is stored at 08:00:00 as well.
    assert.equal((await put(ACCOUNTS.ana, anaId, { birthday: '1985-12-01' })).json().birthday, '1985-12-01T08:00:00+01:00');
  });

  test('privileged and read-only fields are ignored, not stored', async () => {
    const response = await put(ACCOUNTS.luis, luisId, {
      roles: ['ROLE_ADMIN'],
      email: 'otro@empresa.es',
      deleted: true,
      id: 1,
      workSchedule: '/api/work_schedules/1',
      name: 'Luis Martín',
    });
    assert.equal(response.statusCode, 200);
    const stored = await storedAsAdmin(luisId);
    assert.deepEqual(stored.roles, ['ROLE_USER']);
    assert.equal(stored.email, ACCOUNTS.luis);
    assert.equal(stored.deleted, false);
    assert.equal(stored.workSchedule.name, 'Tardes');
    assert.equal(stored.name, 'Luis Martín');
    // The session survived: nothing privileged changed.
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/users/${luisId}` })).statusCode, 200);
  });

  test('every field is validated with Spanish violations, and nothing changes', async () => {
    const before = await storedAsAdmin(luisId);
    const response = await put(ACCOUNTS.luis, luisId, {
      name: 'No debería guardarse',
      alternativeEmail: 'no-es-un-correo',
      phone: '12ab',
      birthday: '2010-01-26',
      timezone: 'Europe/Paris',
      situation: 3,
      provincia: '/api/provincias/8',
      municipio: '/api/municipios/28079',
    });
    assert.equal(response.statusCode, 422);
    const body = response.json();
    assert.equal(body['@type'], 'ConstraintViolationList');
    assert.deepEqual(
      body.violations.map((violation: { propertyPath: string; message: string }) => [violation.propertyPath, violation.message]),
      [
        ['alternativeEmail', 'El correo alternativo no es válido'],
        ['phone', 'El teléfono no es válido'],
        ['birthday', 'La fecha de nacimiento debe estar entre el 01-01-1900 y el 25-01-2010'],
        ['timezone', 'Zona horaria no válida'],
        ['situation', 'Situación no válida'],
        ['municipio', 'El municipio no pertenece a la provincia seleccionada'],
      ],
    );
    assert.equal(body.error, 'El correo alternativo no es válido');
    assert.equal((await storedAsAdmin(luisId)).name, before.name);

    const cases: [object, string][] = [
      [{ birthday: 'ayer' }, 'Fecha no válida'],
      [{ birthday: '2010-01-25T08:00:00+01:00' }, ''],
      [{ municipio: '/api/municipios/99999' }, 'El municipio no existe'],
      [{ provincia: '/api/provincias/28', municipio: null }, 'Seleccione un municipio de la provincia elegida'],
      [{ image: '/api/media_objects/999999' }, 'La imagen no es válida'],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(ACCOUNTS.luis, luisId, payload);
      if (message === '') assert.equal(answer.statusCode, 200, JSON.stringify(payload));
      else assert.equal(answer.json().error, message, JSON.stringify(payload));
    }
  });

  test('wrong types are 400 and unknown users 404', async () => {
    assert.equal((await put(ACCOUNTS.luis, luisId, { mails: 'sí' })).statusCode, 400);
    assert.equal((await put(ACCOUNTS.luis, luisId, { options: 'compact' })).statusCode, 400);
    assert.equal((await put(ACCOUNTS.admin, 999999, { name: 'Nadie' })).statusCode, 404);
  });

  test('options stay small flat settings: nested values, long texts and too many keys are 400 and change nothing', async () => {
    const saraEmail = 'sara.gutierrez@empresa.es';
    const saraId = await idOf(saraEmail);
    const before = (await storedAsAdmin(saraId)).options;
    const manyKeys = Object.fromEntries(Array.from({ length: 33 }, (_, index) => [`key${index}`, true]));
    for (const options of [{ theme: { nested: true } }, { note: 'x'.repeat(256) }, manyKeys]) {
      assert.equal((await put(saraEmail, saraId, { options })).statusCode, 400);
    }
    assert.deepEqual((await storedAsAdmin(saraId)).options, before);
    assert.equal((await put(saraEmail, saraId, { options: { compactSidebar: true, theme: 'oscuro' } })).statusCode, 200);
  });
});

describe('PUT /api/users/{id} on someone else', () => {
  test('a member, even a manager, may not edit a colleague', async () => {
    for (const email of [ACCOUNTS.luis, ACCOUNTS.techManager, ACCOUNTS.redesManager]) {
      const response = await put(email, anaId, { name: 'Cambiado por otro' });
      assert.equal(response.statusCode, 403, email);
      assert.equal(response.json()['@type'], 'hydra:Error');
    }
    assert.notEqual((await storedAsAdmin(anaId)).name, 'Cambiado por otro');
  });

  test('an admin edits contact and administrative fields but not personal preferences', async () => {
    const response = await put(ACCOUNTS.admin, luisId, {
      phone: '911 222 333',
      roles: ['ROLE_TEAM_MANAGER'],
      mails: false,
      options: { compactSidebar: true },
    });
    assert.equal(response.statusCode, 200);
    const stored = response.json();
    assert.equal(stored.phone, '911 222 333');
    assert.deepEqual(stored.roles, ['ROLE_USER', 'ROLE_TEAM_MANAGER']);
    assert.equal(stored.mails, true);
    assert.deepEqual(stored.options, { compactSidebar: false });
    // A role change ends the user's sessions.
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/users' })).statusCode, 401);

    const unknownRole = await put(ACCOUNTS.admin, luisId, { roles: ['ROLE_KING'] });
    assert.equal(unknownRole.json().error, 'Rol no válido');
    const taken = await put(ACCOUNTS.admin, luisId, { email: ACCOUNTS.ana });
    assert.equal(taken.json().error, 'El usuario ya existe');
    const foreignDomain = await put(ACCOUNTS.admin, luisId, { email: 'luis@otra.com' });
    assert.equal(foreignDomain.json().error, 'El dominio del correo no está permitido');
  });
});

describe('the avatar is the user’s own upload', () => {
  test('a picture uploaded for oneself is accepted; one for or by someone else is refused', async () => {
    const own = await mediaObject({ entity: 'User', entityId: anaId, createdBy: anaId });
    const accepted = await put(ACCOUNTS.ana, anaId, { image: `/api/media_objects/${own}` });
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json().image, `/api/media_objects/${own}`);

    const forLuis = await mediaObject({ entity: 'User', entityId: luisId, createdBy: anaId });
    const byLuis = await mediaObject({ entity: 'User', entityId: anaId, createdBy: luisId });
    const teamLogo = await mediaObject({ entity: 'Team', entityId: 1, createdBy: anaId });
    const notAnImage = await mediaObject({ entity: 'User', entityId: anaId, createdBy: anaId, mimeType: 'application/pdf' });
    for (const id of [forLuis, byLuis, teamLogo, notAnImage]) {
      const refused = await put(ACCOUNTS.ana, anaId, { image: id });
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().error, 'La imagen no es válida');
    }
    // Nobody sets another user's avatar, not even with that user's own upload.
    const luisOwn = await mediaObject({ entity: 'User', entityId: luisId, createdBy: luisId });
    assert.equal((await put(ACCOUNTS.ana, luisId, { image: luisOwn })).statusCode, 403);
    const byAdmin = await put(ACCOUNTS.admin, luisId, { image: luisOwn });
    assert.equal(byAdmin.statusCode, 200);
    assert.equal((await storedAsAdmin(luisId)).image, null);
    assert.equal((await storedAsAdmin(anaId)).image, `/api/media_objects/${own}`);
  });
});

describe('the avatar through the upload endpoint', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  async function uploadAvatar(email: string, entityId: number) {
    const form = new FormData();
    form.append('entity', 'User');
    form.append('entity_id', String(entityId));
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'foto.png');
    const encoded = new Response(form);
    return injectWithLogin(email, {
      method: 'POST',
      url: '/api/media_objects',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
  }

  test('a user uploads and sets their own avatar; nobody uploads for or takes over someone else’s', async () => {
    const laura = 'laura.diaz@empresa.es';
    const lauraId = await idOf(laura);
    const mine = await uploadAvatar(laura, lauraId);
    assert.equal(mine.statusCode, 201);
    const iri = mine.json()['@id'];
    assert.equal((await put(laura, lauraId, { image: iri })).json().image, iri);

    assert.equal((await uploadAvatar(ACCOUNTS.ana, lauraId)).statusCode, 403);
    const takeover = await put(ACCOUNTS.ana, anaId, { image: iri });
    assert.equal(takeover.statusCode, 422);
    assert.equal(takeover.json().error, 'La imagen no es válida');
    assert.equal((await storedAsAdmin(lauraId)).image, iri);
  });
});
