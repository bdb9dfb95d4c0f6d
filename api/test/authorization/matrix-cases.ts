/**
 * Building blocks of the authorization matrix (`matrix.ts`, `matrix-work.ts`):
 * the row types, the role sets the rows share, and request shorthands.
 */
import type { InjectOptions } from 'fastify';
import type { Fixtures, Side } from './fixtures.ts';
import { everyone, only, type Role, type Statuses } from './roles.ts';

export type MatrixCase = {
  /** The request, given the fixtures and the calling role. */
  request: (fixtures: Fixtures, role: Role) => InjectOptions | Promise<InjectOptions>;
  expect: Statuses;
};

/** Keyed by `METHOD /url` exactly as registered (Fastify's automatic HEAD routes are left out). */
export type Matrix = Record<string, Record<string, MatrixCase>>;

export const ADMIN: Role[] = ['admin'];
/** The system tools (backups, deleted files, allowed domains). */
export const SYSTEM_ADMINS: Role[] = ['admin', 'sysAdmin'];
export const TECH_ADMINS: Role[] = ['admin', 'techManager'];
/** canAdministerTeam of Soporte: admins, the department's manager, the sub-department's manager. */
export const SOPORTE_ADMINS: Role[] = ['admin', 'techManager', 'redesManager'];
/** Calendar (and medical) power over Ana: the same three; Desarrollo's manager has neither flag, team managers no such power. */
export const ANA_DECIDERS: Role[] = ['admin', 'techManager', 'redesManager'];
/** Soporte's board and tasks: its administrators, its manager and members, and the direct members of Tecnología (Desarrollo's manager). */
export const SOPORTE_BOARD: Role[] = ['admin', 'techManager', 'redesManager', 'desarrolloManager', 'supportTeamManager', 'ana'];
/** Almacén's board: admins, its member Luis, and the inspector, who reads Operaciones (user_department_accesses). */
export const ALMACEN_BOARD: Role[] = ['admin', 'luis', 'inspector'];
/** Reports anywhere: admins and inspectors; inside Tecnología also its department manager. */
export const REPORTERS: Role[] = ['admin', 'inspector'];
export const REPORTERS_INSIDE: Role[] = [...REPORTERS, 'techManager'];

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const put = (url: string, payload: unknown): InjectOptions => ({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
export const post = (url: string, payload: unknown): InjectOptions => ({ method: 'POST', url, payload: payload as InjectOptions['payload'] });

/** Both sides of a scoped route: `inside` uses Ana's side, `outside` Luis's. */
export function sides(request: (side: Side, fixtures: Fixtures, role: Role) => InjectOptions, inside: Statuses, outside: Statuses): Record<string, MatrixCase> {
  return {
    inside: { request: (fixtures, role) => request(fixtures.inside, fixtures, role), expect: inside },
    outside: { request: (fixtures, role) => request(fixtures.outside, fixtures, role), expect: outside },
  };
}
/**
 * A write on an account of Tecnología holding a role its manager could not grant (`powerfulColleagues`):
 * admins reach `adminStatus`, everyone else, Tecnología's manager included, 403.
 */
export const ofPowerfulColleagues = (request: (id: number) => InjectOptions, adminStatus: number): Record<string, MatrixCase> => ({
  'admin of Tecnología': { request: (fixtures) => request(fixtures.powerfulColleagues.admin), expect: only(ADMIN, adminStatus, 403) },
  'manager outside Tecnología': { request: (fixtures) => request(fixtures.powerfulColleagues.otherUnitManager), expect: only(ADMIN, adminStatus, 403) },
});

/** The same cases under names of their own, for a second kind of row on one route. */
export const named = (prefix: string, cases: Record<string, MatrixCase>): Record<string, MatrixCase> =>
  Object.fromEntries(Object.entries(cases).map(([scope, matrixCase]) => [`${prefix} ${scope}`, matrixCase]));

export const any = (request: MatrixCase['request'], expect: Statuses): Record<string, MatrixCase> => ({ any: { request, expect } });

export const readOnly = (resource: string, id: number): Matrix => ({
  [`GET /api/${resource}`]: any(() => get(`/api/${resource}`), everyone(200)),
  [`GET /api/${resource}/:id`]: any(() => get(`/api/${resource}/${id}`), everyone(200)),
});

