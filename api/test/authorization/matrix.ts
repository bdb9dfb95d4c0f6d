/**
 * The authorization matrix: for every route the app registers, what each demo
 * role gets, inside and outside its scope. `matrix.test.ts` fails when a route
 * has no row here, so a new route must add one (see docs/decisions/007-tests-that-cannot-miss-a-route.md).
 *
 * Requests are chosen so that an allowed caller changes nothing: a write
 * whose authorization passes then stops at a business rule (409, 422, 404),
 * which is told apart from the 403/404 of a refusal.
 */
import type { InjectOptions } from 'fastify';
import {
  ADMIN,
  ALMACEN_BOARD,
  ANA_DECIDERS,
  any,
  get,
  type Matrix,
  named,
  ofPowerfulColleagues,
  post,
  put,
  REPORTERS,
  REPORTERS_INSIDE,
  readOnly,
  SOPORTE_ADMINS,
  SOPORTE_BOARD,
  sides,
  SYSTEM_ADMINS,
  TECH_ADMINS,
} from './matrix-cases.ts';
import { AUTOMATION_MATRIX } from './matrix-automation.ts';
import { CONFIGURATION_MATRIX } from './matrix-configurations.ts';
import { QUIZ_MATRIX } from './matrix-quizzes.ts';
import { REMOTE_REGISTRY_MATRIX } from './matrix-remote-registry.ts';
import { WORK_MATRIX } from './matrix-work.ts';
import type { Fixtures } from './fixtures.ts';
import { everyone, only, type Role } from './roles.ts';

export type { Matrix, MatrixCase } from './matrix-cases.ts';

/** Report rows send every earlier report first: the limit of reports in flight per user is not what they check. */
function afterQueuedReportsSent(rows: Matrix): Matrix {
  return Object.fromEntries(
    Object.entries(rows).map(([route, cases]) => [
      route,
      Object.fromEntries(
        Object.entries(cases).map(([scope, { request, expect }]) => [scope, { expect, request: async (fixtures: Fixtures, role: Role) => {
          await fixtures.sendQueuedReports();
          return request(fixtures, role);
        } }]),
      ),
    ]),
  );
}

const multipart = (entity: string, entityId: number): InjectOptions => {
  const boundary = 'matrixboundary';
  const part = (name: string, value: string, file = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${value}\r\n`;
  return {
    method: 'POST',
    url: '/api/media_objects',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${part('entity', entity)}${part('entity_id', String(entityId))}${part('file', '', 'vacio.png')}--${boundary}--\r\n`,
  };
};

/** A justification's file: its owner and those who see their medical justifications. */
const JUSTIFICATION_FILE_READERS = only([...ANA_DECIDERS, 'ana'], 200, 404);
const LUIS_FILE_READERS = only(['admin', 'luis'], 200, 404);

export const MATRIX: Matrix = {
  // Session (public entry points and one's own account).
  'GET /api/health': any(() => get('/api/health'), everyone(200)),
  'GET /api/status': any(() => get('/api/status'), everyone(200)),
  'GET /api': any(() => get('/api'), everyone(200)),
  'GET /api/docs.jsonld': any(() => get('/api/docs.jsonld'), everyone(200)),
  'GET /api/contexts/Error': any(() => get('/api/contexts/Error'), everyone(200)),
  'GET /api/contexts/ConstraintViolationList': any(() => get('/api/contexts/ConstraintViolationList'), everyone(200)),
  'POST /api/login': any((_f, role) => post('/api/login', { username: `nadie-${role}@empresa.es`, password: 'x' }), everyone(401)),
  'POST /api/login_check': any((_f, role) => post('/api/login_check', { username: `nadie2-${role}@empresa.es`, password: 'x' }), everyone(401)),
  'POST /api/logout': any(() => ({ method: 'POST', url: '/api/logout', cookies: { BEARER: '' } }), everyone(204)),
  'POST /api/password_reset/request': any((_f, role) => post('/api/password_reset/request', { email: `nadie3-${role}@empresa.es` }), everyone(202)),
  'GET /api/password_reset/check': any(() => get('/api/password_reset/check?token=no-existe'), everyone(400)),
  'POST /api/password_reset/confirm': any(() => post('/api/password_reset/confirm', { token: 'no-existe', password: 'OtraClave2026!' }), everyone(400)),
  'GET /api/email_change/check': any(() => get('/api/email_change/check?token=no-existe'), everyone(400)),
  'POST /api/email_change/confirm': any(() => post('/api/email_change/confirm', { token: 'no-existe' }), everyone(400)),
  'POST /api/email_change/report': any(() => post('/api/email_change/report', { token: 'no-existe' }), everyone(400)),
  'GET /api/session/:userId': {
    own: { request: (f, role) => get(`/api/session/${f.userIds[role]}`), expect: everyone(200) },
    other: { request: (f, role) => get(`/api/session/${f.userIds[role === 'ana' ? 'luis' : 'ana']}`), expect: everyone(401) },
  },
  'PATCH /api/user/changePassword': {
    own: {
      request: (f, role) => ({ method: 'PATCH', url: '/api/user/changePassword', payload: { id: `/api/users/${f.userIds[role]}`, oldPassword: 'no-es', newPassword: 'OtraClave2026!' } }),
      expect: everyone(422),
    },
    other: {
      request: (f, role) => ({
        method: 'PATCH',
        url: '/api/user/changePassword',
        payload: { id: `/api/users/${f.userIds[role === 'ana' ? 'luis' : 'ana']}`, oldPassword: 'no-es', newPassword: 'OtraClave2026!' },
      }),
      expect: everyone(403),
    },
  },
  'GET /api/user/sessions': any(() => get('/api/user/sessions'), everyone(200)),
  // The matrix's own session is the one it keeps.
  'POST /api/user/sessions/endOthers': any(() => ({ method: 'POST', url: '/api/user/sessions/endOthers' }), everyone(204)),
  // Nobody's session has this id; ending another person's session is covered by device-sessions.test.ts.
  'DELETE /api/user/sessions/:id': any(() => ({ method: 'DELETE', url: '/api/user/sessions/999999999' }), everyone(404)),
  // The hub reads its own cookie or a Bearer token, never the session cookie (test/security/live-feed-sessions.test.ts covers its tokens).
  'GET /.well-known/mercure': any(() => get('/.well-known/mercure?topic=*'), everyone(401)),
  'GET /api/mercureIdentify': any(() => get('/api/mercureIdentify'), everyone(200)),
  'GET /api/audit_logs': any(() => get('/api/audit_logs'), only(ADMIN, 200, 403)),
  'GET /api/audit_logs/export': any(() => get('/api/audit_logs/export?createdAt[after]=2026-01-01'), only(ADMIN, 200, 403)),
  'GET /api/app_events': any(() => get('/api/app_events'), only(ADMIN, 200, 403)),
  // Every role has signed in before the matrix runs, so the first event exists.
  'GET /api/app_events/:id': any(() => get('/api/app_events/1'), only(ADMIN, 200, 403)),
  'GET /api/events': any(() => get(`/api/events?name=${encodeURIComponent('ver tablero Soporte')}`), everyone(200)),

  // Users.
  'GET /api/users': {
    ...any(() => get('/api/users'), everyone(200)),
    // Everyone may ask; non-granters get an empty page (time-caps.test.ts checks whom each role is offered).
    timeCapGrantable: { request: () => get('/api/users?search=ana&timeCapGrantable=1'), expect: everyone(200) },
    enrollable: { request: () => get('/api/users?search=ana&enrollable=1'), expect: everyone(200) },
  },
  'GET /api/users/:id': {
    colleague: { request: (f) => get(`/api/users/${f.inside.user}`), expect: everyone(200) },
    deleted: { request: (f) => get(`/api/users/${f.deletedUser}`), expect: only(ADMIN, 200, 404) },
  },
  'PUT /api/users/:id': {
    ana: { request: (f) => put(`/api/users/${f.inside.user}`, {}), expect: only(['admin', 'ana'], 200, 403) },
    deleted: { request: (f) => put(`/api/users/${f.deletedUser}`, {}), expect: only(ADMIN, 200, 404) },
  },
  'PUT /api/users/:id/account': {
    ...sides((side) => put(`/api/users/${side.user}/account`, { email: 'no es un correo' }), only(TECH_ADMINS, 422, 403), only(ADMIN, 422, 403)),
    ...ofPowerfulColleagues((id) => put(`/api/users/${id}/account`, { email: 'no es un correo' }), 422),
  },
  'PUT /api/users/:id/banUser': {
    ...sides((side) => put(`/api/users/${side.user}/banUser`, { banned: true }), only(TECH_ADMINS, 422, 403), only(ADMIN, 422, 403)),
    ...ofPowerfulColleagues((id) => put(`/api/users/${id}/banUser`, { banned: true }), 422),
  },
  'POST /api/users/import_preview': any(() => ({ ...multipart('User', 0), url: '/api/users/import_preview' }), only(TECH_ADMINS, 422, 403)),
  'POST /api/users/import': any(() => ({ ...multipart('User', 0), url: '/api/users/import' }), only(TECH_ADMINS, 422, 403)),
  'GET /api/work_schedules': any(() => get('/api/work_schedules'), everyone(200)),
  'GET /api/work_schedules/:id': any(() => get('/api/work_schedules/1'), everyone(200)),
  'POST /api/work_schedules': any(() => post('/api/work_schedules', { name: ' ' }), only(ADMIN, 422, 403)),
  'PUT /api/work_schedules/:id': any(() => put('/api/work_schedules/1', { name: ' ' }), only(ADMIN, 422, 403)),
  'POST /api/horarios/addUnit/:workSchedule': any(() => post('/api/horarios/addUnit/1', { week_day: 1, start: '10:00', end: '09:00' }), only(ADMIN, 422, 403)),
  'GET /api/work_schedule_units/:id': any(() => get('/api/work_schedule_units/1'), everyone(200)),
  'DELETE /api/work_schedule_units/:id': any(() => ({ method: 'DELETE', url: '/api/work_schedule_units/999999' }), only(ADMIN, 404, 403)),

  // Schedule-change requests.
  'GET /api/user_schedules': any(() => get('/api/user_schedules'), everyone(200)),
  'GET /api/user_schedules/:id': sides(
    (side) => get(`/api/user_schedules/${side.pendingSchedule}`),
    only([...ANA_DECIDERS, 'ana'], 200, 404),
    only(['admin', 'luis'], 200, 404),
  ),
  'PUT /api/user_schedules/:id': sides(
    (side) => put(`/api/user_schedules/${side.pendingSchedule}`, { authorized: false }),
    only(ANA_DECIDERS, 200, 403),
    only(ADMIN, 200, 403),
  ),
  'DELETE /api/user_schedules/:id': sides(
    (side) => ({ method: 'DELETE', url: `/api/user_schedules/${side.authorizedSchedule}` }),
    only(ANA_DECIDERS, 409, 403),
    only(ADMIN, 409, 403),
  ),
  'POST /api/user_schedules': sides(
    (side) => post('/api/user_schedules', { user: `/api/users/${side.user}`, schedule: null, type: 3 }),
    only([...ANA_DECIDERS, 'ana'], 422, 403),
    only(['admin', 'luis'], 422, 403),
  ),

  // Holiday requests.
  'GET /api/calendar_assignments': any(() => get('/api/calendar_assignments'), everyone(200)),
  'GET /api/calendar_assignments/:id': sides(
    (side) => get(`/api/calendar_assignments/${side.pendingHoliday}`),
    only([...ANA_DECIDERS, 'ana'], 200, 404),
    only(['admin', 'luis'], 200, 404),
  ),
  'PUT /api/calendar_assignments/:id': sides(
    (side) => put(`/api/calendar_assignments/${side.managedHoliday}`, { authorized: true, managed: true }),
    only(ANA_DECIDERS, 409, 403),
    only(ADMIN, 409, 403),
  ),
  'POST /api/calendar_assignments': sides(
    (side) => post('/api/calendar_assignments', { user: `/api/users/${side.user}`, type: 2, start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z' }),
    only([...ANA_DECIDERS, 'ana'], 422, 403),
    only(['admin', 'luis'], 422, 403),
  ),

  'DELETE /api/calendar_assignments/:id': sides(
    (side) => ({ method: 'DELETE', url: `/api/calendar_assignments/${side.managedHoliday}` }),
    { ...only(ANA_DECIDERS, 403, 404), ana: 409 },
    { ...only(ADMIN, 403, 404), luis: 409 },
  ),
  'GET /api/calendar_assignments/:year/:month/:reserved/:scope': any(() => get('/api/calendar_assignments/2030/0/0/1'), everyone(200)),
  // E-mail decision links: the token alone says who acts, so a session changes nothing.
  'GET /api/decision_tokens/:token': any(() => get(`/api/decision_tokens/${'x'.repeat(43)}`), everyone(404)),
  'POST /api/decision_tokens/:token': any(() => post(`/api/decision_tokens/${'x'.repeat(43)}`, {}), everyone(404)),
  'GET /api/public_holidays': any(() => get('/api/public_holidays?year=2030'), everyone(200)),
  'POST /api/public_holidays': any(() => post('/api/public_holidays', { date: '2030-02-30', name: 'Matriz' }), only(ADMIN, 422, 403)),
  'DELETE /api/public_holidays/:id': any(() => ({ method: 'DELETE', url: '/api/public_holidays/999999' }), only(ADMIN, 404, 403)),
  // A person's holidays (national, regional, the organisation's) are read by whoever may see the person, oneself included.
  'GET /api/users/:id/public_holidays': {
    own: { request: (f, role) => get(`/api/users/${f.userIds[role]}/public_holidays?date[after]=2030-01-01&date[before]=2030-12-31`), expect: everyone(200) },
    missing: { request: () => get('/api/users/999999/public_holidays?date[after]=2030-01-01&date[before]=2030-12-31'), expect: everyone(404) },
  },
  // An address already taken: allowed callers stop at the 422, nobody is created.
  'POST /api/userCreate': sides(
    (side) => post('/api/userCreate', { email: 'admin@empresa.es', name: 'Matriz', departments: [`/api/departments/${side.department}`] }),
    only(TECH_ADMINS, 422, 403),
    only(ADMIN, 422, 403),
  ),
  // The side's user has set a password: allowed callers stop at the 409, no mail is queued.
  'POST /api/users/:id/resendInvitation': {
    ...sides((side) => post(`/api/users/${side.user}/resendInvitation`, {}), only(TECH_ADMINS, 409, 403), only(ADMIN, 409, 403)),
    ...ofPowerfulColleagues((id) => post(`/api/users/${id}/resendInvitation`, {}), 409),
  },
  'PUT /api/users/:id/holiday_allowance': {
    ...sides((side) => put(`/api/users/${side.user}/holiday_allowance`, { holidayAllowance: 'x' }), only(TECH_ADMINS, 422, 403), only(ADMIN, 422, 403)),
    ...ofPowerfulColleagues((id) => put(`/api/users/${id}/holiday_allowance`, { holidayAllowance: 'x' }), 422),
  },

  // Justifications.
  'GET /api/justifications': any(() => get('/api/justifications'), everyone(200)),
  'GET /api/justifications/:id': sides(
    (side) => get(`/api/justifications/${side.pendingJustification}`),
    only([...ANA_DECIDERS, 'ana'], 200, 404),
    only(['admin', 'luis'], 200, 404),
  ),
  'POST /api/justifications': any(
    () => post('/api/justifications', { start: '2030-01-01T08:00:00Z', end: '2030-01-01T09:00:00Z', justifiedSeconds: 3600, reason_id: 99, explanation: 'x' }),
    everyone(422),
  ),
  'PUT /api/approveJustification/:id': sides(
    (side) => put(`/api/approveJustification/${side.approvedJustification}`, {}),
    only(ANA_DECIDERS, 409, 403),
    only(ADMIN, 409, 403),
  ),
  'PUT /api/denyJustification/:id': sides(
    (side) => put(`/api/denyJustification/${side.deniedJustification}`, {}),
    only(ANA_DECIDERS, 409, 403),
    only(ADMIN, 409, 403),
  ),

  // Organisation.
  'GET /api/departments': any(() => get('/api/departments'), everyone(200)),
  'GET /api/departments/:id': {
    live: { request: (f) => get(`/api/departments/${f.inside.department}`), expect: everyone(200) },
    deleted: { request: (f) => get(`/api/departments/${f.deletedDepartment}`), expect: only(ADMIN, 200, 404) },
  },
  'POST /api/departments': any(() => post('/api/departments', { name: ' ' }), only(ADMIN, 422, 403)),
  'PUT /api/departments/:id': {
    ...sides((side) => put(`/api/departments/${side.department}`, { requireTime: false }), only(TECH_ADMINS, 200, 403), only(ADMIN, 200, 403)),
    // Naming another manager is for admins only, even the department's own manager.
    newManager: { request: (f) => put(`/api/departments/${f.inside.department}`, { user: `/api/users/${f.userIds.ana}`, name: ' ' }), expect: only(ADMIN, 422, 403) },
  },
  'GET /api/subdepartments': any(() => get('/api/subdepartments'), everyone(200)),
  'GET /api/subdepartments/:id': sides((side) => get(`/api/subdepartments/${side.subdepartment}`), everyone(200), everyone(200)),
  'POST /api/subdepartments': sides(
    (side, f) => post('/api/subdepartments', { department: `/api/departments/${side.department}`, name: ' ', user: `/api/users/${f.userIds.admin}` }),
    only(TECH_ADMINS, 422, 403),
    only(ADMIN, 422, 403),
  ),
  'PUT /api/subdepartments/:id': sides((side) => put(`/api/subdepartments/${side.subdepartment}`, { managerCalendar: true }), only(TECH_ADMINS, 200, 403), only(ADMIN, 200, 403)),
  'GET /api/teams': any(() => get('/api/teams'), everyone(200)),
  'GET /api/organisation_chart': any(() => get('/api/organisation_chart'), everyone(200)),
  'GET /api/teams/:id': {
    ...sides((side) => get(`/api/teams/${side.team}`), everyone(200), everyone(200)),
    deleted: { request: (f) => get(`/api/teams/${f.deletedTeam}`), expect: only(TECH_ADMINS, 200, 404) },
  },
  'POST /api/teams': sides(
    (side, f) =>
      post('/api/teams', { department: `/api/departments/${side.department}`, subdepartment: `/api/subdepartments/${side.subdepartment}`, name: ' ', user: `/api/users/${f.userIds.admin}` }),
    only(SOPORTE_ADMINS, 422, 403),
    only(ADMIN, 422, 403),
  ),
  // The mailbox panel and its login test belong to those who administer the team; new mailbox credentials to admins only.
  'GET /api/task_mailboxes/:id': sides((side) => get(`/api/task_mailboxes/${side.team}`), only(SOPORTE_ADMINS, 200, 403), only(ADMIN, 200, 403)),
  'POST /api/task_mailboxes/:id/test': sides((side) => post(`/api/task_mailboxes/${side.team}/test`, {}), only(SOPORTE_ADMINS, 200, 403), only(ADMIN, 200, 403)),
  'PUT /api/teams/:id': {
    ...sides((side) => put(`/api/teams/${side.team}`, { incidentVisible: true }), only(SOPORTE_ADMINS, 200, 403), only(ADMIN, 200, 403)),
    // A password too short to store: the admin's 422 changes nothing.
    newMailboxCredentials: { request: (f) => put(`/api/teams/${f.inside.team}`, { taskInboxPassword: 'x' }), expect: only(ADMIN, 422, 403) },
    // Desarrollo's manager is in Tecnología but in no team of Redes: Redes's manager may not put her in charge of Soporte.
    managerOutsideSubdepartment: {
      request: (f) => put(`/api/teams/${f.inside.team}`, { user: `/api/users/${f.userIds.desarrolloManager}`, name: ' ' }),
      expect: only(TECH_ADMINS, 422, 403),
    },
  },
  'GET /api/user_teams': any(() => get('/api/user_teams'), everyone(200)),
  // A membership is read where its team is: Soporte and Almacén by everyone, the managerOnly Dirección Técnica by its people.
  'GET /api/user_teams/:id': {
    ...sides((side) => get(`/api/user_teams/${side.membership}`), everyone(200), everyone(200)),
    managerOnly: { request: (f) => get(`/api/user_teams/${f.managerOnlyMembership}`), expect: only(['admin', 'techManager', 'redesManager', 'desarrolloManager'], 200, 404) },
  },
  'GET /api/user_department_accesses': any(() => get('/api/user_department_accesses'), everyone(200)),
  // As the person's record shows it: to them, admins and the managers whose scope covers them.
  'GET /api/user_department_accesses/:id': sides(
    (side) => get(side.departmentAccess),
    only(['admin', 'techManager', 'redesManager', 'supportTeamManager', 'ana'], 200, 404),
    only(['admin', 'luis'], 200, 404),
  ),
  'PUT /api/team_delete/:id': sides((side) => put(`/api/team_delete/${side.team}`, { deleted: false }), only(SOPORTE_ADMINS, 200, 403), only(ADMIN, 200, 403)),
  // Enrolment: admins, the department's manager, the sub-department's manager for people of the sub-department; team managers never.
  'PUT /api/user_team_add': {
    ...sides(
      (side) => put('/api/user_team_add', { team_id: `/api/teams/${side.team}`, user_id: `/api/users/${side.user}` }),
      only(SOPORTE_ADMINS, 422, 403),
      only(ADMIN, 422, 403),
    ),
    // A colleague of Tecnología outside Redes; the unknown responsable makes allowed callers stop at a 422.
    outsideSubdepartment: {
      request: (f) =>
        put('/api/user_team_add', { team_id: `/api/teams/${f.inside.team}`, user_id: `/api/users/${f.userIds.desarrolloManager}`, responsable_id: '/api/users/99999' }),
      expect: only(TECH_ADMINS, 422, 403),
    },
  },
  'PUT /api/user_team_del': sides(
    (side, f) => put('/api/user_team_del', { team_id: `/api/teams/${side.team}`, user_id: `/api/users/${side === f.inside ? f.outside.user : f.inside.user}` }),
    only([...SOPORTE_ADMINS, 'supportTeamManager'], 404, 403),
    only(ADMIN, 404, 403),
  ),

  // Tasks and files.
  'POST /api/tasks': sides((side) => post('/api/tasks', { name: 'Matriz', team: `/api/teams/${side.team}`, status: '/api/task_statuses/99999' }), only([...SOPORTE_ADMINS, 'supportTeamManager', 'ana'], 422, 403), only(['admin', 'luis'], 422, 403)),
  'GET /api/tasks/:id': sides((side) => get(`/api/tasks/${side.task}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/singleTask/:id': sides((side) => get(`/api/singleTask/${side.task}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  // Sistemas asked for a task of Almacén in the demo data: it lists that one.
  'GET /api/appTasks': sides((side) => get(`/api/appTasks?team=${side.team}`), only(SOPORTE_BOARD, 200, 403), only([...ALMACEN_BOARD, 'sysAdmin'], 200, 403)),
  'POST /api/media_objects': {
    ...sides((side) => multipart('Team', side.team), only(SOPORTE_ADMINS, 400, 403), only(ADMIN, 400, 403)),
    ...named('justification', sides((side) => multipart('Justification', side.pendingJustification), only(['ana'], 400, 403), only(['luis'], 400, 403))),
  },
  'GET /api/media_objects/:id': {
    ...sides((side) => get(`/api/media_objects/${side.taskFile}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
    ...named('justification', sides((side) => get(`/api/media_objects/${side.justificationFile}`), JUSTIFICATION_FILE_READERS, LUIS_FILE_READERS)),
  },
  'GET /api/files/:id': {
    ...sides((side) => get(`/api/files/${side.taskFile}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
    ...named('justification', sides((side) => get(`/api/files/${side.justificationFile}`), JUSTIFICATION_FILE_READERS, LUIS_FILE_READERS)),
  },

  // System tools: admins and system admins. The files are not soft-deleted and a backup is running, so allowed writes get 409.
  'GET /api/media_objects_details': any(() => get('/api/media_objects_details'), only(SYSTEM_ADMINS, 200, 403)),
  'DELETE /api/media_objects/:id': sides((side) => ({ method: 'DELETE', url: `/api/media_objects/${side.taskFile}` }), only(SYSTEM_ADMINS, 409, 403), only(SYSTEM_ADMINS, 409, 403)),
  'POST /api/database_backup': any(() => post('/api/database_backup', {}), only(SYSTEM_ADMINS, 409, 403)),
  'GET /api/database_backups': any(() => get('/api/database_backups'), only(SYSTEM_ADMINS, 200, 403)),
  'GET /api/database_backups/:id/log': any((f) => get(`/api/database_backups/${f.runningBackup}/log`), only(SYSTEM_ADMINS, 200, 403)),
  // No such file: who may download learns it is missing, anyone else only that they may not.
  'GET /api/database_backups/files/:name': any(() => get('/api/database_backups/files/portal-missing.sql.gz'), only(SYSTEM_ADMINS, 404, 403)),

  // Reports (queued for the caller's own address): admins and inspectors about anything, department managers about their departments.
  ...afterQueuedReportsSent({
    'GET /api/reports/task_report/:taskId': sides((side) => get(`/api/reports/task_report/${side.task}`), only(REPORTERS_INSIDE, 202, 403), only(REPORTERS, 202, 403)),
    'GET /api/reports/user_report/:type/:userId': sides((side) => get(`/api/reports/user_report/user/${side.user}`), only(REPORTERS_INSIDE, 202, 403), only(REPORTERS, 202, 403)),
    'GET /api/reports/user_report/:type/:userId/:start/:end': sides(
      (side) => get(`/api/reports/user_report/solicitante/${side.user}/2030-01-01/2030-01-31`),
      only(REPORTERS_INSIDE, 202, 403),
      only(REPORTERS, 202, 403),
    ),
    'GET /api/reports/team_report/:teamId/:start/:end': sides(
      (side) => get(`/api/reports/team_report/${side.team}/2030-01-01/2030-01-31`),
      only(REPORTERS_INSIDE, 202, 403),
      only(REPORTERS, 202, 403),
    ),
    'GET /api/reports/team_report_nolimit/:teamId/:start/:end': sides(
      (side) => get(`/api/reports/team_report_nolimit/${side.team}/2029-02-01/2030-01-31`),
      only(REPORTERS_INSIDE, 202, 403),
      only(REPORTERS, 202, 403),
    ),
    'POST /api/reports/advanced_report': sides((side) => post('/api/reports/advanced_report', { team: side.team }), only(REPORTERS_INSIDE, 202, 403), only(REPORTERS, 202, 403)),
  }),

  // Reference data.
  ...readOnly('provincias', 28),
  ...readOnly('municipios', 28079),
  ...readOnly('comunidad_autonomas', 13),
  ...readOnly('tags', 1),
  'POST /api/tags': any(() => post('/api/tags', { name: 'Matriz', type: 1, color: '#43a047', text_color: '#ffffff' }), only(ADMIN, 422, 403)),
  'PUT /api/tags/:id': any(() => put('/api/tags/1', { name: 'Matriz', type: 1, color: '#43a047', text_color: '#ffffff' }), only(ADMIN, 422, 403)),
  ...readOnly('tag_types', 1),
  ...readOnly('task_statuses', 1),

  ...WORK_MATRIX,
  ...CONFIGURATION_MATRIX,
  ...AUTOMATION_MATRIX,
  ...QUIZ_MATRIX,
  ...REMOTE_REGISTRY_MATRIX,
};
