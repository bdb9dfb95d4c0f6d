import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import sql from 'sql-template-tag';
import { queueWeeklyTeamReports } from './report-jobs.ts';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { reportFixtures } from './report-fixtures.ts';
import { type ReceivedMail, startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';

const smtp = await startSmtpCatcher();
const { app, injectWithLogin } = await buildTestApp({ runJobs: true, jobPollMs: 50, smtpUrl: smtp.url });
const fixtures = reportFixtures(app.db);

const departmentId = await fixtures.managedDepartmentId(ACCOUNTS.techManager);
const zoe = await fixtures.user('Zoe Test');
const alba = await fixtures.user('Alba Test');
const teamName = `Informes QA ${randomUUID().slice(0, 4)}`;
const teamId = await fixtures.team({ name: teamName, departmentId, managerId: zoe, members: [alba] });
const otherTeam = await fixtures.team({ name: `Otro ${randomUUID().slice(0, 4)}`, departmentId, managerId: alba, members: [zoe] });
const vpn = await fixtures.task({ name: 'Revisar VPN', teamId, createdById: zoe });
const backups = await fixtures.task({ name: 'Copias de seguridad', teamId, createdById: zoe });
const elsewhere = await fixtures.task({ name: 'Fuera del equipo', teamId: otherTeam, createdById: alba });
const logs = await fixtures.subtask(vpn, 'Comprobar logs');
await fixtures.work(zoe, { taskId: vpn }, '2026-11-16T09:00:00+01:00', '2026-11-16T10:30:00+01:00');
await fixtures.work(zoe, { subtaskId: logs }, '2026-11-16T11:00:00+01:00', '2026-11-16T11:30:00+01:00');
await fixtures.work(zoe, { taskId: backups }, '2026-11-17T09:00:00+01:00', '2026-11-17T10:00:00+01:00');
await fixtures.work(alba, { taskId: vpn }, '2026-11-18T23:30:00+01:00', '2026-11-19T00:30:00+01:00');
await fixtures.work(alba, { taskId: vpn }, '2026-11-15T23:00:00+01:00', '2026-11-16T01:00:00+01:00');
await fixtures.work(alba, { taskId: backups }, '2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00');
await fixtures.work(zoe, { taskId: elsewhere }, '2026-11-16T12:00:00+01:00', '2026-11-16T13:00:00+01:00');
await fixtures.message(vpn, alba, 'Revisado el túnel', '2026-11-16T10:00:00+01:00');

const HOUR = 3600;

async function mailWith(fileName: string): Promise<ReceivedMail> {
  return waitFor(async () => smtp.received.find((one) => one.mail.attachments.some((file) => file.filename === fileName)), 15_000, fileName);
}

async function workbookOf(received: ReceivedMail): Promise<ExcelJS.Workbook> {
  const [attachment] = received.mail.attachments;
  assert.ok(attachment);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(attachment.content as unknown as ArrayBuffer);
  return workbook;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Data rows as plain values: dates as YYYY-MM-DD, times as YYYY-MM-DDTHH:MM:SS, durations back to seconds. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = Array.from({ length: sheet.columnCount }, (_, index) => {
      const cell = row.getCell(index + 1);
      const value = cell.value;
      // exceljs reads any time-formatted number back as a Date counted from 1899-12-30.
      if (cell.numFmt === '[hh]:mm:ss' && value instanceof Date) return Math.round((value.getTime() - EXCEL_EPOCH) / 1000);
      if (value instanceof Date) return value.toISOString().slice(0, cell.numFmt === 'dd-mm-yyyy' ? 10 : 19);
      return value ?? null;
    });
    rows.push(values);
  });
  return rows;
}

function assertSheetLayout(sheet: ExcelJS.Worksheet, headers: string[]): void {
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), headers);
  assert.equal(sheet.views[0]?.state, 'frozen');
  assert.equal((sheet.views[0] as { ySplit?: number }).ySplit, 1);
  assert.ok(sheet.autoFilter, 'the header row has an auto-filter');
}

describe('report delivery', () => {
  it('mails the team report of a week to the caller only, with rows and totals of the data', async () => {
    const response = await injectWithLogin(ACCOUNTS.inspector, { method: 'GET', url: `/api/reports/team_report/${teamId}/2026-11-16/2026-11-22` });
    assert.equal(response.statusCode, 202);
    const received = await mailWith(`informe-equipo-${teamName.replaceAll(' ', '-')}-2026-11-16-2026-11-22.xlsx`);
    assert.deepEqual(received.envelopeTo, [ACCOUNTS.inspector]);
    const workbook = await workbookOf(received);
    const detail = workbook.getWorksheet('Tiempo por día');
    assert.ok(detail);
    assertSheetLayout(detail, ['Usuario', 'Correo', 'Fecha', 'Id tarea', 'Tarea', 'Tiempo']);
    assert.equal(detail.getColumn(3).numFmt, 'dd-mm-yyyy');
    const rows = rowsOf(detail).map((row) => [row[0], row[2], row[4], row[5]]);
    assert.deepEqual(rows, [
      ['Alba Test', '2026-11-16', 'Revisar VPN', HOUR], // 23:00–01:00 cut at the start of the range
      ['Alba Test', '2026-11-18', 'Revisar VPN', HOUR],
      ['Zoe Test', '2026-11-16', 'Revisar VPN', 2 * HOUR], // 1 h 30 on the task + 30 min on its subtask
      ['Zoe Test', '2026-11-17', 'Copias de seguridad', HOUR],
      ['Total', null, null, 5 * HOUR],
    ]);
    const summary = workbook.getWorksheet('Resumen por miembro');
    assert.ok(summary);
    assert.deepEqual(
      rowsOf(summary).map((row) => [row[0], row[2], row[3]]),
      [
        ['Alba Test', 2, 2 * HOUR],
        ['Zoe Test', 2, 3 * HOUR],
        ['Total', null, 5 * HOUR],
      ],
    );
  });

  it('mails the task report with its subtasks, time per person and day, and messages', async () => {
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/reports/task_report/${vpn}` });
    assert.equal(response.statusCode, 202);
    const received = await mailWith(`informe-tarea-${vpn}-Revisar-VPN.xlsx`);
    assert.deepEqual(received.envelopeTo, [ACCOUNTS.admin]);
    const workbook = await workbookOf(received);
    const time = workbook.getWorksheet('Tiempo');
    assert.ok(time);
    assertSheetLayout(time, ['Fecha', 'Usuario', 'Correo', 'Tiempo']);
    assert.deepEqual(
      rowsOf(time).map((row) => [row[0], row[1], row[3]]),
      [
        ['2026-11-15', 'Alba Test', 2 * HOUR],
        ['2026-11-16', 'Zoe Test', 2 * HOUR],
        ['2026-11-18', 'Alba Test', HOUR],
        ['Total', null, 5 * HOUR],
      ],
    );
    const task = workbook.getWorksheet('Tarea');
    assert.equal(rowsOf(task as ExcelJS.Worksheet)[0]?.[11], 5 * HOUR);
    assert.deepEqual(rowsOf(workbook.getWorksheet('Subtareas') as ExcelJS.Worksheet)[0]?.slice(1, 2), ['Comprobar logs']);
    const messages = rowsOf(workbook.getWorksheet('Mensajes') as ExcelJS.Worksheet);
    assert.deepEqual(messages, [['2026-11-16T10:00:00', 'Alba Test', messages[0]?.[2], 'Revisado el túnel']]);
  });

  it('mails the advanced report to the caller even when the body names another address', async () => {
    const response = await injectWithLogin(ACCOUNTS.inspector, {
      method: 'POST',
      url: '/api/reports/advanced_report',
      payload: { email: 'fuera@example.com', team: `/api/teams/${teamId}`, keywords: 'vpn' },
    });
    assert.equal(response.statusCode, 202);
    const received = await mailWith(`informe-avanzado-${teamName.replaceAll(' ', '-')}.xlsx`);
    assert.deepEqual(received.envelopeTo, [ACCOUNTS.inspector]);
    assert.ok(smtp.received.every((one) => !one.envelopeTo.includes('fuera@example.com')));
    const rows = rowsOf((await workbookOf(received)).getWorksheet('Tareas') as ExcelJS.Worksheet);
    assert.deepEqual(
      rows.map((row) => [row[0], row[1], row[7]]),
      [
        [vpn, 'Revisar VPN', 5 * HOUR],
        ['Total', null, 5 * HOUR],
      ],
    );
  });

  it("confines a department manager's user report to the work and requests in teams of their departments", async () => {
    const foreignDepartment = await fixtures.otherDepartmentId(ACCOUNTS.techManager);
    const foreignTeam = await fixtures.team({ name: `Ajeno ${randomUUID().slice(0, 4)}`, departmentId: foreignDepartment, managerId: alba, members: [zoe] });
    const foreignTask = await fixtures.task({ name: 'Trabajo ajeno', teamId: foreignTeam, createdById: zoe, createdAt: '2026-11-16T08:00:00+01:00' });
    await fixtures.task({ name: 'Pedido propio', teamId, createdById: zoe, createdAt: '2026-11-16T08:00:00+01:00' });
    await fixtures.work(zoe, { taskId: foreignTask }, '2026-11-16T14:00:00+01:00', '2026-11-16T15:00:00+01:00');
    const zoeEmail = (await app.db.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${zoe}`))[0]?.email ?? '';
    const reportOf = async (email: string, type: 'user' | 'solicitante') => {
      const response = await injectWithLogin(email, { method: 'GET', url: `/api/reports/user_report/${type}/${zoe}/2026-11-16/2026-11-16` });
      assert.equal(response.statusCode, 202);
      const prefix = type === 'user' ? 'informe-usuario' : 'informe-solicitante';
      const received = await mailWith(`${prefix}-${zoeEmail.replace(/[^A-Za-z0-9]+/g, '-')}-2026-11-16-2026-11-16.xlsx`);
      // The next caller's report has the same file name.
      smtp.received.splice(smtp.received.indexOf(received), 1);
      const sheet = (await workbookOf(received)).worksheets[0];
      assert.ok(sheet);
      return rowsOf(sheet);
    };
    const workedTasks = async (email: string) => (await reportOf(email, 'user')).map((row) => row[2]);
    assert.deepEqual(await workedTasks(ACCOUNTS.techManager), ['Revisar VPN', 'Fuera del equipo', null]);
    assert.deepEqual(await workedTasks(ACCOUNTS.inspector), ['Revisar VPN', 'Fuera del equipo', 'Trabajo ajeno', null]);
    const requestedTasks = async (email: string) => (await reportOf(email, 'solicitante')).map((row) => row[1]);
    assert.deepEqual(await requestedTasks(ACCOUNTS.techManager), ['Pedido propio', null]);
    assert.deepEqual(await requestedTasks(ACCOUNTS.admin), ['Trabajo ajeno', 'Pedido propio', null]);
  });

  it('queues the weekly report of each weekReport team to its manager, copying a reporting sub-department manager', async () => {
    const subManager = await fixtures.user('Sub Informes');
    const subdepartmentId = await fixtures.subdepartment({ name: `Sub ${randomUUID().slice(0, 4)}`, departmentId, managerId: subManager, managerReports: true });
    const weekly = await fixtures.team({ name: `Semanal ${randomUUID().slice(0, 4)}`, departmentId, managerId: zoe, members: [alba], weekReport: true, subdepartmentId });
    const dueAt = new Date('2026-11-23T06:00:00Z');
    await queueWeeklyTeamReports(app.db, app.jobs, dueAt);
    await queueWeeklyTeamReports(app.db, app.jobs, dueAt); // a retried weekly job queues nothing twice
    const queued = await app.db.query<{ payload: { request: { teamId: number; start: string; end: string }; to: string[]; cc: string[] } }>(
      sql`SELECT payload FROM jobs WHERE kind = 'report' AND (payload->'request'->>'teamId')::int = ${weekly}`,
    );
    assert.equal(queued.length, 1);
    const [zoeEmail, subEmail] = await Promise.all(
      [zoe, subManager].map(async (id) => (await app.db.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${id}`))[0]?.email),
    );
    assert.deepEqual(queued[0]?.payload, { request: { report: 'team', teamId: weekly, start: '2026-11-16', end: '2026-11-22' }, to: [zoeEmail], cc: [subEmail] });
    const received = await waitFor(async () => smtp.received.find((one) => one.envelopeTo.includes(String(zoeEmail))), 15_000, 'weekly mail');
    assert.deepEqual([...received.envelopeTo].sort(), [zoeEmail, subEmail].sort());
  });
});
