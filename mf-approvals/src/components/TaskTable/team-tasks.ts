import { type Task, type Team, tasksApi, teamsApi } from '@portal/shared-api';
import { newestFirst } from '../task-facts';

/** A team and one list of its tasks, newest first. */
export type TeamTasksData = { team: Team; tasks: Task[] };

const LISTS = { stored: tasksApi.storedOfTeam, deleted: tasksApi.deletedOfTeam } as const;

/** The team and its archived (`store=true`) or deleted (`deleted=true`) tasks (docs/api-contract.md M1). */
export async function loadTeamTasks(teamID: string, list: keyof typeof LISTS, signal: AbortSignal): Promise<TeamTasksData> {
  const config = { signal };
  const [team, tasks] = await Promise.all([teamsApi.get(teamID, config), LISTS[list](teamID, config)]);
  return { team, tasks: newestFirst(tasks) };
}
