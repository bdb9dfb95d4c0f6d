import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { UserReportType } from '../rules/report-rules';
import type { ResourceId } from './create-resource';

/** What the server answers to every report request (docs/api-contract.md T, 202): the report is mailed to `email`. */
export type QueuedReport = { message: string; email: string };

/** A `YYYY-MM-DD` range, both ends inclusive. */
export type ReportRange = { start: string; end: string };

/** One report request of the report screen (docs/api-contract.md T1–T5). */
export type ReportRequest =
  | { report: 'task'; taskId: ResourceId }
  | { report: 'user'; type: UserReportType; userId: ResourceId; range: ReportRange | null }
  | { report: 'team'; teamId: ResourceId; range: ReportRange }
  | { report: 'team-nolimit'; teamId: ResourceId; range: ReportRange }
  | { report: 'advanced'; teamId: ResourceId; applicant: string; keywords: string; range: ReportRange | null; email: string };

const segment = (value: ResourceId) => encodeURIComponent(String(value));
const rangeSegments = (range: ReportRange | null) => (range ? `/${segment(range.start)}/${segment(range.end)}` : '');
const queued = async (path: string, config?: AxiosRequestConfig) => (await apiClient.get<QueuedReport>(`reports/${path}`, config)).data;

/** Report requests (`/api/reports/...`): the server queues the report and mails it to the caller. */
export const reportsApi = {
  task: (taskId: ResourceId, config?: AxiosRequestConfig) => queued(`task_report/${segment(taskId)}`, config),
  user: (type: UserReportType, userId: ResourceId, range: ReportRange | null, config?: AxiosRequestConfig) =>
    queued(`user_report/${segment(type)}/${segment(userId)}${rangeSegments(range)}`, config),
  team: (teamId: ResourceId, range: ReportRange, config?: AxiosRequestConfig) => queued(`team_report/${segment(teamId)}${rangeSegments(range)}`, config),
  teamWithoutLimit: (teamId: ResourceId, range: ReportRange, config?: AxiosRequestConfig) =>
    queued(`team_report_nolimit/${segment(teamId)}${rangeSegments(range)}`, config),
  /** The server ignores `email` and mails the caller; it is sent because the contract's body has it. */
  advanced: async (request: Omit<Extract<ReportRequest, { report: 'advanced' }>, 'report'>, config?: AxiosRequestConfig) => {
    const { teamId, applicant, keywords, range, email } = request;
    const body = { email, applicant: applicant.trim(), team: Number(teamId), keywords: keywords.trim(), start: range?.start ?? null, end: range?.end ?? null };
    return (await apiClient.post<QueuedReport>('reports/advanced_report', body, config)).data;
  },
  /** Sends any request of the screen. */
  request(request: ReportRequest, config?: AxiosRequestConfig): Promise<QueuedReport> {
    switch (request.report) {
      case 'task':
        return reportsApi.task(request.taskId, config);
      case 'user':
        return reportsApi.user(request.type, request.userId, request.range, config);
      case 'team':
        return reportsApi.team(request.teamId, request.range, config);
      case 'team-nolimit':
        return reportsApi.teamWithoutLimit(request.teamId, request.range, config);
      case 'advanced':
        return reportsApi.advanced(request, config);
    }
  },
};
