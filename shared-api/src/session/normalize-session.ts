import type { Role, SessionPayload } from '../entities';

/** Older servers sent roles as an object (`{"0": "ROLE_USER", ...}`); the portal wants a list. */
function rolesAsList(roles: unknown): Role[] {
  if (Array.isArray(roles)) return roles as Role[];
  if (roles && typeof roles === 'object') return Object.values(roles) as Role[];
  return [];
}

export function normalizeSession(payload: SessionPayload): SessionPayload {
  return { ...payload, user: { ...payload.user, roles: rolesAsList(payload.user.roles) } };
}
