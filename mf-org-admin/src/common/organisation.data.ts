import {
  type Department,
  departmentsApi,
  portalStore,
  type SessionUser,
  type Subdepartment,
  sessionAtom,
  subdepartmentsApi,
  type Team,
  teamsApi,
  type User,
  usersApi,
} from '@portal/shared-api';
import { QUIET } from './use-save';

export type OrganisationData = {
  departments: Department[];
  subdepartments: Subdepartment[];
  teams: Team[];
  users: User[];
  sessionUser: SessionUser | null;
};

/** Everything the three administration screens choose from; small lists, loaded whole (contract §1.4). */
export async function organisationLoader(): Promise<OrganisationData> {
  const [departments, subdepartments, teams, users] = await Promise.all([
    departmentsApi.list(undefined, QUIET),
    subdepartmentsApi.list(undefined, QUIET),
    teamsApi.list(undefined, QUIET),
    usersApi.list(undefined, QUIET),
  ]);
  return { departments, subdepartments, teams, users, sessionUser: portalStore.get(sessionAtom).payload?.user ?? null };
}
