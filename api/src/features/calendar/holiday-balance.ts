import sql from 'sql-template-tag';
import { calendarDayOf, holidayBalance, workingDaysPerYear } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import { usersOfDepartments } from '../../core/authorization/scope-sql.ts';
import { publicHolidaysBetween } from './public-holidays.ts';

/**
 * Whether a new request of `userId` fits in what is left of each year it
 * touches. People of a department that allows overdrafts may ask for more.
 */
export async function fitsInBalance(db: Queryable, userId: number, start: Date, end: Date): Promise<boolean> {
  const [user] = await db.query<{ allowance: number; overdraft: boolean }>(
    sql`SELECT u.holiday_allowance AS allowance,
               u.id IN (${usersOfDepartments(sql`SELECT id FROM departments WHERE allow_holiday_overdraft AND NOT deleted`)}) AS overdraft
        FROM users u WHERE u.id = ${userId}`,
  );
  if (!user) return false;
  if (user.overdraft) return true;
  const first = calendarDayOf(start);
  const last = calendarDayOf(end);
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  const holidays = (await publicHolidaysBetween(db, `${firstYear}-01-01`, `${lastYear}-12-31`)).map((holiday) => holiday.day);
  const requests = await db.query<{ start: Date; end: Date; managed: boolean; authorized: boolean }>(
    sql`SELECT start_at AS start, end_at AS end, managed, authorized FROM calendar_assignments
        WHERE user_id = ${userId} AND (NOT managed OR authorized)
          AND end_at >= make_date(${firstYear}::int, 1, 1) - interval '1 day' AND start_at < make_date(${lastYear}::int + 1, 1, 2)`,
  );
  for (const [year, asked] of workingDaysPerYear(first, last, holidays)) {
    if (asked > holidayBalance(year, user.allowance, requests, holidays).available) return false;
  }
  return true;
}
