import { type Task, tasksApi, teamsApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

/** The search parameters of the tab ('Rechazadas') and of the team filter. */
export const REJECTED_PARAM = 'rechazadas';
export const TEAM_PARAM = 'equipo';

export type RequestedTask = { task: Task; teamName: string };

export type RequestedTasksData = { rejected: boolean; requests: RequestedTask[]; teams: { id: number; name: string }[] };

export async function requestedTasksLoader({ request }: LoaderFunctionArgs): Promise<RequestedTasksData> {
  const rejected = new URL(request.url).searchParams.get(REJECTED_PARAM) === '1';
  const { signal } = request;
  const [tasks, teams] = await Promise.all([
    rejected ? tasksApi.rejectedAwaitingAuthorisation({ signal }) : tasksApi.pendingAuthorisation({ signal }),
    teamsApi.list({}, { signal }),
  ]);
  const teamName = new Map(teams.map((team) => [team['@id'], team.name]));
  const oldestFirst = [...tasks].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id - b.id);
  const requests = oldestFirst.map((task) => ({ task, teamName: teamName.get(task.team) ?? '—' }));
  const teamIds = new Set(requests.map(({ task }) => task.team));
  return {
    rejected,
    requests,
    teams: teams.filter((team) => teamIds.has(team['@id'])).map((team) => ({ id: team.id, name: team.name })),
  };
}
