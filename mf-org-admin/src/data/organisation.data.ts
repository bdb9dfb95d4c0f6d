import {
  currentSessionUser,
  type Department,
  departmentsApi,
  type SessionUser,
  type Subdepartment,
  subdepartmentsApi,
  type Team,
  teamsApi,
  type User,
  usersApi,
} from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

export type OrganisationData = {
  departments: Department[];
  subdepartments: Subdepartment[];
  teams: Team[];
  users: User[];
  sessionUser: SessionUser | null;
};

/** Everything the three administration screens choose from; small lists, loaded whole (contract §1.4). */
export async function organisationLoader({ request }: LoaderFunctionArgs): Promise<OrganisationData> {
  const config = { notifyErrors: false, signal: request.signal };
  const [departments, subdepartments, teams, users, sessionUser] = await Promise.all([
    departmentsApi.list(undefined, config),
    subdepartmentsApi.list(undefined, config),
    teamsApi.list(undefined, config),
    usersApi.list(undefined, config),
    currentSessionUser(),
  ]);
  return { departments, subdepartments, teams, users, sessionUser };
}
