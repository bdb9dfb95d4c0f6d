import {
  currentSessionUser,
  type Department,
  departmentsApi,
  idFromIri,
  type SessionUser,
  type Subdepartment,
  subdepartmentsApi,
  type Team,
  teamsApi,
} from '@portal/shared-api';
import { onlyChoice } from '@portal/shared-ui';
import { data as routeData, type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { administeredDepartmentIds, administeredTeams } from '../components/scope';

export type OrganisationData = {
  departments: Department[];
  subdepartments: Subdepartment[];
  teams: Team[];
  sessionUser: SessionUser | null;
};

/** The organisation the three administration screens choose from; small lists, loaded whole (docs/api-contract.md §1.4). People are searched on the server. */
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

type Offered = (data: OrganisationData) => readonly { id: number; deleted: boolean }[];

/**
 * A screen's loader: the organisation, and, when the URL names no item and the screen offers exactly one, a redirect
 * to that item's URL, as choosing it would (back then leaves the screen). Several items keep the spec's choice. An
 * id the screen does not offer is a 404, as the API answers for an item the person may not see.
 */
function openingTheOnlyOne(offered: Offered) {
  return async (args: LoaderFunctionArgs): Promise<OrganisationData> => {
    const data = await organisationLoader(args);
    const items = offered(data);
    const { id } = args.params;
    if (id !== undefined && !items.some((item) => String(item.id) === id)) throw routeData(null, { status: 404 });
    const only = id === undefined ? onlyChoice(items) : null;
    if (only !== null) throw redirect(`${new URL(args.request.url).pathname.replace(/\/+$/, '')}/${only}`);
    return data;
  };
}

const departmentsOf = (data: OrganisationData) => {
  const administered = administeredDepartmentIds(data.sessionUser, data.departments);
  return data.departments.filter((department) => administered.has(department.id));
};

/** `/gestion_equipos`: the teams the person administers. */
export const teamManagementLoader = openingTheOnlyOne((data) => administeredTeams(data.sessionUser, data.departments, data.teams));

/** `/gestion_departamentos`: the departments the person administers. */
export const departmentManagementLoader = openingTheOnlyOne(departmentsOf);

/** `/gestion_subdepartamentos`: the sub-departments of the departments the person administers. */
export const subdepartmentManagementLoader = openingTheOnlyOne((data) => {
  const departments = new Set(departmentsOf(data).map((department) => department.id));
  return data.subdepartments.filter((sub) => departments.has(idFromIri(sub.department) ?? -1));
});

/** Choosing another item only changes the id in the URL: the loaded lists stay; a save reloads them. */
export function shouldRevalidateOrganisation({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const section = (url: URL) => url.pathname.split('/')[1];
  if (currentUrl.pathname !== nextUrl.pathname && section(currentUrl) === section(nextUrl)) return false;
  return defaultShouldRevalidate;
}
