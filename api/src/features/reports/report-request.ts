import type { UserReportType } from '@portal/shared-api/rules';

/**
 * What a report job builds: checked by the routes, stored in the job's payload.
 * A user report's `departments` are those whose teams its rows may come from,
 * fixed when it was asked for; absent for callers who see every department.
 */
export type ReportRequest =
  | { report: 'task'; taskId: number }
  | { report: 'user'; type: UserReportType; userId: number; start: string | null; end: string | null; departments?: number[] }
  | { report: 'team'; teamId: number; start: string; end: string }
  | { report: 'team-nolimit'; teamId: number; start: string; end: string }
  | { report: 'advanced'; teamId: number; applicant: string | null; keywords: string | null; start: string | null; end: string | null };

/**
 * Payload of a `report` job: the request and who receives it, fixed when it
 * was asked for; `requestedBy` is the user who asked (none for the weekly reports).
 */
export type ReportJobPayload = { request: ReportRequest; to: string[]; cc: string[]; requestedBy?: number };

export const REPORT_JOB = 'report';

/** ASCII words joined by dashes, for file names every mail client keeps as they are. */
export function slug(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, 60) || 'sin-nombre';
}

export function rangeSuffix(start: string | null, end: string | null): string {
  return start && end ? `-${start}-${end}` : '';
}
