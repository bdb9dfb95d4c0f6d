/** Builds the workbook of a report request into a temporary file. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../../core/db/database.ts';
import type { ReportRequest } from './report-request.ts';
import type { BuiltReport, ReportWorkbook } from './report-types.ts';
import { addSheet, createWorkbook } from './sheet-writer.ts';
import { buildTaskReport } from './task-report.ts';
import { buildAdvancedReport, buildTeamNoLimitReport } from './team-task-reports.ts';
import { buildTeamReport } from './team-report.ts';
import { buildUserReport } from './user-report.ts';

function writeSheets(db: Queryable, request: ReportRequest, workbook: ReportWorkbook): Promise<BuiltReport> {
  switch (request.report) {
    case 'task':
      return buildTaskReport(db, request.taskId, workbook);
    case 'user':
      return buildUserReport(db, request, workbook);
    case 'team':
      return buildTeamReport(db, request.teamId, request, workbook);
    case 'team-nolimit':
      return buildTeamNoLimitReport(db, request.teamId, request, workbook);
    case 'advanced':
      return buildAdvancedReport(db, request, workbook);
  }
}

export type ReportFile = BuiltReport & { path: string; discard(): Promise<void> };

/** The caller must `discard()` the file once sent. */
export async function buildReportFile(db: Queryable, request: ReportRequest): Promise<ReportFile> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-report-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'report.xlsx');
    const workbook = await createWorkbook(file);
    const built = await writeSheets(db, request, { sheet: (name, columns) => addSheet(workbook, name, columns) });
    await workbook.commit();
    return { ...built, path: file, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
