import type { SessionUser } from '@portal/shared-api';
import { hasAnyRole, ROLES } from '@portal/shared-ui';

const { ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER } = ROLES;

/**
 * Whether the board offers status moves to this user: the roles that may run a
 * team or unlock its requested and rejected tasks. Only the server knows the
 * exact scope (the team's department, `managerTasks`, `team_unlock_tasks`); a
 * move it refuses is undone with its reason.
 */
export const mayOfferMoves = (user: SessionUser | null): boolean => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER]);
