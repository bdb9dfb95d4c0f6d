import { currentSessionUser, departmentsApi, type SessionUser, type TimelineUserDay, timelineApi, todayIn } from '@portal/shared-api';
import { departmentIdsOffered, departmentsOffered } from '../../components/offered-choices';

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
 * The department the card will show, as far as the session tells: everyone but an admin is offered only departments
 * the session names, so theirs is known before the list arrives. An admin is offered every department: their own is
 * the guess, if they have one.
 */
function likelyDepartment(me: SessionUser, own: number[]): number | undefined {
  const offered = departmentIdsOffered(me);
  if (offered === null) return own[0];
  return own.find((id) => offered.has(id)) ?? (offered.size > 0 ? Math.min(...offered) : undefined);
}

/**
 * The timeline's first department for the person: one of their own when offered, else the first offered. The day of
 * the department the session points to is asked for alongside the departments (the API refuses it if they may not
 * see it), so the usual case does not wait for one answer before asking the other.
 */
export async function readTeamToday(signal: AbortSignal): Promise<TeamTodayData> {
  const me = await currentSessionUser();
  if (!me) return { department: null, working: [] };
  const departments = departmentsApi.list(undefined, { signal });
  const today = todayIn(me.timezone);
  const own = (me.departments ?? []).map((department) => department.id);
  const guessed = likelyDepartment(me, own);
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
