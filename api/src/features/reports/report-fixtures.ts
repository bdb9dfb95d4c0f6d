/** Rows the report tests create for themselves, so their figures never depend on the demo data. */
import { randomUUID } from 'node:crypto';
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';

export function reportFixtures(db: Database) {
  const one = async <T>(statement: ReturnType<typeof sql>) => {
    const [row] = await db.query<T>(statement);
    if (!row) throw new Error('fixture query returned nothing');
    return row;
  };
  return {
    userId: async (email: string) => (await one<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).id,
    managedDepartmentId: async (managerEmail: string) =>
      (await one<{ id: number }>(sql`SELECT d.id FROM departments d JOIN users u ON u.id = d.user_id WHERE u.email = ${managerEmail} ORDER BY d.id LIMIT 1`)).id,
    otherDepartmentId: async (managerEmail: string) =>
      (await one<{ id: number }>(sql`SELECT d.id FROM departments d JOIN users u ON u.id = d.user_id WHERE u.email <> ${managerEmail} ORDER BY d.id LIMIT 1`)).id,
    user: async (name: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@empresa.es`;
      return (await one<{ id: number }>(sql`INSERT INTO users (email, name, password_hash) VALUES (${email}, ${name}, 'x') RETURNING id`)).id;
    },
    team: async (options: { name: string; departmentId: number; managerId: number; members: number[]; weekReport?: boolean; subdepartmentId?: number }) => {
      const { id } = await one<{ id: number }>(
        sql`INSERT INTO teams (name, department_id, user_id, week_report, subdepartment_id)
            VALUES (${options.name}, ${options.departmentId}, ${options.managerId}, ${options.weekReport ?? false}, ${options.subdepartmentId ?? null}) RETURNING id`,
      );
      for (const member of new Set([options.managerId, ...options.members])) await db.query(sql`INSERT INTO user_teams (user_id, team_id) VALUES (${member}, ${id})`);
      return id;
    },
    subdepartment: async (options: { name: string; departmentId: number; managerId: number; managerReports: boolean }) =>
      (
        await one<{ id: number }>(
          sql`INSERT INTO subdepartments (name, department_id, user_id, manager_reports)
              VALUES (${options.name}, ${options.departmentId}, ${options.managerId}, ${options.managerReports}) RETURNING id`,
        )
      ).id,
    task: async (options: { name: string; teamId: number; createdById: number; email?: string; createdAt?: string }) =>
      (
        await one<{ id: number }>(
          sql`INSERT INTO tasks (name, team_id, created_by_id, email, created_at)
              VALUES (${options.name}, ${options.teamId}, ${options.createdById}, ${options.email ?? null}, COALESCE(${options.createdAt ?? null}::timestamptz, now()))
              RETURNING id`,
        )
      ).id,
    subtask: async (taskId: number, name: string) =>
      (await one<{ id: number }>(sql`INSERT INTO subtasks (task_id, name) VALUES (${taskId}, ${name}) RETURNING id`)).id,
    /** A closed work period; times are RFC 3339 with offset. */
    work: (userId: number, where: { taskId?: number; subtaskId?: number }, startedAt: string, endedAt: string) =>
      db.query(
        sql`INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at)
            VALUES (${userId}, ${where.taskId ?? null}, ${where.subtaskId ?? null}, ${startedAt}::timestamptz, ${endedAt}::timestamptz)`,
      ),
    message: (taskId: number, userId: number, message: string, createdAt: string) =>
      db.query(sql`INSERT INTO task_messages (task_id, user_id, message, created_at) VALUES (${taskId}, ${userId}, ${message}, ${createdAt}::timestamptz)`),
  };
}
