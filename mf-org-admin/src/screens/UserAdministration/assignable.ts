import type { Department, SessionUser, Team, User } from '@portal/shared-api';
import { idFromIri } from '@portal/shared-api';
import { isAdmin } from '@portal/shared-ui';

/** The departments and teams the caller may put people into: all for admins, their own departments' for department managers (the API refuses the rest). */
export function assignable(sessionUser: SessionUser | null, departments: readonly Department[], teams: readonly Team[]) {
  if (isAdmin(sessionUser)) return { departments, teams };
  const managed = new Set((sessionUser?.encargadoDepartments ?? []).map((department) => department.id));
  return {
    departments: departments.filter((department) => managed.has(department.id)),
    teams: teams.filter((team) => managed.has(idFromIri(team.department) ?? 0)),
  };
}

export const teamIdsOf = (user: User) =>
  new Set((user.teams ?? []).map((membership) => (typeof membership.team === 'object' ? membership.team.id : idFromIri(membership.team))).filter((id): id is number => id !== null));
