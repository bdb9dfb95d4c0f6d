import assert from 'node:assert/strict';
import { test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp } from '../../../../test/helper.ts';
import { multipart } from '../../files/multipart.ts';
import { ACCOUNT_MAIL_JOBS } from '../../account-recovery/account-mails.ts';
import { IMPORT_BATCH_ROWS } from './import-creation.ts';

const { app, injectWithLogin } = await buildTestApp();

const upload = async (email: string, url: string, csv: string) =>
  injectWithLogin(email, { method: 'POST', url, ...(await multipart({ file: { name: 'personas.csv', type: 'text/csv', bytes: Buffer.from(csv) } })) });
const importFile = (email: string, csv: string) => upload(email, '/api/users/import', csv);
type Outcome = { line: number; status: string; reason: string | null };
const outcomesOf = (body: { rows: Outcome[] }) => body.rows.map((row) => [row.line, row.status, row.reason]);

async function accountOf(email: string) {
  const [user] = await app.db.query<{ id: number; departments: string[]; teams: string[] }>(
    sql`SELECT u.id,
               ARRAY(SELECT d.name FROM department_users du JOIN departments d ON d.id = du.department_id WHERE du.user_id = u.id) AS departments,
               ARRAY(SELECT t.name FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = u.id) AS teams
        FROM users u WHERE lower(email) = lower(${email})`,
  );
  return user;
}

const invitationsTo = async (id: number) =>
  (await app.db.query(sql`SELECT 1 FROM jobs WHERE kind = ${ACCOUNT_MAIL_JOBS.invitation} AND (payload->>'userId')::int = ${id}`)).length;

test('the valid rows are created, placed, audited and invited; the others are reported with their reason', async () => {
  const csv = ['correo,nombre,departamento,equipos', 'imp.uno@empresa.es,Imp Uno,tecnologia,Soporte', 'imp.dos@empresa.es,Imp Dos,Operaciones,', 'ana.garcia@empresa.es,Ana,Tecnología,', 'imp.tres@empresa.es,,Tecnología,'].join('\n');
  const response = await importFile(ACCOUNTS.admin, csv);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.deepEqual(outcomesOf(body), [
    [2, 'created', null],
    [3, 'created', null],
    [4, 'existing', 'Ya existe un usuario con ese correo'],
    [5, 'error', 'Falta el nombre'],
  ]);
  assert.deepEqual([body.created, body.existing, body.errors], [2, 1, 1]);
  const uno = await accountOf('imp.uno@empresa.es');
  assert.deepEqual([uno?.departments, uno?.teams], [['Tecnología'], ['Soporte']]);
  assert.ok(uno);
  assert.equal(await invitationsTo(uno.id), 1);
  const [audit] = await app.db.query<{ action: string }>(sql`SELECT action FROM audit_logs WHERE entity = 'User' AND entity_id = ${uno.id}`);
  assert.equal(audit?.action, 'create');
});

test('rows are checked again at confirmation: a row that became invalid after its preview is not created', async () => {
  const csv = 'tarde.uno@empresa.es,Tarde Uno,Tecnología,\ntarde.dos@empresa.es,Tarde Dos,Tecnología,';
  const preview = (await upload(ACCOUNTS.admin, '/api/users/import_preview', csv)).json();
  assert.equal(preview.toCreate, 2);
  const meanwhile = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/userCreate', payload: { email: 'TARDE.UNO@empresa.es', name: 'Otra' } });
  assert.equal(meanwhile.statusCode, 201, meanwhile.body);
  const body = (await importFile(ACCOUNTS.admin, csv)).json();
  assert.deepEqual(outcomesOf(body), [
    [1, 'existing', 'Ya existe un usuario con ese correo'],
    [2, 'created', null],
  ]);
  assert.equal((await accountOf('tarde.uno@empresa.es'))?.departments.length, 0, 'the existing person is left as they were');
});

test('a department manager creates only into their departments; others are refused and nothing is created', async () => {
  const csv = 'jefe.uno@empresa.es,Uno,Tecnología,\njefe.dos@empresa.es,Dos,Operaciones,\njefe.tres@empresa.es,Tres,,';
  const body = (await importFile(ACCOUNTS.techManager, csv)).json();
  assert.deepEqual(outcomesOf(body), [
    [1, 'created', null],
    [2, 'error', 'Solo puede asignar departamentos y equipos que usted dirige'],
    [3, 'error', 'Indique el departamento'],
  ]);
  assert.equal(await accountOf('jefe.dos@empresa.es'), undefined);
  assert.equal(await accountOf('jefe.tres@empresa.es'), undefined);

  const refused = 'rechazo@empresa.es,Rechazo,Tecnología,';
  assert.equal((await importFile(ACCOUNTS.ana, refused)).statusCode, 403);
  assert.equal((await importFile(ACCOUNTS.admin, '\n\n')).statusCode, 422);
  assert.equal(await accountOf('rechazo@empresa.es'), undefined);
});

test('rows over the limits or with a NUL are reported and not created; a manager hears nothing of addresses outside their scope', async () => {
  const csv = [`largo.nombre@empresa.es,${'N'.repeat(256)},Tecnología,`, 'con.nulo@empresa.es,Con\u0000Nulo,Tecnología,', 'luis.martin@empresa.es,Luis,Tecnología,'].join('\n');
  const response = await importFile(ACCOUNTS.techManager, csv);
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(outcomesOf(response.json()), [
    [1, 'error', 'El nombre no puede tener más de 255 caracteres'],
    [2, 'error', 'El texto contiene caracteres no válidos'],
    [3, 'error', 'No se puede crear este usuario'],
  ]);
  assert.equal(await accountOf('largo.nombre@empresa.es'), undefined);
  assert.equal(await accountOf('con.nulo@empresa.es'), undefined);
  const luis = await accountOf(ACCOUNTS.luis);
  assert.deepEqual([luis?.departments, luis?.teams], [[], ['Almacén']], 'Luis is left as he was');
});

test(`people are created ${IMPORT_BATCH_ROWS} rows per transaction, so a long file never holds the database for the whole import`, async () => {
  const count = 2 * IMPORT_BATCH_ROWS + 1;
  const csv = Array.from({ length: count }, (_, index) => `lote.${index}@empresa.es,Lote ${index},Tecnología,`).join('\n');
  const response = await importFile(ACCOUNTS.admin, csv);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().created, count);
  // Rows written by one transaction share its id (xmin): three batches, three transactions.
  const [row] = await app.db.query<{ transactions: number; people: number }>(
    sql`SELECT count(DISTINCT xmin::text)::int AS transactions, count(*)::int AS people FROM users WHERE email LIKE 'lote.%@empresa.es'`,
  );
  assert.deepEqual(row, { transactions: 3, people: count });
});
