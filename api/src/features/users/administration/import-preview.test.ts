import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../../test/helper.ts';
import { multipart } from '../../files/multipart.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-routes.ts';

const { injectWithLogin } = await buildTestApp();

const preview = async (email: string, csv: string) =>
  injectWithLogin(email, { method: 'POST', url: '/api/users/import_preview', ...(await multipart({ file: { name: 'personas.csv', type: 'text/csv', bytes: Buffer.from(csv) } })) });
type Row = { line: number; status: string; reason: string | null };

test('each row is to create, already existing, or an error with its reason; a header line is skipped', async () => {
  const csv = [
    'correo,nombre,departamento,equipos',
    'nueva.persona@empresa.es,Nueva Persona,tecnologia,Soporte',
    'ANA.GARCIA@empresa.es,Ana,Tecnología,',
    'no-es-correo,Alguien,Tecnología,',
    'sin.nombre@empresa.es,,Tecnología,',
    'otra@empresa.es,Otra,Marketing,',
    'equipo@empresa.es,Equipo,Tecnología,Almacén',
    'nueva.persona@empresa.es,Repetida,Tecnología,',
    '"coma, dentro@empresa.es",X,Tecnología,',
  ].join('\r\n');
  const response = await preview(ACCOUNTS.admin, csv);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.deepEqual(
    body.rows.map((row: Row) => [row.line, row.status, row.reason]),
    [
      [2, 'create', null],
      [3, 'existing', 'Ya existe un usuario con ese correo'],
      [4, 'error', 'El correo no es válido'],
      [5, 'error', 'Falta el nombre'],
      [6, 'error', 'El departamento no existe'],
      [7, 'error', 'El equipo no existe en el departamento: Almacén'],
      [8, 'error', 'El correo se repite en el archivo'],
      [9, 'error', 'El correo no es válido'],
    ],
  );
  assert.deepEqual([body.toCreate, body.existing, body.errors], [1, 1, 6]);
});

test('a department manager previews only into their departments; others are refused; nothing is created', async () => {
  const csv = 'a1@empresa.es,Uno,Tecnología,\na2@empresa.es,Dos,Operaciones,\na3@empresa.es,Tres,,';
  const rows = (await preview(ACCOUNTS.techManager, csv)).json().rows as Row[];
  assert.deepEqual(rows.map((row) => row.reason), [null, 'Solo puede asignar departamentos y equipos que usted dirige', 'Indique el departamento']);
  assert.equal((await preview(ACCOUNTS.ana, csv)).statusCode, 403);
  assert.equal((await preview(ACCOUNTS.admin, '\n\n')).statusCode, 422);
  const again = (await preview(ACCOUNTS.admin, csv)).json().rows as Row[];
  assert.equal(again[0]?.status, 'create');
});

test('a row must fit the limits of "Nuevo usuario" and hold no control character, each refused with its reason, never a 500', async () => {
  const csv = [
    `largo@empresa.es,${'N'.repeat(256)},Tecnología,`,
    `${'c'.repeat(250)}@empresa.es,Correo Largo,Tecnología,`,
    'nulo@empresa.es,Con\u0000Nulo,Tecnología,',
    'nulo\u0000@empresa.es,Nulo,Tecnología,',
    'tab@empresa.es,Con\tTab,Tecnología,',
    `equipo@empresa.es,Equipo,Tecnología,${'E'.repeat(256)}`,
    'bien@empresa.es,Bien,Tecnología,',
  ].join('\n');
  const response = await preview(ACCOUNTS.admin, csv);
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    response.json().rows.map((row: Row) => [row.line, row.status, row.reason]),
    [
      [1, 'error', 'El nombre no puede tener más de 255 caracteres'],
      [2, 'error', 'El correo no puede tener más de 255 caracteres'],
      [3, 'error', 'El texto contiene caracteres no válidos'],
      [4, 'error', 'El texto contiene caracteres no válidos'],
      [5, 'error', 'El texto contiene caracteres no válidos'],
      [6, 'error', 'El nombre de un equipo no puede tener más de 255 caracteres'],
      [7, 'create', null],
    ],
  );
});

test(`a file of more than ${MAX_IMPORT_ROWS} rows is a 422 and one of more than ${MAX_IMPORT_BYTES} bytes a 413, both before any row is read`, async () => {
  const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `fila.${index}@empresa.es,Fila ${index},Tecnología,`);
  const tooMany = await preview(ACCOUNTS.admin, rows.join('\n'));
  assert.equal(tooMany.statusCode, 422);
  assert.equal(tooMany.json().violations[0].message, `El archivo tiene más de ${MAX_IMPORT_ROWS} filas`);
  assert.equal((await preview(ACCOUNTS.admin, rows.slice(0, MAX_IMPORT_ROWS).join('\n'))).statusCode, 200);
  const tooLarge = await preview(ACCOUNTS.admin, `grande@empresa.es,${'G'.repeat(MAX_IMPORT_BYTES)},Tecnología,`);
  assert.equal(tooLarge.statusCode, 413);
  assert.equal(tooLarge.json().error, 'El archivo supera el tamaño máximo de 1 MB.');
  assert.equal(tooLarge.json()['@type'], 'hydra:Error');
});

test('"ya existe" only for people the caller administers; an address taken by anyone else is a neutral error to a department manager', async () => {
  const csv = [
    'ana.garcia@empresa.es,Ana,Tecnología,',
    'luis.martin@empresa.es,Luis,Tecnología,',
    'admin@empresa.es,Admin,Tecnología,',
    'antonio.gil@empresa.es,Antonio,Tecnología,',
    'libre@empresa.es,Libre,Tecnología,',
  ].join('\n');
  const outcomes = async (email: string) => ((await preview(email, csv)).json().rows as Row[]).map((row) => [row.status, row.reason]);
  const NEUTRAL = ['error', 'No se puede crear este usuario'];
  const EXISTING = ['existing', 'Ya existe un usuario con ese correo'];
  assert.deepEqual(await outcomes(ACCOUNTS.techManager), [EXISTING, NEUTRAL, NEUTRAL, NEUTRAL, ['create', null]]);
  assert.deepEqual(await outcomes(ACCOUNTS.admin), [EXISTING, EXISTING, EXISTING, EXISTING, ['create', null]]);
  // A taken address outside their scope says no more than any refused row: the placement's own error comes first.
  const elsewhere = ((await preview(ACCOUNTS.techManager, 'luis.martin@empresa.es,Luis,Operaciones,')).json().rows as Row[])[0];
  assert.equal(elsewhere?.reason, 'Solo puede asignar departamentos y equipos que usted dirige');
});
