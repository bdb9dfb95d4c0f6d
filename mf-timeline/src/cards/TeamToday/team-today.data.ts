import { currentSessionUser, type TimelineUserDay, timelineApi, todayIn } from '@portal/shared-api';
import { cardQuery } from '@portal/shared-ui';

type Working = { id: number; name: string; on: string };

type TeamTodayData = { department: { id: number; name: string } | null; working: Working[] };

/** What a person's clock runs on right now (their open period of today), if anything. */
function workingOn(person: TimelineUserDay): string | null {
  const task = person.tasks.find((work) => work.histories.some((history) => history.open));
  if (task) return task.task_name;
  const subtask = person.subtasks.find((work) => work.histories.some((history) => history.open));
  return subtask ? `${subtask.task_name} · ${subtask.subtask_name}` : null;
}

/**
 * Today in the department the person's timeline opens on (one of their own when they may watch it, else the first
 * they may watch). The API chooses it and answers its day in the same request: an admin, who belongs to no
 * department, would otherwise wait for the list of departments before asking for a day.
 */
async function readTeamToday(signal: AbortSignal): Promise<TeamTodayData> {
  const me = await currentSessionUser();
  if (!me) return { department: null, working: [] };
  const { department, users } = await timelineApi.opening(todayIn(me.timezone), { signal });
  if (!department) return { department: null, working: [] };
  const working = users.flatMap((person) => {
    const on = workingOn(person);
    return on === null ? [] : [{ id: person.id, name: person.name ?? person.email, on }];
  });
  return { department, working };
}

/** The card's data, read again after a change of what it shows. */
export const teamTodayQuery = cardQuery('mf_timeline.team-today', readTeamToday, ['work_time_histories']);
