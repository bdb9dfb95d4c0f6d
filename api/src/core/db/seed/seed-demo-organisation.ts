import sql, { bulk } from 'sql-template-tag';
import type { SecretBox } from '../../security/secret-box.ts';
import type { Queryable } from '../database.ts';
import { DEMO_ACCOUNTS, DEMO_INBOX } from './demo-accounts.ts';
import {
  DEMO_ACCOUNT_SCHEDULES,
  DEPARTMENTS,
  HOLIDAY_REQUESTS,
  JUSTIFICATIONS,
  OTHER_USERS,
  PENDING_SCHEDULE_REQUESTS,
  SUBDEPARTMENTS,
  TEAMS,
  WORK_SCHEDULES,
} from './organisation-data.ts';

type Ids = Map<string, number>;

function idOf(ids: Ids, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return id;
}

async function insertReturningId(tx: Queryable, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await tx.query<{ id: number }>(statement);
  if (!row) throw new Error('INSERT returned no id');
  return row.id;
}

async function seedWorkSchedules(tx: Queryable): Promise<Ids> {
  const ids: Ids = new Map();
  for (const schedule of WORK_SCHEDULES) {
    const id = await insertReturningId(
      tx,
      sql`INSERT INTO work_schedules (name, description, deleted) VALUES (${schedule.name}, ${schedule.description}, ${schedule.deleted ?? false}) RETURNING id`,
    );
    ids.set(schedule.name, id);
    if (schedule.units.length > 0) {
      await tx.query(
        sql`INSERT INTO work_schedule_units (work_schedule_id, week_day, start_time, end_time) VALUES ${bulk(schedule.units.map((unit) => [id, ...unit]))}`,
      );
    }
  }
  return ids;
}

async function seedUsers(tx: Queryable, passwordHash: string, schedules: Ids): Promise<Ids> {
  const ids: Ids = new Map();
  const everyone = [
    ...DEMO_ACCOUNTS.map((account) => ({ ...account, ...DEMO_ACCOUNT_SCHEDULES[account.email], deleted: false })),
    ...OTHER_USERS,
  ];
  for (const user of everyone) {
    const roles = JSON.stringify(['ROLE_USER', ...(user.roles ?? [])]);
    const work = user.work ? idOf(schedules, user.work) : null;
    const duty = user.duty ? idOf(schedules, user.duty) : null;
    const id = await insertReturningId(
      tx,
      sql`INSERT INTO users (email, name, roles, password_hash, work_schedule_id, duty_schedule_id, duty, deleted, municipio_id)
          VALUES (${user.email}, ${user.name}, ${roles}::jsonb, ${passwordHash}, ${work}, ${duty}, ${duty !== null}, ${user.deleted ?? false}, 28079)
          RETURNING id`,
    );
    ids.set(user.email, id);
  }
  return ids;
}

async function seedStructure(tx: Queryable, users: Ids, secretBox: SecretBox): Promise<void> {
  const departments: Ids = new Map();
  for (const department of DEPARTMENTS) {
    const id = await insertReturningId(
      tx,
      sql`INSERT INTO departments (name, user_id, require_time, reject_reason)
          VALUES (${department.name}, ${idOf(users, department.manager)}, ${department.requireTime}, ${department.rejectReason}) RETURNING id`,
    );
    departments.set(department.name, id);
    await tx.query(
      sql`INSERT INTO department_users (department_id, user_id) VALUES ${bulk(department.members.map((email) => [id, idOf(users, email)]))}`,
    );
  }
  const subdepartments: Ids = new Map();
  for (const sub of SUBDEPARTMENTS) {
    const id = await insertReturningId(
      tx,
      sql`INSERT INTO subdepartments (name, department_id, user_id, manager_calendar, manager_medical)
          VALUES (${sub.name}, ${idOf(departments, sub.department)}, ${idOf(users, sub.manager)}, ${sub.managerCalendar}, ${sub.managerMedical})
          RETURNING id`,
    );
    subdepartments.set(sub.name, id);
  }
  for (const team of TEAMS) {
    const inboxPassword = team.inbox ? secretBox.seal(DEMO_INBOX.password) : null;
    const id = await insertReturningId(
      tx,
      sql`INSERT INTO teams (name, department_id, subdepartment_id, user_id, manager_only, deleted, incident_description,
                             week_report, task_inbox_username, task_inbox_password_encrypted)
          VALUES (${team.name}, ${idOf(departments, team.department)}, ${team.subdepartment ? idOf(subdepartments, team.subdepartment) : null},
                  ${idOf(users, team.manager)}, ${team.managerOnly ?? false}, ${team.deleted ?? false}, ${team.incidentDescription ?? null},
                  ${team.name === 'Soporte'}, ${team.inbox ?? null}, ${inboxPassword})
          RETURNING id`,
    );
    const managerId = idOf(users, team.manager);
    await tx.query(
      sql`INSERT INTO user_teams (user_id, team_id, title, responsable_id) VALUES ${bulk(
        team.members.map((email) => {
          const memberId = idOf(users, email);
          return [memberId, id, memberId === managerId ? 'Responsable' : 'Técnico', memberId === managerId ? null : managerId];
        }),
      )}`,
    );
  }
  // The inspector reads every department for reports; one explicit read access shows the feature.
  await tx.query(
    sql`INSERT INTO user_department_accesses (user_id, department_id, read_bool)
        VALUES (${idOf(users, 'inspeccion@empresa.es')}, ${idOf(departments, 'Operaciones')}, true)`,
  );
}

/**
 * Midnight `days` after today's in the person's time zone: whole-day absences begin and end on the person's
 * calendar days, as the API stores the ones people ask for.
 */
const localMidnight = (userId: number, days: number) =>
  sql`((date_trunc('day', now() AT TIME ZONE (SELECT timezone FROM users WHERE id = ${userId})) + make_interval(days => ${days}))
       AT TIME ZONE (SELECT timezone FROM users WHERE id = ${userId}))`;

/**
 * Midnight of the working day (Monday to Friday) on or before the day `days` after today, in the person's time zone,
 * then `plus` days later: a demo absence to justify falls on a day of work whatever day the demo starts.
 */
const localWorkdayMidnight = (userId: number, days: number, plus = 0) =>
  sql`((SELECT day - make_interval(days => GREATEST(EXTRACT(ISODOW FROM day)::int - 5, 0) - ${plus})
        FROM (SELECT date_trunc('day', now() AT TIME ZONE (SELECT timezone FROM users WHERE id = ${userId})) + make_interval(days => ${days}) AS day) AS asked)
       AT TIME ZONE (SELECT timezone FROM users WHERE id = ${userId}))`;

async function seedRequests(tx: Queryable, users: Ids, schedules: Ids): Promise<void> {
  for (const request of PENDING_SCHEDULE_REQUESTS) {
    // A change starts on one of the person's days, at its midnight (the decision screens then show the day alone).
    await tx.query(
      sql`INSERT INTO user_schedules (user_id, type, work_schedule_id, authorized, start, created_at)
          VALUES (${idOf(users, request.user)}, ${request.type}, ${request.schedule ? idOf(schedules, request.schedule) : null}, false,
                  ${localMidnight(idOf(users, request.user), 7)}, now() - make_interval(days => ${request.daysAgo}))`,
    );
  }
  // One request that was already accepted, so `authorized=false` visibly filters something.
  await tx.query(
    sql`INSERT INTO user_schedules (user_id, type, work_schedule_id, authorized, start, created_at)
        VALUES (${idOf(users, 'ana.garcia@empresa.es')}, 1, ${idOf(schedules, 'Mañanas')}, true, ${localMidnight(idOf(users, 'ana.garcia@empresa.es'), -60)}, now() - interval '62 days')`,
  );
  for (const holiday of HOLIDAY_REQUESTS) {
    await tx.query(
      sql`INSERT INTO calendar_assignments (user_id, type, start_at, end_at, managed, authorized)
          VALUES (${idOf(users, holiday.user)}, 1, ${localMidnight(idOf(users, holiday.user), holiday.startInDays)},
                  ${localMidnight(idOf(users, holiday.user), holiday.startInDays + holiday.days)} - interval '1 second',
                  ${holiday.managed ?? false}, ${holiday.authorized ?? false})`,
    );
  }
  for (const justification of JUSTIFICATIONS) {
    await tx.query(
      sql`INSERT INTO justifications (user_id, start_at, end_at, justified_seconds, reason_id, explanation, status, authorized)
          VALUES (${idOf(users, justification.user)}, ${localWorkdayMidnight(idOf(users, justification.user), -justification.daysAgo)},
                  ${localWorkdayMidnight(idOf(users, justification.user), -justification.daysAgo, 1)} - interval '1 second',
                  ${justification.hours * 3600}, ${justification.reason}, ${justification.explanation}, ${justification.status},
                  ${justification.authorized ?? null})`,
    );
  }
}

/** Inserts the demo organisation. Callers run it only on a database without users. */
export async function seedDemoOrganisation(tx: Queryable, passwordHash: string, secretBox: SecretBox): Promise<void> {
  const schedules = await seedWorkSchedules(tx);
  const users = await seedUsers(tx, passwordHash, schedules);
  await seedStructure(tx, users, secretBox);
  await seedRequests(tx, users, schedules);
}
