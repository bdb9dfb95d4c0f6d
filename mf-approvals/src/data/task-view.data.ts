import { idFromIri, liveFeedPosition, tagsApi, tasksApi, teamsApi, type UserSummary } from '@portal/shared-api';
import { missingPeople, namedPeople, type TaskViewData } from '../components/TaskView/task-contents';

/** One task for its panel or page (docs/api-contract.md M4); a team that cannot be read only leaves nobody to assign. */
export async function loadTaskView(taskID: string, signal: AbortSignal): Promise<TaskViewData> {
  const config = { signal };
  const liveFrom = liveFeedPosition();
  const [task, tags] = await Promise.all([tasksApi.single(taskID, config), tagsApi.list(undefined, config)]);
  const team = await teamsApi.get(idFromIri(task.team) ?? 0, config).catch(() => null);
  const known = [
    ...(team?.users ?? []).flatMap((membership) => (typeof membership.user === 'object' ? [membership.user] : [])),
    ...(task.users ?? []).filter((user): user is UserSummary => typeof user === 'object'),
  ];
  const others = await missingPeople(namedPeople(task), (id) => known.some((person) => person.id === id), config);
  return { task, team, tags, people: [...known, ...others], liveFrom };
}
