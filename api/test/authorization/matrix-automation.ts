/** Rows of the system tools' time caps and task automation (`/api/time_caps`, `/api/automation/*`). */
import { ADMIN, any, get, type Matrix, post, SOPORTE_ADMINS, sides } from './matrix-cases.ts';
import { everyone, only, type Role } from './roles.ts';

/** The roles of 'Automatización de tareas'; what each is offered is tested in configurations/auto-tasks.test.ts. */
const AUTOMATORS: Role[] = ['admin', 'techManager', 'redesManager', 'desarrolloManager', 'supportTeamManager'];

/** Grant caps to Ana: admins, Tecnología's manager (she is in his department), Redes' manager (Soporte is in Redes). */
const ANA_CAP_GRANTERS = SOPORTE_ADMINS;

export const AUTOMATION_MATRIX: Matrix = {
  'GET /api/time_caps': any(() => get('/api/time_caps'), everyone(200)),
  'GET /api/time_caps/:id': sides((side) => get(`/api/time_caps/${side.timeCap}`), only([...ANA_CAP_GRANTERS, 'ana'], 200, 404), only(['admin', 'luis'], 200, 404)),
  // An empty description: allowed callers get the 422 and nothing is granted.
  'POST /api/time_caps': sides((side) => post('/api/time_caps', { user: `/api/users/${side.user}`, name: '', time: 3600 }), only(ANA_CAP_GRANTERS, 422, 403), only(ADMIN, 422, 403)),
  // Each role deletes a cap of its own (fixtures.ts), so an allowed delete does not change what the next role finds.
  'DELETE /api/time_caps/:id': sides(
    (side, _fixtures, role) => ({ method: 'DELETE', url: `/api/time_caps/${side.timeCaps[role]}` }),
    only(ANA_CAP_GRANTERS, 204, 403),
    only(ADMIN, 204, 403),
  ),
  'GET /api/automation/departments': any(() => get('/api/automation/departments'), only(AUTOMATORS, 200, 403)),
  'GET /api/automation/teams': sides((side) => get(`/api/automation/teams?department=${side.department}`), only(AUTOMATORS, 200, 403), only(AUTOMATORS, 200, 403)),
};
