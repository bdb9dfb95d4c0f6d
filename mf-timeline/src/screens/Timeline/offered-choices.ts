import { type Department, idFromIri, type SessionUser, type TeamSummary } from '@portal/shared-api';
import { hasRole, ROLES } from '@portal/shared-ui';

function ownSubdepartments(user: SessionUser) {
  return hasRole(user, ROLES.SUBDEPARTMENT_MANAGER) ? (user.subdepartments ?? []).filter((sub) => !sub.deleted) : [];
}

/**
 * The departments the session offers in the timeline (spec 02 §6), `null` for an admin (every live one): a
 * sub-department manager those of their own sub-departments; a department manager the ones they manage and the ones
 * they may read. Belonging to a department alone is not offered: the API (docs/api-contract.md P7) refuses it.
 */
export function departmentIdsOffered(user: SessionUser): Set<number> | null {
  if (hasRole(user, ROLES.ADMIN)) return null;
  const ids = new Set<number>();
  const add = (id: number | null | undefined) => typeof id === 'number' && ids.add(id);
  for (const sub of ownSubdepartments(user)) add(idFromIri(sub.department));
  if (hasRole(user, ROLES.DEPARTMENT_MANAGER)) {
    for (const department of user.encargadoDepartments ?? []) add(department.id);
    for (const access of user.departmentAccess ?? []) if (access.readBool) add(idFromIri(access.department));
  }
  return ids;
}

/** The live departments of `departments` offered in the timeline (see `departmentIdsOffered`). */
export function departmentsOffered<D extends Pick<Department, 'id' | 'deleted'>>(user: SessionUser, departments: readonly D[]): D[] {
  const live = departments.filter((department) => !department.deleted);
  const ids = departmentIdsOffered(user);
  return ids === null ? live : live.filter((department) => ids.has(department.id));
}

/**
 * Teams offered in the timeline (spec 02 §6): an admin or department manager
 * all live teams; a sub-department manager the teams of their own
 * sub-departments; anyone else live teams that are not manager-only.
 */
export function teamsOffered<T extends TeamSummary>(user: SessionUser, teams: readonly T[]): T[] {
  const live = teams.filter((team) => !team.deleted);
  if (hasRole(user, ROLES.ADMIN) || hasRole(user, ROLES.DEPARTMENT_MANAGER)) return live;
  if (hasRole(user, ROLES.SUBDEPARTMENT_MANAGER)) {
    const own = new Set(ownSubdepartments(user).map((sub) => sub.id));
    return live.filter((team) => own.has(idFromIri(team.subdepartment) ?? -1));
  }
  return live.filter((team) => !team.managerOnly);
}
