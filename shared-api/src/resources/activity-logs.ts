import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { AppEvent, AuditLog, HydraCollection } from '../entities';
import { unwrapMembers } from '../hydra';

/** The filters both logs share: a person (user id), whole days `YYYY-MM-DD`, and the page (30 a page). */
export type LogFilters = { person?: number | undefined; from?: string | undefined; to?: string | undefined; page?: number | undefined };
export type ActivityFilters = LogFilters & { kind?: string | undefined };
export type AuditFilters = LogFilters & { entity?: string | undefined };

export type LogPage<T> = { items: T[]; totalItems: number };

export const LOG_PAGE_SIZE = 30;

function logParams(filters: LogFilters, person: 'user' | 'actor'): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.person) params[person] = String(filters.person);
  if (filters.from) params['createdAt[after]'] = filters.from;
  if (filters.to) params['createdAt[before]'] = filters.to;
  return params;
}

async function logPage<T>(path: string, params: Record<string, string>, page: number | undefined, config?: AxiosRequestConfig): Promise<LogPage<T>> {
  const body = (await apiClient.get<HydraCollection<T>>(path, { ...config, params: { ...params, page: page ?? 1, itemsPerPage: LOG_PAGE_SIZE } })).data;
  const items = unwrapMembers<T>(body);
  return { items, totalItems: body['hydra:totalItems'] ?? items.length };
}

const auditParams = (filters: AuditFilters) => ({ ...logParams(filters, 'actor'), ...(filters.entity ? { entity: filters.entity } : {}) });

/** Admin-only logs: the app events (`/api/app_events`) and the audit log (`/api/audit_logs`). */
export const activityLogsApi = {
  /** `kind`: 'login', 'login fallido', 'cambio de contraseña' or 'ver tablero'. */
  appEvents: (filters: ActivityFilters, config?: AxiosRequestConfig): Promise<LogPage<AppEvent>> =>
    logPage('app_events', { ...logParams(filters, 'user'), ...(filters.kind ? { kind: filters.kind } : {}) }, filters.page, config),
  auditLog: (filters: AuditFilters, config?: AxiosRequestConfig): Promise<LogPage<AuditLog>> => logPage('audit_logs', auditParams(filters), filters.page, config),
  /** Where the filtered audit log downloads as an `.xlsx` (every matching entry). */
  auditLogSpreadsheetUrl: (filters: AuditFilters): string => apiClient.getUri({ url: 'audit_logs/export', params: auditParams(filters) }),
  /** Records that the caller opened a team's board (`GET /api/events?name=ver tablero {name}`). */
  recordBoardView: async (teamName: string, config?: AxiosRequestConfig): Promise<void> => {
    const params: Record<string, string> = { name: `ver tablero ${teamName}` };
    await apiClient.get('events', { ...config, params });
  },
};
