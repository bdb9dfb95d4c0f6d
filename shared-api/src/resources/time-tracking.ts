import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { ClockedWork, TimeFigures, TimeTrackingAnswer, WorkDay, WorkTimeHistory, WorkWeek } from '../entities';
import { errorMessageFrom } from '../errors';
import { iri, unwrapMembers } from '../hydra';
import {
  applyClockAnswer,
  applyTimeFigures,
  markRunningClocksFailed,
  markRunningClocksLoading,
  setRunningClocks,
} from '../session/running-clocks';
import type { QueryParams, ResourceId } from './create-resource';

/** A manual entry of the caller: exactly one of `task` or `subtask`. */
export type ManualTimeEntry = ({ task: ResourceId; subtask?: never } | { subtask: ResourceId; task?: never }) & {
  /** RFC 3339 date-times; the end must be after the start and not in the future. */
  startedAt: string;
  endedAt: string;
};

const segment = (id: ResourceId) => encodeURIComponent(String(id));

async function activeTasks(config?: AxiosRequestConfig): Promise<ClockedWork[]> {
  markRunningClocksLoading();
  try {
    const { data } = await apiClient.get<{ lastWork?: ClockedWork | null }>('getActiveTasks', config);
    const items = unwrapMembers<ClockedWork>(data);
    setRunningClocks(items, data?.lastWork);
    return items;
  } catch (error) {
    markRunningClocksFailed(errorMessageFrom(error));
    throw error;
  }
}

async function toggle(path: string, config?: AxiosRequestConfig): Promise<TimeTrackingAnswer<ClockedWork>> {
  const answer = (await apiClient.put<TimeTrackingAnswer<ClockedWork>>(path, { tzOffset: new Date().getTimezoneOffset() }, config)).data;
  applyClockAnswer(answer);
  // A start may have paused other clocks of a person without multitasking: ask which still run.
  if (answer.entity.running) await activeTasks().catch(() => undefined);
  return answer;
}

/**
 * Time tracking (docs/api-contract.md M3, M13, N5, P1–P6). Every answer that carries time
 * figures updates the session's `day_time`/`week_time`, and clock changes
 * update `runningClocksAtom`; the `info` sentences become one info toast
 * through the client's info rule (`joinInfoSentences`).
 */
export const timeTrackingApi = {
  /** Play/pause the caller's clock on a task (`PUT /api/task/{id}/timeWorking2`). */
  toggleTask: (id: ResourceId, config?: AxiosRequestConfig) => toggle(`task/${segment(id)}/timeWorking2`, config),
  /** Play/pause on a subtask (`PUT /api/subtask/{id}/timeWorking`). */
  toggleSubtask: (id: ResourceId, config?: AxiosRequestConfig) => toggle(`subtask/${segment(id)}/timeWorking`, config),
  /** Play/pause on the task or subtask a clock answer or `getActiveTasks` named. */
  toggleWork: (item: Pick<ClockedWork, '@type' | 'id'>, config?: AxiosRequestConfig) =>
    item['@type'] === 'Task' ? toggle(`task/${segment(item.id)}/timeWorking2`, config) : toggle(`subtask/${segment(item.id)}/timeWorking`, config),
  /** The caller's running clocks (`GET /api/getActiveTasks`), also loaded into `runningClocksAtom` with the last work they may resume. */
  activeTasks,
  /** Entries of one task or subtask (`GET /api/work_time_histories`). */
  histories: async (of: { task: ResourceId } | { subtask: ResourceId }, config?: AxiosRequestConfig): Promise<WorkTimeHistory[]> =>
    unwrapMembers<WorkTimeHistory>((await apiClient.get('work_time_histories', { ...config, params: { ...of } as QueryParams })).data),
  /** Adds a closed manual entry (`POST /api/createTimeHistory`). */
  createEntry: async (entry: ManualTimeEntry, config?: AxiosRequestConfig): Promise<TimeTrackingAnswer<WorkTimeHistory>> => {
    const body = {
      task: entry.task === undefined ? null : iri('tasks', entry.task),
      subtask: entry.subtask === undefined ? null : iri('subtasks', entry.subtask),
      startedAt: entry.startedAt,
      endedAt: entry.endedAt,
    };
    const answer = (await apiClient.post<TimeTrackingAnswer<WorkTimeHistory>>('createTimeHistory', body, config)).data;
    applyTimeFigures(answer);
    return answer;
  },
  /** Deletes a closed entry (`DELETE /api/deleteTimeHistory/{id}`); answers the caller's fresh figures. */
  deleteEntry: async (id: ResourceId, config?: AxiosRequestConfig): Promise<TimeFigures> => {
    const figures = (await apiClient.delete<TimeFigures>(`deleteTimeHistory/${segment(id)}`, config)).data;
    applyTimeFigures(figures);
    return figures;
  },
  /** One day of a user's time (the caller without `userId`). */
  day: async (date: string, userId?: ResourceId, config?: AxiosRequestConfig): Promise<WorkDay> =>
    (await apiClient.get<WorkDay>(`get_time_work_day/${segment(date)}${userId === undefined ? '' : `/${segment(userId)}`}`, config)).data,
  /** This ISO week of a user's time, per day. */
  week: async (userId: ResourceId, config?: AxiosRequestConfig): Promise<WorkWeek> =>
    (await apiClient.get<WorkWeek>(`get_time_work_week/${segment(userId)}`, config)).data,
  /** The caller's `{day_time, week_time}` (`GET /api/self_time`), also put into the session. */
  selfTime: async (config?: AxiosRequestConfig): Promise<TimeFigures> => {
    const figures = (await apiClient.get<TimeFigures>('self_time', config)).data;
    applyTimeFigures(figures);
    return figures;
  },
};
