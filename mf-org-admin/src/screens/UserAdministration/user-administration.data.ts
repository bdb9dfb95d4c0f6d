import {
  type AdministeredUsersPage,
  type AdministeredUsersQuery,
  currentSessionUser,
  type Department,
  departmentsApi,
  type SessionUser,
  type Team,
  teamsApi,
  userAdministrationApi,
} from '@portal/shared-api';
import { ACCOUNT_STATES, type AccountState } from '@portal/shared-api/rules';
import { isSearchable } from '@portal/shared-api/user-search';
import { numberParam } from '@portal/shared-ui';
import type { LoaderFunctionArgs } from 'react-router';

export type UserAdministrationData = {
  query: AdministeredUsersQuery;
  page: AdministeredUsersPage;
  departments: Department[];
  teams: Team[];
  sessionUser: SessionUser | null;
};

/** The filters live in the URL (`?q=&department=&team=&role=&state=&deleted=1&page=`), so a reload or a shared link shows the same page. */
export function queryOf(params: URLSearchParams): AdministeredUsersQuery {
  const search = params.get('q') ?? '';
  const state = params.get('state');
  const query: AdministeredUsersQuery = { showDeleted: params.get('deleted') === '1', page: numberParam(params, 'page') ?? 1 };
  if (isSearchable(search)) query.search = search;
  const department = numberParam(params, 'department');
  if (department !== null) query.department = department;
  const team = numberParam(params, 'team');
  if (team !== null) query.team = team;
  const role = params.get('role');
  if (role) query.role = role;
  if (state && (ACCOUNT_STATES as readonly string[]).includes(state)) query.state = state as AccountState;
  return query;
}

/** One page of the people the caller administers, and the departments and teams to filter and assign with. */
export async function userAdministrationLoader({ request }: LoaderFunctionArgs): Promise<UserAdministrationData> {
  const config = { signal: request.signal };
  const query = queryOf(new URL(request.url).searchParams);
  const [page, departments, teams, sessionUser] = await Promise.all([
    userAdministrationApi.page(query, config),
    departmentsApi.list(undefined, config),
    teamsApi.list(undefined, config),
    currentSessionUser(),
  ]);
  return { query, page, departments: departments.filter((item) => !item.deleted), teams: teams.filter((item) => !item.deleted), sessionUser };
}
