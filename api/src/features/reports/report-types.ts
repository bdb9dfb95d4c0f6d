import { PermanentJobError } from '../../core/jobs/job-runner.ts';
import type { Column, SheetWriter } from './sheet-writer.ts';

/** The workbook a report writes into, one streamed sheet at a time. */
export type ReportWorkbook = { sheet(name: string, columns: Column[]): SheetWriter };

/** What the mail says about the built file. */
export type BuiltReport = { fileName: string; subject: string };

/**
 * The thing a queued report is about was deleted since: retrying cannot help,
 * so the job fails at once with this reason.
 */
export class ReportSubjectMissing extends PermanentJobError {}

export function notFoundForReport(what: string, id: number): ReportSubjectMissing {
  return new ReportSubjectMissing(`The ${what} ${id} of the report does not exist`);
}
