/** Rows of the named configurations (`/api/configurations`): per-team rows are read only by those who run or automate the team. */
import { ADMIN, any, get, type Matrix, type MatrixCase, post, put, SOPORTE_ADMINS, sides } from './matrix-cases.ts';
import type { Side } from './fixtures.ts';
import { everyone, only, type Role } from './roles.ts';

/** Soporte's automations: admins and the managers it is offered to (Desarrollo's manager runs nothing of Soporte). */
const SOPORTE_AUTOMATORS: Role[] = ['admin', 'techManager', 'redesManager', 'supportTeamManager'];

/** Who reads each per-team row of Soporte (inside) and of Almacén (outside, where only admins do). */
const READERS: Record<keyof Side['teamSettings'], Role[]> = {
  avisos_solicitante: [...SOPORTE_ADMINS, 'supportTeamManager'],
  team_unlock_tasks: [...SOPORTE_ADMINS, 'supportTeamManager'],
  tags_user: ['admin', 'techManager'],
  auto_task: SOPORTE_AUTOMATORS,
};

function teamSettingReads(): Record<string, MatrixCase> {
  const cases: Record<string, MatrixCase> = {};
  for (const [name, readers] of Object.entries(READERS) as [keyof Side['teamSettings'], Role[]][]) {
    const read = (side: Side) => get(`/api/configurations/${side.teamSettings[name]}`);
    for (const [scope, matrixCase] of Object.entries(sides(read, only(readers, 200, 404), only(ADMIN, 200, 404)))) cases[`${scope} ${name}`] = matrixCase;
  }
  return cases;
}

export const CONFIGURATION_MATRIX: Matrix = {
  'GET /api/configurations': any(() => get('/api/configurations'), everyone(200)),
  'GET /api/configurations/:id': { ...any(() => get('/api/configurations/1'), everyone(200)), ...teamSettingReads() },
  'POST /api/configurations': sides(
    (side) => post('/api/configurations', { name: 'team_unlock_tasks', data: String(side.team), value: 'no' }),
    only(SOPORTE_ADMINS, 422, 403),
    only(ADMIN, 422, 403),
  ),
  // Only admins switch maintenance mode; an invalid state stops them at validation, changing nothing.
  'PUT /api/configurations/:id': any(() => put('/api/configurations/1', { data: 'encendido', value: [] }), only(['admin'], 422, 403)),
  'DELETE /api/configurations/:id': any(() => ({ method: 'DELETE', url: '/api/configurations/1' }), everyone(403)),
};
