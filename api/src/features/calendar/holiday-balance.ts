import sql from 'sql-template-tag';
import { type CalendarDay, spendOfRequest } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import { usersOfDepartments } from '../../core/authorization/scope-sql.ts';
import { publicHolidayDaysOf } from './public-holidays.ts';

/**
 * Whether a new request of `userId` for the days `first` to `last` fits in what is left of each year it
 * touches, counted without weekends and the person's public holidays. People of a department that allows
 * overdrafts may ask for more.
 */
export async function fitsInBalance(db: Queryable, userId: number, first: CalendarDay, last: CalendarDay): Promise<boolean> {
  const [user] = await db.query<{ allowance: number; overdraft: boolean }>(
    sql`SELECT u.holiday_allowance AS allowance,
               u.id IN (${usersOfDepartments(sql`SELECT id FROM departments WHERE allow_holiday_overdraft AND NOT deleted`)}) AS overdraft
        FROM users u WHERE u.id = ${userId}`,
  );
  if (!user) return false;
  if (user.overdraft) return true;
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  const holidays = await publicHolidayDaysOf(db, userId, `${firstYear}-01-01`, `${lastYear}-12-31`);
  const requests = await db.query<{ startDay: CalendarDay; endDay: CalendarDay; managed: boolean; authorized: boolean }>(
    sql`SELECT to_char(ca.start_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "startDay", to_char(ca.end_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "endDay",
               ca.managed, ca.authorized
        FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id
        WHERE ca.user_id = ${userId} AND (NOT ca.managed OR ca.authorized)
          AND ca.end_at >= make_date(${firstYear}::int, 1, 1) - interval '1 day' AND ca.start_at < make_date(${lastYear}::int + 1, 1, 2)`,
  );
  return spendOfRequest(first, last, user.allowance, requests, holidays).every((year) => year.left >= 0);
}

/** Sets the working days of holidays the person may take per year. */
export async function setHolidayAllowance(tx: Queryable, userId: number, days: number): Promise<void> {
  await tx.query(sql`UPDATE users SET holiday_allowance = ${days} WHERE id = ${userId}`);
}
