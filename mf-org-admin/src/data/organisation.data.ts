import {
  currentSessionUser,
  type Department,
  departmentsApi,
  type SessionUser,
  type Subdepartment,
  subdepartmentsApi,
  type Team,
  teamsApi,
} from '@portal/shared-api';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

export type OrganisationData = {
  departments: Department[];
  subdepartments: Subdepartment[];
  teams: Team[];
  sessionUser: SessionUser | null;
};

/** The organisation the three administration screens choose from; small lists, loaded whole (contract §1.4). People are searched on the server. */
export async function organisationLoader({ request }: LoaderFunctionArgs): Promise<OrganisationData> {
  const config = { signal: request.signal };
  const [departments, subdepartments, teams, sessionUser] = await Promise.all([
    departmentsApi.list(undefined, config),
    subdepartmentsApi.list(undefined, config),
    teamsApi.list(undefined, config),
    currentSessionUser(),
  ]);
  return { departments, subdepartments, teams, sessionUser };
}

/** Choosing another item only changes the id in the URL: the loaded lists stay; a save reloads them. */
export function shouldRevalidateOrganisation({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const section = (url: URL) => url.pathname.split('/')[1];
  if (currentUrl.pathname !== nextUrl.pathname && section(currentUrl) === section(nextUrl)) return false;
  return defaultShouldRevalidate;
}
