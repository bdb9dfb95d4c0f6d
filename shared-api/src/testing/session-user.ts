import type { SessionUser } from '../entities';

/**
 * A whole session user for screen tests: a plain member of nothing, changed by
 * `overrides` (id, e-mail, roles, what they belong to or manage).
 */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides.id ?? 1;
  return {
    '@id': `/api/users/${id}`,
    id,
    email: `usuario${id}@empresa.es`,
    name: `Usuario ${id}`,
    image: null,
    deleted: false,
    timezone: 'Europe/Madrid',
    roles: ['ROLE_USER'],
    departments: [],
    encargadoDepartments: [],
    encargadoTeams: [],
    subdepartments: [],
    teams: [],
    workSchedule: null,
    dutySchedule: null,
    options: { compactSidebar: false },
    ...overrides,
  } as SessionUser;
}
