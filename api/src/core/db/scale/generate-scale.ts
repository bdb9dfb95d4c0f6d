import sql, { raw } from 'sql-template-tag';
import type { Database, Queryable } from '../database.ts';
import { ACCENTED, FIRST_NAMES, MESSAGES, PLAIN, SURNAMES, TASK_NAMES } from './scale-names.ts';
import { SCALE_EVENT, SUBDEPARTMENTS_PER_DEPARTMENT, TASKS_PER_TEAM, TEAM_SIZE, USERS_PER_DEPARTMENT } from './scale-shape.ts';
import { insertWorkTime } from './scale-time.ts';

export type ScaleOptions = { users: number; days: number; passwordHash: string };
export type ScaleCounts = Record<(typeof COUNTED)[number], number>;

const COUNTED = ['departments', 'subdepartments', 'teams', 'users', 'user_teams', 'tasks', 'task_users', 'task_tags', 'subtasks', 'task_messages', 'subtask_messages', 'work_time_histories', 'notifications'] as const;

/** Moves the table's identity past `count` new ids and returns the id before the first of them. */
async function reserveBlock(tx: Queryable, table: string, count: number): Promise<number> {
  const [row] = await tx.query<{ base: number }>(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest(nextval(pg_get_serial_sequence(${table}, 'id')), (SELECT coalesce(max(id), 0) + 1 FROM ${raw(table)})) + ${count})::int - ${count} - 1 AS base`,
  );
  if (!row) throw new Error(`no sequence for ${table}`);
  return row.base;
}

async function countOf(tx: Queryable, table: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
}

/** Whether the database already holds scale data (the generator refuses to run twice). */
export async function hasScaleData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM app_events WHERE name = ${SCALE_EVENT}) AS found`);
  return row?.found === true;
}

/**
 * Adds an organisation of `users` people with `days` of work, in one
 * transaction, built by set-based SQL (`generate_series`). Returns the rows it added per table.
 */
export async function generateScaleData(db: Database, options: ScaleOptions): Promise<ScaleCounts> {
  const counts = await insertScaleData(db, options);
  // Nothing has analysed the new rows yet (PGlite runs no autovacuum): without statistics the planner
  // scans whole tables, and without the visibility map no index-only scan is possible.
  await db.exec('VACUUM (ANALYZE)');
  // PGlite has no checkpointer: the load's WAL (~1 GB at 5,000 users) would stay in the folder,
  // recycled as future segments on close, and be copied with every copy of the dataset. A real
  // server's checkpointer sees to its own WAL (and CHECKPOINT needs privileges there).
  if (db.kind === 'pglite') {
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL wal_recycle = off');
      await tx.query('CHECKPOINT');
    });
  }
  return counts;
}

/** Each counted table's rows, one statement after the other: a transaction's client runs one query at a time. */
async function rowCounts(tx: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) counts[table] = await countOf(tx, table);
  return counts;
}

function insertScaleData(db: Database, { users, days, passwordHash }: ScaleOptions): Promise<ScaleCounts> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(748201336)');
    if (await hasScaleData(tx)) throw new Error('This database already has scale data; use a fresh DATA_DIR or database.');
    const before = await rowCounts(tx);
    const departments = Math.ceil(users / USERS_PER_DEPARTMENT);
    const teams = Math.ceil(users / TEAM_SIZE);
    const base = {
      user: await reserveBlock(tx, 'users', users),
      department: await reserveBlock(tx, 'departments', departments),
      subdepartment: await reserveBlock(tx, 'subdepartments', departments * SUBDEPARTMENTS_PER_DEPARTMENT),
      team: await reserveBlock(tx, 'teams', teams),
      task: await reserveBlock(tx, 'tasks', teams * TASKS_PER_TEAM),
    };
    const shape = { users, days, departments, teams, ...base };
    await insertOrganisation(tx, shape, passwordHash);
    await insertTasks(tx, shape);
    await insertWorkTime(tx, { users, days, userBase: base.user, taskBase: base.task });
    const after = await rowCounts(tx);
    const counts = Object.fromEntries(COUNTED.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)])) as ScaleCounts;
    const [manager] = await tx.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${base.user + 1}`);
    await tx.query(
      sql`INSERT INTO app_events (name, data) VALUES (${SCALE_EVENT}, ${JSON.stringify({ users, days, counts, ...base, manager: manager?.email, boardTeam: base.team + 1 })}::jsonb)`,
    );
    return counts;
  });
}

type Shape = { users: number; days: number; departments: number; teams: number; user: number; department: number; subdepartment: number; team: number; task: number };

/** Users, departments (managed by the first person of their first team), sub-departments, teams of ten, memberships and roles. */
async function insertOrganisation(tx: Queryable, s: Shape, passwordHash: string): Promise<void> {
  const schedule = (name: string) => sql`(SELECT id FROM work_schedules WHERE name = ${name} AND NOT deleted ORDER BY id LIMIT 1)`;
  await tx.query(sql`
    INSERT INTO users (id, email, name, password_hash, work_schedule_id)
    SELECT ${s.user} + k,
           lower(translate(n.first || '.' || n.last1, ${ACCENTED}, ${PLAIN})) || '.' || k || '@empresa.es',
           n.first || ' ' || n.last1 || ' ' || n.last2, ${passwordHash},
           CASE k % 3 WHEN 1 THEN ${schedule('Mañanas')} WHEN 2 THEN ${schedule('Tardes')} ELSE ${schedule('Jornada partida')} END
    FROM generate_series(1, ${s.users}) k
    CROSS JOIN LATERAL (SELECT (${FIRST_NAMES}::text[])[1 + k % ${FIRST_NAMES.length}] AS first,
                               (${SURNAMES}::text[])[1 + (k * 7) % ${SURNAMES.length}] AS last1,
                               (${SURNAMES}::text[])[1 + (k * 13 + k / ${SURNAMES.length}) % ${SURNAMES.length}] AS last2) n`);
  const managerOfTeam = (team: string) => sql`${s.user} + (${raw(team)}) * ${TEAM_SIZE} + 1`;
  await tx.query(sql`
    INSERT INTO departments (id, name, user_id, allow_multitask)
    SELECT ${s.department} + d, 'Departamento ' || d, ${managerOfTeam('d - 1')}, true FROM generate_series(1, ${s.departments}) d`);
  await tx.query(sql`
    INSERT INTO department_users (department_id, user_id) SELECT id, user_id FROM departments WHERE id > ${s.department} AND id <= ${s.department + s.departments}`);
  await tx.query(sql`
    INSERT INTO subdepartments (id, name, department_id, user_id, manager_tasks, manager_reports)
    SELECT ${s.subdepartment} + sd + 1, 'Área ' || (sd / ${SUBDEPARTMENTS_PER_DEPARTMENT} + 1) || '.' || (sd % ${SUBDEPARTMENTS_PER_DEPARTMENT} + 1),
           ${s.department} + sd / ${SUBDEPARTMENTS_PER_DEPARTMENT} + 1,
           ${managerOfTeam(`least(sd / ${SUBDEPARTMENTS_PER_DEPARTMENT} + (sd % ${SUBDEPARTMENTS_PER_DEPARTMENT}) * ${s.departments}, ${s.teams - 1})`)}, true, true
    FROM generate_series(0, ${s.departments * SUBDEPARTMENTS_PER_DEPARTMENT - 1}) sd`);
  await tx.query(sql`
    INSERT INTO teams (id, name, department_id, subdepartment_id, user_id, incident_description)
    SELECT ${s.team} + t + 1, 'Equipo ' || (t + 1), ${s.department} + t % ${s.departments} + 1,
           ${s.subdepartment} + (t % ${s.departments}) * ${SUBDEPARTMENTS_PER_DEPARTMENT} + (t / ${s.departments}) % ${SUBDEPARTMENTS_PER_DEPARTMENT} + 1,
           ${managerOfTeam('t')}, 'Incidencias del equipo ' || (t + 1)
    FROM generate_series(0, ${s.teams - 1}) t`);
  await tx.query(sql`
    INSERT INTO user_teams (user_id, team_id, title, responsable_id)
    SELECT ${s.user} + k, ${s.team} + (k - 1) / ${TEAM_SIZE} + 1,
           CASE WHEN (k - 1) % ${TEAM_SIZE} = 0 THEN 'Responsable' ELSE 'Técnico' END,
           CASE WHEN (k - 1) % ${TEAM_SIZE} = 0 THEN NULL ELSE ${managerOfTeam(`(k - 1) / ${TEAM_SIZE}`)} END
    FROM generate_series(1, ${s.users}) k`);
  await tx.query(sql`
    UPDATE users u SET roles = to_jsonb(array_remove(ARRAY['ROLE_USER',
        CASE WHEN EXISTS (SELECT 1 FROM departments d WHERE d.user_id = u.id) THEN 'ROLE_DEPARTMENT_MANAGER' END,
        CASE WHEN EXISTS (SELECT 1 FROM subdepartments sd WHERE sd.user_id = u.id) THEN 'ROLE_SUBDEPARTMENT_MANAGER' END,
        CASE WHEN EXISTS (SELECT 1 FROM teams t WHERE t.user_id = u.id) THEN 'ROLE_TEAM_MANAGER' END], NULL))
    WHERE u.id > ${s.user} AND u.id <= ${s.user + s.users} AND (u.id - ${s.user} - 1) % ${TEAM_SIZE} = 0`);
}

/** 200 tasks per team in every status, assignees, one tag per tag type, subtasks, messages and notifications. */
async function insertTasks(tx: Queryable, s: Shape): Promise<void> {
  const size = sql`least(${TEAM_SIZE}, ${s.users} - t * ${TEAM_SIZE})`;
  const member = (index: string) => sql`${s.user} + t * ${TEAM_SIZE} + 1 + (${raw(index)}) % ${size}`;
  await tx.query(sql`
    INSERT INTO tasks (id, name, team_id, status_id, incident, progress, created_by_id, created_at)
    SELECT ${s.task} + t * ${TASKS_PER_TEAM} + j + 1, (${TASK_NAMES}::text[])[1 + j % ${TASK_NAMES.length}] || ' (' || (j + 1) || ')',
           ${s.team} + t + 1, (ARRAY[1, 2, 4, 3])[1 + j % 4], j % 4 = 1,
           CASE j % 4 WHEN 2 THEN 100 WHEN 0 THEN (j * 13) % 10 * 10 ELSE 0 END, ${member('j')},
           -- Worked tasks (even j) exist before the first day of work; requests spread over the period.
           CASE WHEN j % 2 = 0 THEN now() - ${s.days + 10} * interval '1 day' + j * interval '1 minute' ELSE now() - (j % 29) * interval '1 day' - j * interval '1 minute' END
    FROM generate_series(0, ${s.teams - 1}) t CROSS JOIN generate_series(0, ${TASKS_PER_TEAM - 1}) j`);
  await tx.query(sql`
    INSERT INTO task_users (task_id, user_id)
    SELECT ${s.task} + t * ${TASKS_PER_TEAM} + j + 1, ${member('j / 2')} FROM generate_series(0, ${s.teams - 1}) t CROSS JOIN generate_series(0, ${TASKS_PER_TEAM - 1}) j WHERE j % 2 = 0
    UNION
    SELECT ${s.task} + t * ${TASKS_PER_TEAM} + j + 1, ${member('j / 2 + 3')} FROM generate_series(0, ${s.teams - 1}) t CROSS JOIN generate_series(0, ${TASKS_PER_TEAM - 1}) j WHERE j % 8 = 0`);
  const inRange = sql`k.id > ${s.task} AND k.id <= ${s.task + s.teams * TASKS_PER_TEAM}`;
  await tx.query(sql`
    INSERT INTO task_tags (task_id, tag_id)
    SELECT k.id, (SELECT g.id FROM tags g WHERE g.type_id = y.id ORDER BY g.id OFFSET k.id % y.n LIMIT 1)
    FROM tasks k CROSS JOIN (SELECT type_id AS id, count(*)::int AS n FROM tags GROUP BY type_id) y WHERE ${inRange}`);
  await tx.query(sql`
    INSERT INTO subtasks (task_id, name, created_at)
    SELECT k.id, 'Parte ' || p || ' de ' || lower(left(k.name, 1)) || substr(k.name, 2), k.created_at + p * interval '1 hour'
    FROM tasks k CROSS JOIN generate_series(1, 2) p WHERE ${inRange} AND (k.id - ${s.task} - 1) % 8 = 0`);
  await tx.query(sql`
    INSERT INTO subtask_users (subtask_id, user_id)
    SELECT st.id, (SELECT min(tu.user_id) FROM task_users tu WHERE tu.task_id = st.task_id) FROM subtasks st WHERE st.task_id > ${s.task}`);
  await tx.query(sql`
    INSERT INTO task_messages (task_id, user_id, message, created_at)
    SELECT k.id, k.created_by_id, (${MESSAGES}::text[])[1 + k.id % ${MESSAGES.length}], least(now(), k.created_at + interval '1 hour') FROM tasks k WHERE ${inRange}`);
  await tx.query(sql`
    INSERT INTO subtask_messages (subtask_id, user_id, message, created_at)
    SELECT su.subtask_id, su.user_id, 'Parte revisada.', least(now(), st.created_at + interval '2 hours')
    FROM subtask_users su JOIN subtasks st ON st.id = su.subtask_id WHERE st.task_id > ${s.task}`);
  await tx.query(sql`
    INSERT INTO notifications (user_id, title, message, link, seen, created_at)
    SELECT tu.user_id, 'Nueva tarea', 'Se te ha asignado "' || k.name || '"', '/user/taskDetails/' || k.id,
           k.created_at < now() - interval '2 days', least(now(), k.created_at + interval '20 minutes')
    FROM task_users tu JOIN tasks k ON k.id = tu.task_id WHERE ${inRange}`);
}
