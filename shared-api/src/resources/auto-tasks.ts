import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import { type Configuration, CONFIGURATION_NAME, type DepartmentSummary, type TeamSummary } from '../entities';
import { iri, unwrapMembers } from '../hydra';
import type { AutoTaskValue } from '../rules/auto-tasks';
import { configurationsApi } from './configurations';

export type AutoTaskConfiguration = Configuration<AutoTaskValue>;

/**
 * Task automation (`/automatizacion`): the departments and teams the caller
 * may automate (spec 02 §6, decided by the API) and the team's `auto_task`
 * configurations (docs/api-contract.md K).
 */
export const autoTasksApi = {
  /** Departments offered in automation. */
  departments: async (config?: AxiosRequestConfig) => unwrapMembers<DepartmentSummary>((await apiClient.get('automation/departments', config)).data),
  /** Teams of the department offered in automation. */
  teams: async (departmentId: number, config?: AxiosRequestConfig) => {
    const params: Record<string, number> = { department: departmentId };
    return unwrapMembers<TeamSummary>((await apiClient.get('automation/teams', { ...config, params })).data);
  },
  /** The team's automations. */
  listForTeam: (teamId: number, config?: AxiosRequestConfig) => configurationsApi.listFor<AutoTaskValue>(CONFIGURATION_NAME.AUTO_TASK, String(teamId), config),
  /** `requesterId`: the team member the tasks are requested by; without one, the caller. */
  create: async (teamId: number, value: AutoTaskValue, requesterId: number | null = null, config?: AxiosRequestConfig) => {
    const body = { name: CONFIGURATION_NAME.AUTO_TASK, data: String(teamId), value, ...(requesterId !== null && { user: iri('users', requesterId) }) };
    return (await configurationsApi.create(body, config)) as AutoTaskConfiguration;
  },
  remove: (id: number, config?: AxiosRequestConfig) => configurationsApi.remove(id, config),
};
