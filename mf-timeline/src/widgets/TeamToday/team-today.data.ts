import { currentSessionUser, departmentsApi, type TimelineUserDay, timelineApi } from '@portal/shared-api';
import { departmentsOffered } from '../../components/offered-choices';
import { todayIn } from '@portal/shared-api/rules';

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
 * The timeline's first department for the person: one of their own when offered, else the first offered. Their own
 * department's day is asked for alongside the departments (the API refuses it if they may not see it), so the usual
 * case does not wait for one answer before asking the other.
 */
export async function readTeamToday(signal: AbortSignal): Promise<TeamTodayData> {
  const me = await currentSessionUser();
  if (!me) return { department: null, working: [] };
  const departments = departmentsApi.list(undefined, { signal });
  // A page's first time-zone formatter costs tens of milliseconds: spent while the departments are on their way.
  const today = todayIn(me.timezone);
  const own = (me.departments ?? []).map((department) => department.id);
  const guessed = own[0];
  const guessedDay = guessed === undefined ? undefined : timelineApi.day(today, guessed, {}, { signal });
  // Used only if the guess is the one; otherwise its refusal or answer is dropped.
  guessedDay?.catch(() => undefined);
  const offered = departmentsOffered(me, await departments);
  const department = offered.find((candidate) => own.includes(candidate.id)) ?? offered[0];
  if (!department) return { department: null, working: [] };
  const day = await (department.id === guessed && guessedDay ? guessedDay : timelineApi.day(today, department.id, {}, { signal }));
  const working = day.flatMap((person) => {
    const on = workingOn(person);
    return on === null ? [] : [{ id: person.id, name: person.name ?? person.email, on }];
  });
  return { department: { id: department.id, name: department.name }, working };
}
