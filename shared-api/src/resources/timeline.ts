import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { TimelineOpening, TimelineUserDay } from '../entities';

export type TimelineFilters = { team?: number | null; user?: number | null; deleted?: boolean };

/** The timeline's day data (`GET /api/timeline/{date}/{departmentId}`, docs/api-contract.md P7), and the day it opens on. */
export const timelineApi = {
  async day(date: string, departmentId: number, filters: TimelineFilters = {}, config?: AxiosRequestConfig): Promise<TimelineUserDay[]> {
    const params: Record<string, string | number> = {};
    if (filters.team != null) params.team = filters.team;
    if (filters.user != null) params.user = filters.user;
    if (filters.deleted) params.deleted = 'true';
    const url = `timeline/${encodeURIComponent(date)}/${departmentId}`;
    return (await apiClient.get<TimelineUserDay[]>(url, { ...config, params })).data;
  },
  /** The whole day of the department the caller's timeline opens on, chosen by the API (`GET /api/timeline/{date}/opening`). */
  async opening(date: string, config?: AxiosRequestConfig): Promise<TimelineOpening> {
    return (await apiClient.get<TimelineOpening>(`timeline/${encodeURIComponent(date)}/opening`, config)).data;
  },
};
