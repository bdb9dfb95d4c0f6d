import { ROLES } from './roles';

type Roles = readonly string[] | null | undefined;

const holdsAdmin = (roles: Roles): boolean => (roles ?? []).includes(ROLES.ADMIN);

/** Who belongs to a department decides its managers' scope, so only admins change department membership. */
export const mayChangeDepartmentMembers = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/** A deleted department gives its manager no power at all, so only admins restore one. */
export const mayRestoreDepartment = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/**
 * Whether the caller may put anyone into a team (or in charge of a team or
 * sub-department). Everyone else only people already in that department, and
 * never an admin (see `isEnrollableByManager`): nobody widens their own scope.
 */
export const mayEnrolOutsideDepartment = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/** Whether a manager (not an admin) may enrol a user with these roles: never an admin. */
export const isEnrollableByManager = (userRoles: Roles): boolean => !holdsAdmin(userRoles);
