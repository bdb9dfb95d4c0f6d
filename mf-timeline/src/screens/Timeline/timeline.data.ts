import {
  currentSessionUser,
  type Department,
  departmentsApi,
  type SessionUser,
  type Team,
  type TimelineUserDay,
  teamsApi,
  timelineApi,
  type UserSummary,
  usersApi,
} from '@portal/shared-api';
import { redirectToOnlyChoice } from '@portal/shared-ui';
import type { LoaderFunctionArgs } from 'react-router';
import { departmentsOffered, teamsOffered } from './offered-choices';
import { todayIn } from '@portal/shared-api/rules';
import { readChoice, type TimelineChoice } from './query-state';

export type TimelineData = {
  choice: TimelineChoice;
  timeZone: string;
  departments: Department[];
  teams: Team[];
  /** The department's people, for the user search (slim summaries). */
  users: UserSummary[];
  /** The day, still loading (the screen shows the controls meanwhile); null until a department is chosen. */
  day: Promise<TimelineUserDay[]> | null;
};

async function sessionUser(): Promise<SessionUser> {
  const user = await currentSessionUser();
  if (!user) throw new Error('No hay ninguna sesión iniciada.');
  return user;
}

/** `/timeline`: the choices from the query, what the controls offer, and the chosen day (not awaited). */
export async function timelineLoader({ request }: LoaderFunctionArgs): Promise<TimelineData> {
  const me = await sessionUser();
  const choice = readChoice(new URL(request.url).searchParams, todayIn(me.timezone));
  const department = choice.department;
  const config = { signal: request.signal };
  const [departments, teams, users] = await Promise.all([
    departmentsApi.list(undefined, config),
    department === null ? [] : teamsApi.list({ department }, config),
    department === null ? [] : (usersApi.list({ department, summary: 1 }, config) as Promise<UserSummary[]>),
  ]);
  const offered = departmentsOffered(me, departments);
  const only = department === null ? redirectToOnlyChoice(request, 'department', offered) : null;
  // A person offered one department sees its day at once (spec 02 §6 keeps the choice for several).
  if (only) throw only;
  const day =
    department === null ? null : timelineApi.day(choice.date, department, { team: choice.team, user: choice.user, deleted: choice.deleted }, config);
  return {
    choice,
    timeZone: me.timezone ?? 'Europe/Madrid',
    departments: offered,
    teams: teamsOffered(me, teams),
    users: users.filter((user) => choice.deleted || !user.deleted),
    day,
  };
}
