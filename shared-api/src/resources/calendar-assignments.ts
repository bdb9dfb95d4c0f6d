import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import { CALENDAR_ASSIGNMENT_TYPE, type CalendarAssignment, type PersonPublicHoliday, type PublicHoliday } from '../entities';
import { unwrapMembers } from '../hydra';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<CalendarAssignment>('calendar_assignments');

/** Holiday requests (`/api/calendar_assignments`). */
export const calendarAssignmentsApi = {
  ...resource,
  /** Holiday requests not yet managed that the caller may decide (not their own, unless admin). */
  listPending: (config?: AxiosRequestConfig) =>
    resource.list({ type: CALENDAR_ASSIGNMENT_TYPE.HOLIDAY, managed: false, decidable: true }, config),
  accept: (id: ResourceId, config?: AxiosRequestConfig) => resource.update(id, { authorized: true, managed: true }, config),
  /** A blank reason is left out: the server then decides whether the department requires one. */
  reject: (id: ResourceId, rejectReason?: string, config?: AxiosRequestConfig) => {
    const reason = rejectReason?.trim();
    return resource.update(id, { authorized: false, managed: true, ...(reason ? { rejectReason: reason } : {}) }, config);
  },
  /** Requests overlapping a month (0: the whole year): the caller's own, or with `everyone` also what the caller may see of others. */
  listPeriod: async (year: number, month: number, everyone: boolean, config?: AxiosRequestConfig) =>
    unwrapMembers<CalendarAssignment>((await apiClient.get(`calendar_assignments/${year}/${month}/0/${everyone ? 1 : 0}`, config)).data),
};

const publicHolidays = createResource<PublicHoliday>('public_holidays');

/** The organisation's public holidays (`/api/public_holidays`): read by everyone, kept by admins. */
export const publicHolidaysApi = {
  listYear: (year: number, config?: AxiosRequestConfig) => publicHolidays.list({ year }, config),
  add: (date: string, name: string, config?: AxiosRequestConfig) => publicHolidays.create({ date, name }, config),
  remove: publicHolidays.remove,
  /** A person's public holidays from `first` to `last` (days, both included): national, of their community and the organisation's. */
  listOfPerson: async (userId: number, first: string, last: string, config?: AxiosRequestConfig) =>
    unwrapMembers<PersonPublicHoliday>(
      (await apiClient.get(`users/${userId}/public_holidays?${new URLSearchParams({ 'date[after]': first, 'date[before]': last })}`, config)).data,
    ),
};
