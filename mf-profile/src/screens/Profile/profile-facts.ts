import type { Provincia, TeamSummary, User, WorkSchedule } from '@portal/shared-api';
import { ROLES } from '@portal/shared-ui';

/** Teams flagged managerOnly show only when the profile's owner is an admin or a department manager (spec 02 §6). */
export function visibleTeamNames(user: User): string[] {
  const ownerSeesAll = user.roles.includes(ROLES.ADMIN) || user.roles.includes(ROLES.DEPARTMENT_MANAGER);
  return (user.teams ?? [])
    .map((membership) => membership.team)
    .filter((team): team is TeamSummary => typeof team === 'object' && team !== null)
    .filter((team) => !team.deleted && (ownerSeesAll || !team.managerOnly))
    .map((team) => team.name);
}

export function departmentNames(user: User): string[] {
  return (user.departments ?? []).filter((department) => !department.deleted).map((department) => department.name);
}

export function provinciaOf(user: User): Provincia | null {
  const provincia = user.municipio?.provincia;
  return typeof provincia === 'object' && provincia !== null ? provincia : null;
}

export const scheduleName = (schedule: WorkSchedule | null | undefined) => schedule?.name ?? 'Sin horario asignado';

/** "Ana, Luis" or a dash for an empty list. */
export const listOrDash = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');
