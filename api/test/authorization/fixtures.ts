/**
 * Rows the matrix acts on, on both sides of the scope line: "inside" is
 * Tecnología / Redes / Soporte / Ana (the managers under test manage it),
 * "outside" is Operaciones / Logística / Almacén / Luis. Decided requests are
 * created here so that allowed callers get a conflict instead of changing anything.
 */
import type { FastifyInstance } from 'fastify';
import { claimNextJob, completeJob } from '../../src/core/jobs/job-store.ts';
import { REPORT_JOB } from '../../src/features/reports/report-request.ts';
import { ACCOUNTS } from '../helper.ts';
import { quizFixtures, type QuizFixtures } from './quiz-fixtures.ts';
import { ROLES, type Role } from './roles.ts';

async function one<T>(app: FastifyInstance, text: string, values: unknown[] = []): Promise<T> {
  const [row] = await app.db.query<T>(text, values);
  if (!row) throw new Error(`fixture query returned nothing: ${text}`);
  return row;
}

const idOf = async (app: FastifyInstance, table: string, column: string, value: string) =>
  (await one<{ id: number }>(app, `SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`, [value])).id;

async function sideOf(app: FastifyInstance, names: { user: string; department: string; subdepartment: string; team: string }, clockOwner: number) {
  const user = await idOf(app, 'users', 'email', names.user);
  const team = await idOf(app, 'teams', 'name', names.team);
  const insertId = async (text: string, values: unknown[]) => (await one<{ id: number }>(app, `${text} RETURNING id`, values)).id;
  const task = (await one<{ id: number }>(app, 'SELECT id FROM tasks WHERE team_id = $1 AND NOT deleted ORDER BY id LIMIT 1', [team])).id;
  const subtask = await insertId("INSERT INTO subtasks (task_id, name) VALUES ($1, 'Matriz')", [task]);
  // An archived task refuses clocks with a 409 once the caller may work on it; its running clock (of someone
  // outside the matrix) refuses deletion with a 409 once the caller may delete it.
  const archivedTask = await insertId("INSERT INTO tasks (name, team_id, status_id, store) VALUES ('Matriz archivada', $1, 1, true)", [team]);
  const archivedSubtask = await insertId("INSERT INTO subtasks (task_id, name) VALUES ($1, 'Matriz archivada')", [archivedTask]);
  const timeCap = () => insertId("INSERT INTO time_caps (user_id, name, time) VALUES ($1, 'Matriz', 3600)", [user]);
  // One cap per role, so each allowed role deletes its own.
  const timeCaps = {} as Record<Role, number>;
  for (const role of ROLES) timeCaps[role] = await timeCap();
  const teamSetting = (name: string, value: string, userId: number | null = null) =>
    insertId('INSERT INTO configurations (name, data, value, user_id) VALUES ($1, $2, $3::jsonb, $4)', [name, String(team), value, userId]);
  const bytes = Buffer.from('informe');
  const storageKey = await app.fileStorage.save(bytes);
  const pendingJustification = (await one<{ id: number }>(app, 'SELECT id FROM justifications WHERE user_id = $1 AND NOT status ORDER BY id LIMIT 1', [user])).id;
  const department = await idOf(app, 'departments', 'name', names.department);
  // Without read access: seen only where the person's own record shows it, and it opens nothing.
  await app.db.query('INSERT INTO user_department_accesses (user_id, department_id, read_bool) VALUES ($1, $2, false)', [user, department]);
  return {
    user,
    team,
    task,
    department,
    membership: (await one<{ id: number }>(app, 'SELECT id FROM user_teams WHERE team_id = $1 ORDER BY id LIMIT 1', [team])).id,
    departmentAccess: `/api/user_department_accesses/user=${user};department=${department}`,
    subdepartment: await idOf(app, 'subdepartments', 'name', names.subdepartment),
    pendingSchedule: (await one<{ id: number }>(app, 'SELECT id FROM user_schedules WHERE user_id = $1 AND NOT authorized ORDER BY id LIMIT 1', [user])).id,
    authorizedSchedule: await insertId(
      "INSERT INTO user_schedules (user_id, type, work_schedule_id, authorized, start) VALUES ($1, 1, NULL, true, now() - interval '30 days')",
      [user],
    ),
    pendingHoliday: (await one<{ id: number }>(app, 'SELECT id FROM calendar_assignments WHERE user_id = $1 AND NOT managed ORDER BY id LIMIT 1', [user])).id,
    managedHoliday: await insertId(
      "INSERT INTO calendar_assignments (user_id, type, start_at, end_at, managed, authorized) VALUES ($1, 1, now() - interval '90 days', now() - interval '88 days', true, true)",
      [user],
    ),
    pendingJustification,
    approvedJustification: await insertId(
      "INSERT INTO justifications (user_id, start_at, end_at, justified_seconds, reason_id, explanation, status, authorized) VALUES ($1, now() - interval '60 days', now() - interval '59 days', 3600, 1, 'matriz', true, true)",
      [user],
    ),
    deniedJustification: await insertId(
      "INSERT INTO justifications (user_id, start_at, end_at, justified_seconds, reason_id, explanation, status, authorized) VALUES ($1, now() - interval '58 days', now() - interval '57 days', 3600, 1, 'matriz', true, false)",
      [user],
    ),
    subtask,
    taskMessage: await insertId("INSERT INTO task_messages (task_id, user_id, message) VALUES ($1, $2, 'matriz')", [task, user]),
    subtaskMessage: await insertId("INSERT INTO subtask_messages (subtask_id, user_id, message) VALUES ($1, $2, 'matriz')", [subtask, user]),
    notification: await insertId("INSERT INTO notifications (user_id, title, message) VALUES ($1, 'Matriz', 'matriz')", [user]),
    archivedTask,
    archivedSubtask,
    timeCap: await timeCap(),
    /** One row of each per-team configuration of the side's team. */
    teamSettings: {
      avisos_solicitante: await teamSetting('avisos_solicitante', `[${user}]`),
      team_unlock_tasks: await teamSetting('team_unlock_tasks', '["0"]'),
      tags_user: await teamSetting('tags_user', '["1","2","3","4","5"]', user),
      auto_task: await teamSetting('auto_task', '{}'),
    },
    timeCaps,
    runningEntry: await insertId("INSERT INTO work_time_histories (user_id, task_id, started_at) VALUES ($1, $2, now() - interval '1 hour')", [clockOwner, archivedTask]),
    taskFile: await insertId(
      "INSERT INTO media_objects (name, storage_key, mime_type, size, task_id, entity, entity_id, created_by_id) VALUES ('informe.txt', $1, 'text/plain', $2, $3, 'Task', $3, $4)",
      [storageKey, bytes.length, task, user],
    ),
    /** A medical certificate attached to the side's pending justification. */
    justificationFile: await insertId(
      "INSERT INTO media_objects (name, storage_key, mime_type, size, entity, entity_id, created_by_id) VALUES ('justificante.txt', $1, 'text/plain', $2, 'Justification', $3, $4)",
      [await app.fileStorage.save(bytes), bytes.length, pendingJustification, user],
    ),
  };
}

/**
 * People of Tecnología its manager may not administer, as each holds a role the manager could not grant:
 * an admin, and the manager of a team of Operaciones. Both have set a password.
 */
async function powerfulColleagues(app: FastifyInstance) {
  const tecnologia = await idOf(app, 'departments', 'name', 'Tecnología');
  const operaciones = await idOf(app, 'departments', 'name', 'Operaciones');
  const colleague = async (email: string, roles: string[]) => {
    const { id } = await one<{ id: number }>(app, "INSERT INTO users (email, name, roles, password_hash) VALUES ($1, 'Matriz', $2::jsonb, 'x') RETURNING id", [
      email,
      JSON.stringify(roles),
    ]);
    await app.db.query('INSERT INTO department_users (department_id, user_id) VALUES ($1, $2)', [tecnologia, id]);
    return id;
  };
  const admin = await colleague('matriz.admin@empresa.es', ['ROLE_USER', 'ROLE_ADMIN']);
  const otherUnitManager = await colleague('matriz.responsable@empresa.es', ['ROLE_USER', 'ROLE_TEAM_MANAGER']);
  await app.db.query("INSERT INTO teams (name, department_id, user_id) VALUES ('Matriz', $1, $2)", [operaciones, otherUnitManager]);
  return { admin, otherUnitManager };
}

export type Side = Awaited<ReturnType<typeof sideOf>>;
/** The body of `POST /api/remote_releases` the matrix sends: already published, so nothing is added. */
export const MATRIX_RELEASE = {
  remote: 'mf_matriz',
  version: '1.0.0',
  commit: 'abcdef1',
  builtAt: '2026-11-29T08:00:00Z',
  entry: 'http://127.0.0.1:3199/mf-manifest.json',
  needs: [],
};

async function publishedRelease(app: FastifyInstance, adminId: number) {
  const { remote, version, commit, entry, needs } = MATRIX_RELEASE;
  const row = await app.remoteRegistry.publish({ remote, version, commit, entry, needs, built_at: new Date(MATRIX_RELEASE.builtAt), screens: {} }, { id: adminId, ip: '127.0.0.1', tokenId: null }, app.publishUpdateWithin);
  return { ...MATRIX_RELEASE, id: row.id };
}

export type Fixtures = {
  inside: Side;
  outside: Side;
  userIds: Record<string, number>;
  deletedUser: number;
  deletedTeam: number;
  managerOnlyMembership: number;
  deletedDepartment: number;
  runningBackup: number;
  /** A release already in the registry: an allowed publisher sending it again gets its 409. */
  remoteRelease: typeof MATRIX_RELEASE & { id: number };
  quizzes: QuizFixtures;
  powerfulColleagues: Awaited<ReturnType<typeof powerfulColleagues>>;
  /** Marks every queued report sent, as a job runner would, so the reports in flight per user never reach their limit. */
  sendQueuedReports(): Promise<void>;
};

export async function createFixtures(app: FastifyInstance): Promise<Fixtures> {
  const userIds: Record<string, number> = {};
  for (const [role, email] of Object.entries(ACCOUNTS)) userIds[role] = await idOf(app, 'users', 'email', email);
  const deletedUser = await idOf(app, 'users', 'email', 'antonio.gil@empresa.es');
  return {
    inside: await sideOf(app, { user: ACCOUNTS.ana, department: 'Tecnología', subdepartment: 'Redes', team: 'Soporte' }, deletedUser),
    outside: await sideOf(app, { user: ACCOUNTS.luis, department: 'Operaciones', subdepartment: 'Logística', team: 'Almacén' }, deletedUser),
    userIds,
    deletedUser,
    deletedTeam: await idOf(app, 'teams', 'name', 'Seguridad'),
    managerOnlyMembership: (
      await one<{ id: number }>(app, "SELECT ut.id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE t.name = 'Dirección Técnica' ORDER BY ut.id LIMIT 1")
    ).id,
    deletedDepartment: (await one<{ id: number }>(app, "INSERT INTO departments (name, deleted) VALUES ('Antiguo', true) RETURNING id")).id,
    // A run in progress: allowed callers of POST /api/database_backup get its 409 instead of starting a backup.
    runningBackup: (await one<{ id: number }>(app, "INSERT INTO database_backups (file_name) VALUES ('matriz.sql.gz') RETURNING id")).id,
    remoteRelease: await publishedRelease(app, userIds.admin ?? 0),
    quizzes: await quizFixtures(app, userIds.techManager ?? 0),
    powerfulColleagues: await powerfulColleagues(app),
    sendQueuedReports: async () => {
      for (let job = await claimNextJob(app.db, 'matrix', [REPORT_JOB], 60); job; job = await claimNextJob(app.db, 'matrix', [REPORT_JOB], 60)) {
        await completeJob(app.db, job, 'matrix');
      }
    },
  };
}
