import type { Role, SessionUser } from '@portal/shared-api';
import { ROLES } from '@portal/shared-api/rules';

/** The role names live with the API's rules; re-exported for the screens' access code. */
export { ROLES };

/** Whether the user holds the role (no user holds none). */
export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  return Array.isArray(user?.roles) && user.roles.includes(role);
}

export function hasAnyRole(user: SessionUser | null | undefined, roles: readonly Role[]): boolean {
  return roles.some((role) => hasRole(user, role));
}
