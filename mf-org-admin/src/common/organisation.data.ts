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
} from '@portal/shared-api';
import { QUIET } from './use-save';

export type OrganisationData = {
  departments: Department[];
  subdepartments: Subdepartment[];
  teams: Team[];
  sessionUser: SessionUser | null;
};

/** The organisation the three administration screens choose from; small lists, loaded whole (contract §1.4). People are searched on the server. */
export async function organisationLoader(): Promise<OrganisationData> {
  const [departments, subdepartments, teams] = await Promise.all([
    departmentsApi.list(undefined, QUIET),
    subdepartmentsApi.list(undefined, QUIET),
    teamsApi.list(undefined, QUIET),
  ]);
  return { departments, subdepartments, teams, sessionUser: portalStore.get(sessionAtom).payload?.user ?? null };
}
