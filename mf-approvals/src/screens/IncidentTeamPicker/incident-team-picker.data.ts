import { currentSessionUser, type DepartmentSummary, departmentsApi, type SessionUser, type Team, teamsApi } from '@portal/shared-api';
import { hasRole, isAdmin, ROLES } from '@portal/shared-ui';
import type { LoaderFunctionArgs } from 'react-router';

export const DEPARTMENT_PARAM = 'departamento';

export type IncidentTeamPickerData = {
  departments: DepartmentSummary[];
  selected: DepartmentSummary | null;
  teams: Team[];
};

/** Departments offered (spec 01 §6): admins all live ones, others those they belong to or manage. */
async function offeredDepartments(user: SessionUser | null, signal: AbortSignal): Promise<DepartmentSummary[]> {
  if (isAdmin(user)) return departmentsApi.list({ deleted: false }, { signal });
  const own = [...(user?.departments ?? []), ...(user?.encargadoDepartments ?? [])].filter((department) => !department.deleted);
  return [...new Map(own.map((department) => [department.id, department])).values()];
}

const managesDepartment = (user: SessionUser | null, departmentId: number) =>
  hasRole(user, ROLES.DEPARTMENT_MANAGER) && (user?.encargadoDepartments ?? []).some((department) => department.id === departmentId);

/**
 * Teams shown for incidents (spec 01 §2.5, §6): admins and the department's
 * managers see every live team; others only live teams that are not for
 * managers only and are offered for incidents.
 */
export function teamsOfferedFor(user: SessionUser | null, departmentId: number, teams: Team[]): Team[] {
  const seesAll = isAdmin(user) || managesDepartment(user, departmentId);
  return teams.filter((team) => !team.deleted && (seesAll || (!team.managerOnly && team.incidentVisible)));
}

export async function incidentTeamPickerLoader({ request }: LoaderFunctionArgs): Promise<IncidentTeamPickerData> {
  const user = await currentSessionUser();
  const departments = await offeredDepartments(user, request.signal);
  const wanted = Number(new URL(request.url).searchParams.get(DEPARTMENT_PARAM));
  const selected = departments.find((department) => department.id === wanted) ?? departments[0] ?? null;
  if (!selected) return { departments, selected, teams: [] };
  const teams = await teamsApi.list({ department: selected.id, deleted: false }, { signal: request.signal });
  return { departments, selected, teams: teamsOfferedFor(user, selected.id, teams) };
}
