/**
 * Which work periods a bounded report range counts: the report job's builder on
 * the real database, for periods that start before the range and are longer
 * than a day, cross its start or end, or are still running.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import sql from 'sql-template-tag';
import { buildReportFile } from './build-report.ts';
import type { ReportRequest } from './report-request.ts';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { reportFixtures } from './report-fixtures.ts';

const { app } = await buildTestApp();
const fixtures = reportFixtures(app.db);
const departmentId = await fixtures.managedDepartmentId(ACCOUNTS.techManager);
const marta = await fixtures.user('Marta Periodos');
const alba = await fixtures.user('Alba Periodos');
const teamName = `Periodos ${randomUUID().slice(0, 4)}`;
const teamId = await fixtures.team({ name: teamName, departmentId, managerId: marta, members: [alba] });
const task = await fixtures.task({ name: 'Guardias', teamId, createdById: marta });
// The range is 2020-03-02 to 2020-03-08, Madrid time (+01:00 all week).
await fixtures.work(marta, { taskId: task }, '2020-02-29T20:00:00+01:00', '2020-03-02T10:00:00+01:00'); // 38 h: 10 h inside
await fixtures.work(marta, { taskId: task }, '2020-03-01T22:00:00+01:00', '2020-03-02T00:00:00+01:00'); // ends as the range starts
await fixtures.work(marta, { taskId: task }, '2020-03-02T23:30:00+01:00', '2020-03-03T00:30:00+01:00'); // counts for the day it started
await fixtures.work(marta, { taskId: task }, '2020-03-08T20:00:00+01:00', '2020-03-10T08:00:00+01:00'); // 36 h: 4 h inside
await app.db.query(sql`INSERT INTO work_time_histories (user_id, task_id, started_at) VALUES (${alba}, ${task}, '2020-03-07T12:00:00+01:00')`);

const HOUR = 3600;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The sheet's data rows, each cell's value as exceljs reads it; time-formatted numbers (Dates) as seconds since 00:00. */
async function sheetRows(request: ReportRequest, sheetName: string, columns: number[]): Promise<unknown[][]> {
  const file = await buildReportFile(app.db, request);
  after(() => file.discard());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file.path);
  const sheet = workbook.getWorksheet(sheetName);
  assert.ok(sheet, `the workbook has the sheet ${sheetName}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(
      columns.map((column) => {
        const { value, numFmt } = row.getCell(column);
        if (!(value instanceof Date)) return value ?? null;
        return numFmt === 'dd-mm-yyyy' ? value.toISOString().slice(0, 10) : Math.round((value.getTime() - EXCEL_EPOCH) / 1000);
      }),
    );
  });
  return rows;
}

describe('report periods in a bounded range', () => {
  const range = { start: '2020-03-02', end: '2020-03-08' };

  it('counts in the team report the part inside the range of long, crossing and running periods', async () => {
    assert.deepEqual(await sheetRows({ report: 'team', teamId, ...range }, 'Tiempo por día', [1, 3, 5, 6]), [
      ['Alba Periodos', '2020-03-07', 'Guardias', 36 * HOUR], // still running: counted to the end of the range
      ['Marta Periodos', '2020-03-02', 'Guardias', 11 * HOUR],
      ['Marta Periodos', '2020-03-08', 'Guardias', 4 * HOUR],
      ['Total', null, null, 51 * HOUR],
    ]);
    assert.deepEqual(await sheetRows({ report: 'team', teamId, ...range }, 'Resumen por miembro', [1, 3, 4]), [
      ['Alba Periodos', 1, 36 * HOUR],
      ['Marta Periodos', 2, 15 * HOUR],
      ['Total', null, 51 * HOUR],
    ]);
  });

  it('counts the same in the user report', async () => {
    assert.deepEqual(await sheetRows({ report: 'user', type: 'user', userId: marta, ...range }, 'Tiempo trabajado', [1, 3, 5]), [
      ['2020-03-02', 'Guardias', 11 * HOUR],
      ['2020-03-08', 'Guardias', 4 * HOUR],
      ['Total', null, 15 * HOUR],
    ]);
  });
});
