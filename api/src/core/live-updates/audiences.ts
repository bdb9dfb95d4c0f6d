import { AUDIENCE_TOPICS } from '@portal/shared-api/rules';
import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';
import { departmentIdsOfUser } from '../authorization/scope-sql.ts';

/** Audience topics of docs/api-contract.md §11.3, named as the portal's feed asks for them. */
export const audience = AUDIENCE_TOPICS;

/**
 * Who must hear about a change to one of a user's requests: the user, admins,
 * the departments the user belongs to, and the sub-departments over the user
 * whose `flag` is on (a medical-only manager must not hear of calendar requests,
 * and the other way round).
 */
async function requestAudience(db: Queryable, userId: number, flag: 'manager_calendar' | 'manager_medical'): Promise<string[]> {
  const [departments, subdepartments] = await Promise.all([
    // Deleted departments and sub-departments grant no power, so they hear nothing either.
    db.query<{ id: number }>(
      sql`SELECT d.id FROM departments d WHERE NOT d.deleted AND d.id IN (${departmentIdsOfUser(userId)})`,
    ),
    db.query<{ id: number }>(
      sql`SELECT DISTINCT s.id FROM user_teams ut JOIN teams t ON t.id = ut.team_id JOIN subdepartments s ON s.id = t.subdepartment_id
          JOIN departments d ON d.id = s.department_id
          WHERE ut.user_id = ${userId} AND NOT s.deleted AND NOT d.deleted AND ${raw(`s.${flag}`)}`,
    ),
  ]);
  return [
    audience.user(userId),
    audience.admin,
    ...departments.map((department) => audience.department(department.id)),
    ...subdepartments.map((sub) => audience.subdepartment(sub.id)),
  ];
}

/** Who hears about a user's schedule-change and holiday requests. */
export const calendarAudience = (db: Queryable, userId: number) => requestAudience(db, userId, 'manager_calendar');

/** Who hears about a user's justifications. */
export const medicalAudience = (db: Queryable, userId: number) => requestAudience(db, userId, 'manager_medical');
