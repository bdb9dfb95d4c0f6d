import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { PABLO, RUBEN, timeFixtures } from '../../../test/fixtures/time-fixtures.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const WEEK = 'from=2026-01-12&to=2026-01-18';

type Period = { id: number; date: string; startedAt: string; endedAt: string | null; running: boolean; task: { name: string }; subtask: { name: string } | null; team: { name: string } };

describe('GET /api/time_periods', () => {
  test('the periods of the days, cut at the user’s midnights, with names, scheduled time and the 77 % flag', async () => {
    const task = await fixtures.task('Soporte', 'Periodos');
    const subtask = await fixtures.subtask(task, 'Parte');
    await fixtures.entry(PABLO, { task }, '2026-01-15T09:00:00+01:00', '2026-01-15T11:30:00+01:00');
    await fixtures.entry(PABLO, { subtask }, '2026-01-15T23:00:00+01:00', '2026-01-16T00:30:00+01:00');
    const answer = await get(PABLO, `/api/time_periods?${WEEK}`);
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json() as { periods: Period[]; scheduled: Record<string, number>; requireTime: boolean; user: string };
    const ours = body.periods.filter((period) => period.task.name === 'Periodos');
    assert.deepEqual(
      ours.map((period) => [period.date, period.startedAt, period.endedAt, period.subtask?.name ?? null, period.team.name]),
      [
        ['2026-01-15', '2026-01-15T09:00:00+01:00', '2026-01-15T11:30:00+01:00', null, 'Soporte'],
        ['2026-01-15', '2026-01-15T23:00:00+01:00', '2026-01-16T00:00:00+01:00', 'Parte', 'Soporte'],
        ['2026-01-16', '2026-01-16T00:00:00+01:00', '2026-01-16T00:30:00+01:00', 'Parte', 'Soporte'],
      ],
    );
    assert.equal(ours[1]?.id, ours[2]?.id);
    assert.deepEqual(Object.keys(body.scheduled), ['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17', '2026-01-18']);
    const [schedule] = await app.db.query<{ seconds: number }>(
      `SELECT coalesce(sum(extract(epoch FROM wu.end_time - wu.start_time)), 0)::int AS seconds
       FROM users u JOIN work_schedule_units wu ON wu.work_schedule_id = u.work_schedule_id WHERE u.email = $1`,
      [PABLO],
    );
    assert.equal(Object.values(body.scheduled).reduce((sum, one) => sum + one, 0), schedule?.seconds);
    assert.equal(body.requireTime, false);
    assert.equal((await get(RUBEN, `/api/time_periods?${WEEK}`)).json().requireTime, true);
  });

  test('a running period shows today until now, without an end', async () => {
    const task = await fixtures.task('Soporte', 'En marcha');
    const ana = await fixtures.userId(ACCOUNTS.ana);
    await app.db.query('UPDATE work_time_histories SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [ana]);
    await app.db.query("INSERT INTO work_time_histories (user_id, task_id, started_at) VALUES ($1, $2, now() - interval '1 minute')", [ana, task]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const periods = (await get(ACCOUNTS.ana, `/api/time_periods?from=${today}&to=${today}`)).json().periods as Period[];
    const running = periods.find((period) => period.task.name === 'En marcha');
    assert.deepEqual([running?.running, running?.endedAt], [true, null]);
    await app.db.query('UPDATE work_time_histories SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [ana]);
  });

  test('someone else’s periods follow the reports’ scope: admins, inspectors and their department’s manager', async () => {
    const pablo = await fixtures.userId(PABLO);
    for (const email of [ACCOUNTS.admin, ACCOUNTS.inspector, ACCOUNTS.techManager]) {
      assert.equal((await get(email, `/api/time_periods?${WEEK}&user=${pablo}`)).statusCode, 200, email);
    }
    for (const email of [ACCOUNTS.redesManager, ACCOUNTS.ana, ACCOUNTS.luis]) {
      const refused = await get(email, `/api/time_periods?${WEEK}&user=${pablo}`);
      assert.deepEqual([refused.statusCode, refused.json().error], [403, 'No tiene permiso para ver los tiempos de esta persona.'], email);
      assert.equal((await get(email, `/api/time_periods/sheet?${WEEK}&user=${pablo}`)).statusCode, 403, email);
    }
    assert.equal((await get(ACCOUNTS.admin, `/api/time_periods?${WEEK}&user=999999`)).statusCode, 404);
    assert.equal((await get(PABLO, `/api/time_periods?${WEEK}&user=${pablo}`)).statusCode, 200);
  });

  test('bad days are a 400, more than a month a 422', async () => {
    assert.equal((await get(PABLO, '/api/time_periods?from=2026-02-30&to=2026-03-01')).statusCode, 400);
    assert.equal((await get(PABLO, '/api/time_periods?from=2026-01-01&to=2026-02-15')).statusCode, 422);
    assert.equal((await get(PABLO, '/api/time_periods?from=2026-01-10&to=2026-01-01')).statusCode, 422);
  });
});

describe('GET /api/time_periods/sheet', () => {
  test('one sheet in the reports’ style: dates dd-mm-yyyy, durations [hh]:mm:ss, a totals row', async () => {
    const task = await fixtures.task('Soporte', 'Hoja');
    await fixtures.entry(PABLO, { task }, '2026-01-13T09:00:00+01:00', '2026-01-13T10:15:30+01:00');
    const answer = await get(PABLO, `/api/time_periods/sheet?${WEEK}`);
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-disposition']), /tiempos-2026-01-12-2026-01-18\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Tiempos');
    assert.ok(sheet);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), ['Fecha', 'Tarea', 'Subtarea', 'Equipo', 'Inicio', 'Fin', 'Duración']);
    const row = sheet.getRows(2, sheet.rowCount - 1)?.find((one) => one.getCell(2).value === 'Hoja');
    assert.ok(row);
    assert.equal(row.getCell(1).numFmt, 'dd-mm-yyyy');
    assert.equal(row.getCell(7).numFmt, '[hh]:mm:ss');
    // exceljs reads a time-formatted number back as a Date counted from 1899-12-30.
    assert.equal(Math.round(((row.getCell(7).value as Date).getTime() - Date.UTC(1899, 11, 30)) / 1000), 4530);
    assert.equal((row.getCell(5).value as Date).toISOString(), '2026-01-13T09:00:00.000Z');
    assert.equal(sheet.getRow(sheet.rowCount).getCell(1).value, 'Total');
  });
});
