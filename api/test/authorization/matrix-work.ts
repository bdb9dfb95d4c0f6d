/**
 * Matrix rows of the work on tasks: tasks, subtasks, messages, tags, task
 * decisions, files on tasks, time tracking, notifications and the timeline.
 * Allowed writes stop at a business rule (422, 409, 404 of an unknown tag), so
 * nothing changes; "inside" is Soporte / Ana, "outside" Almacén / Luis.
 */
import type { InjectOptions } from 'fastify';
import { ADMIN, ALMACEN_BOARD, ANA_DECIDERS, any, get, type Matrix, post, put, REPORTERS, REPORTERS_INSIDE, SOPORTE_ADMINS, SOPORTE_BOARD, sides } from './matrix-cases.ts';
import { everyone, only, type Role } from './roles.ts';

const patch = (url: string, payload: unknown): InjectOptions => ({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });

/** mayWorkOnTask: members of the live team and those who run it. */
const SOPORTE_WORKERS: Role[] = [...SOPORTE_ADMINS, 'supportTeamManager', 'ana'];
const ALMACEN_WORKERS: Role[] = ['admin', 'luis'];
/** mayUnlockTask of Soporte's tasks: admins and the department's manager (Redes has no managerTasks, Soporte no team_unlock_tasks). */
const SOPORTE_UNLOCKERS: Role[] = ['admin', 'techManager'];
/** Who may remove Ana's file on Soporte's task: its uploader and whoever runs the team. */
const SOPORTE_FILE_REMOVERS: Role[] = [...SOPORTE_ADMINS, 'supportTeamManager', 'ana'];
/** Timeline of Tecnología: admins, its manager, and sub-department managers for their own teams (docs/api-contract.md P7). */
const TECNOLOGIA_WATCHERS: Role[] = ['admin', 'techManager', 'redesManager', 'desarrolloManager'];
/** Whose recorded time covers Ana: herself and every manager link over her (her team's manager included). */
const ANA_WATCHERS: Role[] = [...ANA_DECIDERS, 'supportTeamManager', 'ana'];
const TOGGLE = { tzOffset: -60 };
const PAST_HOUR = { startedAt: '2020-01-01T08:00:00Z', endedAt: '2020-01-01T09:00:00Z' };

export const WORK_MATRIX: Matrix = {
  // Tasks.
  'PATCH /api/tasks/:id': sides((side) => patch(`/api/tasks/${side.task}`, { name: ' ' }), only(SOPORTE_WORKERS, 422, 403), only(ALMACEN_WORKERS, 422, 403)),
  'GET /api/tasks/:id/user/:userId/:action': sides(
    (side, f) => get(`/api/tasks/${side.task}/user/${side === f.inside ? f.outside.user : f.inside.user}/add`),
    only(SOPORTE_WORKERS, 422, 403),
    only(ALMACEN_WORKERS, 422, 403),
  ),
  'PUT /api/tasks/:id/user/:userId/:action': sides(
    (side, f) => put(`/api/tasks/${side.task}/user/${side === f.inside ? f.outside.user : f.inside.user}/add`, {}),
    only(SOPORTE_WORKERS, 422, 403),
    only(ALMACEN_WORKERS, 422, 403),
  ),
  'PUT /api/set_tag_task/:task/tag/:tag': sides((side) => put(`/api/set_tag_task/${side.task}/tag/999999`, {}), only(SOPORTE_WORKERS, 404, 403), only(ALMACEN_WORKERS, 404, 403)),
  'GET /api/getAdminTasks': any(() => get('/api/getAdminTasks'), everyone(200)),
  'GET /api/getIncidents/user/:id': any(() => get('/api/getIncidents/user/1'), everyone(200)),
  'GET /api/searchTaskC': any(() => get('/api/searchTaskC?keywords=inventario'), only(['admin', 'inspector', 'techManager'], 200, 403)),
  'POST /api/admin/authorize/:id': sides((side) => post(`/api/admin/authorize/${side.archivedTask}`, {}), only(SOPORTE_UNLOCKERS, 409, 403), only(ADMIN, 409, 403)),
  'POST /api/admin/reject/:id': sides((side) => post(`/api/admin/reject/${side.archivedTask}`, {}), only(SOPORTE_UNLOCKERS, 409, 403), only(ADMIN, 409, 403)),
  'PATCH /api/media_objects/:id': sides((side) => patch(`/api/media_objects/${side.taskFile}`, { deleted: false }), only(SOPORTE_FILE_REMOVERS, 422, 403), only(ALMACEN_WORKERS, 422, 403)),

  // Subtasks.
  'GET /api/appSubtasks': sides((side) => get(`/api/appSubtasks?task=${side.task}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/singleSubtask/:id': sides((side) => get(`/api/singleSubtask/${side.subtask}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/subtasks/:id': sides((side) => get(`/api/subtasks/${side.subtask}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'POST /api/subtasks': sides((side) => post('/api/subtasks', { task: `/api/tasks/${side.task}`, name: ' ' }), only(SOPORTE_WORKERS, 422, 403), only(ALMACEN_WORKERS, 422, 403)),
  'PATCH /api/subtasks/:id': sides((side) => patch(`/api/subtasks/${side.subtask}`, { name: ' ' }), only(SOPORTE_WORKERS, 422, 403), only(ALMACEN_WORKERS, 422, 403)),
  'GET /api/subtasks/:id/user/:userId/:action': sides(
    (side, f) => get(`/api/subtasks/${side.subtask}/user/${side === f.inside ? f.outside.user : f.inside.user}/add`),
    only(SOPORTE_WORKERS, 422, 403),
    only(ALMACEN_WORKERS, 422, 403),
  ),
  'PUT /api/subtasks/:id/user/:userId/:action': sides(
    (side, f) => put(`/api/subtasks/${side.subtask}/user/${side === f.inside ? f.outside.user : f.inside.user}/add`, {}),
    only(SOPORTE_WORKERS, 422, 403),
    only(ALMACEN_WORKERS, 422, 403),
  ),

  // Messages (written by Ana inside, Luis outside).
  'GET /api/task_messages': sides((side) => get(`/api/task_messages?task=${side.task}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/task_messages/:id': sides((side) => get(`/api/task_messages/${side.taskMessage}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'POST /api/task_messages': sides((side) => post('/api/task_messages', { task: `/api/tasks/${side.task}`, message: ' ' }), only(SOPORTE_BOARD, 422, 403), only(ALMACEN_BOARD, 422, 403)),
  'PATCH /api/task_messages/:id': sides((side) => patch(`/api/task_messages/${side.taskMessage}`, { message: 'matriz' }), only(['ana'], 200, 403), only(['luis'], 200, 403)),
  'GET /api/subtask_messages': sides((side) => get(`/api/subtask_messages?subtask=${side.subtask}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/subtask_messages/:id': sides((side) => get(`/api/subtask_messages/${side.subtaskMessage}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'POST /api/subtask_messages': sides(
    (side) => post('/api/subtask_messages', { subtask: `/api/subtasks/${side.subtask}`, message: ' ' }),
    only(SOPORTE_BOARD, 422, 403),
    only(ALMACEN_BOARD, 422, 403),
  ),
  'PATCH /api/subtask_messages/:id': sides((side) => patch(`/api/subtask_messages/${side.subtaskMessage}`, { message: 'matriz' }), only(['ana'], 200, 403), only(['luis'], 200, 403)),

  // Time tracking: clocks on an archived task are refused (409) to those who may work on it.
  'PUT /api/task/:id/timeWorking2': sides((side) => put(`/api/task/${side.archivedTask}/timeWorking2`, TOGGLE), only(SOPORTE_WORKERS, 409, 403), only(ALMACEN_WORKERS, 409, 403)),
  'PUT /api/subtask/:id/timeWorking': sides((side) => put(`/api/subtask/${side.archivedSubtask}/timeWorking`, TOGGLE), only(SOPORTE_WORKERS, 409, 403), only(ALMACEN_WORKERS, 409, 403)),
  'POST /api/createTimeHistory': sides(
    (side) => post('/api/createTimeHistory', { task: `/api/tasks/${side.archivedTask}`, ...PAST_HOUR }),
    only(SOPORTE_WORKERS, 409, 403),
    only(ALMACEN_WORKERS, 409, 403),
  ),
  'DELETE /api/deleteTimeHistory/:id': sides((side) => ({ method: 'DELETE', url: `/api/deleteTimeHistory/${side.runningEntry}` }), only(SOPORTE_ADMINS, 409, 403), only(ADMIN, 409, 403)),
  'GET /api/work_time_histories': sides((side) => get(`/api/work_time_histories?task=${side.task}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/work_time_histories/:id': sides((side) => get(`/api/work_time_histories/${side.runningEntry}`), only(SOPORTE_BOARD, 200, 404), only(ALMACEN_BOARD, 200, 404)),
  'GET /api/getActiveTasks': any(() => get('/api/getActiveTasks'), everyone(200)),
  'GET /api/self_time': any(() => get('/api/self_time'), everyone(200)),
  // Counts in the caller's own scope: whoever decides nothing gets zeros.
  'GET /api/pending_decisions': any(() => get('/api/pending_decisions'), everyone(200)),
  'GET /api/get_time_work_day/:date': any(() => get('/api/get_time_work_day/2026-01-05'), everyone(200)),
  'GET /api/get_time_work_day/:date/:userId': sides(
    (side) => get(`/api/get_time_work_day/2026-01-05/${side.user}`),
    only(ANA_WATCHERS, 200, 404),
    only(['admin', 'luis'], 200, 404),
  ),
  'GET /api/time_periods': sides((side) => get(`/api/time_periods?from=2026-01-05&to=2026-01-11&user=${side.user}`), only([...REPORTERS_INSIDE, 'ana'], 200, 403), only([...REPORTERS, 'luis'], 200, 403)),
  'GET /api/time_periods/sheet': sides(
    (side) => get(`/api/time_periods/sheet?from=2026-01-05&to=2026-01-11&user=${side.user}`),
    only([...REPORTERS_INSIDE, 'ana'], 200, 403),
    only([...REPORTERS, 'luis'], 200, 403),
  ),
  'GET /api/get_time_work_week/:userId': sides((side) => get(`/api/get_time_work_week/${side.user}`), only(ANA_WATCHERS, 200, 404), only(['admin', 'luis'], 200, 404)),

  // Notifications: one's own; admins read others' but never write them.
  'GET /api/notifications': sides((side) => get(`/api/notifications?user=${side.user}`), only(['admin', 'ana'], 200, 403), only(['admin', 'luis'], 200, 403)),
  'GET /api/notifications/:id': sides((side) => get(`/api/notifications/${side.notification}`), only(['admin', 'ana'], 200, 404), only(['admin', 'luis'], 200, 404)),
  'POST /api/notifications/mark_all_seen': any(() => post('/api/notifications/mark_all_seen', {}), everyone(200)),
  'PUT /api/notifications/:id': sides(
    (side) => put(`/api/notifications/${side.notification}`, {}),
    { ...only(['ana'], 200, 404), admin: 403 },
    { ...only(['luis'], 200, 404), admin: 403 },
  ),

  // Timeline of a department's day.
  'GET /api/timeline/:date/:departmentId': sides(
    (side) => get(`/api/timeline/2026-01-05/${side.department}`),
    only(TECNOLOGIA_WATCHERS, 200, 403),
    only(ADMIN, 200, 403),
  ),
  // The day the timeline opens on: whoever opens the timeline screen (the same people watch Tecnología).
  'GET /api/timeline/:date/opening': any(() => get('/api/timeline/2026-01-05/opening'), only(TECNOLOGIA_WATCHERS, 200, 403)),
};
