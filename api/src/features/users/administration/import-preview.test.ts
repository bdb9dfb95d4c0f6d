import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../../test/helper.ts';
import { multipart } from '../../files/multipart.ts';

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
