import { type Department, type Iri, idFromIri, type SessionUser, type Team, type UserSummary } from '@portal/shared-api';
import { mayEnrolOutsideDepartment, teamEnrolmentScope } from '@portal/shared-api/rules';
import { hasRole, isAdmin, ROLES } from '@portal/shared-ui';
import type { Candidates } from './CandidatePicker';

const idsOf = (items: readonly { id: number }[] | undefined) => new Set((items ?? []).map((item) => item.id));

/** Departments the user administers (admin: all; department manager: theirs). The API enforces the same. */
export function administeredDepartmentIds(user: SessionUser | null, departments: readonly Department[]): Set<number> {
  if (isAdmin(user)) return idsOf(departments);
  return hasRole(user, ROLES.DEPARTMENT_MANAGER) ? idsOf(user?.encargadoDepartments) : new Set();
}

/** Teams the user administers: their departments' teams, and their sub-departments' teams. */
export function administeredTeams(user: SessionUser | null, departments: readonly Department[], teams: readonly Team[]): Team[] {
  const departmentIds = administeredDepartmentIds(user, departments);
  const subdepartmentIds = hasRole(user, ROLES.SUBDEPARTMENT_MANAGER) ? idsOf(user?.subdepartments) : new Set<number>();
  return teams.filter(
    (team) => departmentIds.has(idFromIri(team.department) ?? -1) || subdepartmentIds.has(idFromIri(team.subdepartment ?? null) ?? -1),
  );
}

/** Whether a reference points at the item with this id. */
export const refersTo = (reference: Iri | null | undefined, id: number | null | undefined): boolean =>
  id != null && idFromIri(reference ?? null) === id;

/**
 * Sub-departments a team may be moved into by this user: any of the department's
 * for its administrators, only their own for a sub-department manager (the API
 * refuses the rest); the current one always stays listed.
 */
export function placeableSubdepartments<S extends { id: number; deleted: boolean }>(
  user: SessionUser | null,
  departments: readonly Department[],
  departmentId: number | null,
  candidates: readonly S[],
  currentId: number | null,
): S[] {
  const wholeDepartment = departmentId !== null && administeredDepartmentIds(user, departments).has(departmentId);
  const own = idsOf(user?.subdepartments);
  return candidates.filter((sub) => sub.id === currentId || (!sub.deleted && (wholeDepartment || own.has(sub.id))));
}

/**
 * Whom a picker for a sub-department's manager offers: everyone to admins;
 * anyone else the people of the sub-department's department who are not admins,
 * as the API accepts no others from them.
 */
export const departmentCandidates = (user: SessionUser | null, departmentId: number | null): Candidates =>
  mayEnrolOutsideDepartment(user?.roles) || departmentId === null ? {} : { department: departmentId, enrollable: true };

/** The live people in the teams of a sub-department, as the loaded teams embed them, by name. */
function peopleOfSubdepartment(teams: readonly Team[], subdepartmentId: number): UserSummary[] {
  const people = new Map<number, UserSummary>();
  for (const team of teams) {
    if (team.deleted || !refersTo(team.subdepartment, subdepartmentId)) continue;
    for (const row of team.users) {
      if (row.user && typeof row.user === 'object' && !row.user.deleted) people.set(row.user.id, row.user);
    }
  }
  return [...people.values()].sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email, 'es'));
}

/**
 * Whom this user may put into a team of this department and sub-department,
 * as member or as its manager (`teamEnrolmentScope`): everyone, the people of
 * the department, the people of the sub-department's teams, or nobody (`null`).
 */
export function teamCandidates(
  user: SessionUser | null,
  teams: readonly Team[],
  placement: { departmentId: number | null; subdepartmentId: number | null },
): Candidates | null {
  if (user === null || placement.departmentId === null) return null;
  const scope = teamEnrolmentScope(
    { roles: user.roles, managedDepartmentIds: [...idsOf(user.encargadoDepartments)], managedSubdepartmentIds: [...idsOf(user.subdepartments)] },
    { departmentId: placement.departmentId, subdepartmentId: placement.subdepartmentId },
  );
  switch (scope.kind) {
    case 'anyone':
      return {};
    case 'department':
      return { department: scope.departmentId, enrollable: true };
    case 'subdepartment':
      return { people: peopleOfSubdepartment(teams, scope.subdepartmentId) };
    case 'nobody':
      return null;
  }
}
