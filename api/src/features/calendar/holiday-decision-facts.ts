import sql from 'sql-template-tag';
import { type CalendarDay, calendarDayOf, holidayBalance, workingDaysBetween } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { calendarScope } from '../../core/authorization/scope-sql.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import type { CalendarAssignmentRow } from './calendar-assignment-serializer.ts';
import { othersOff } from './others-off.ts';
import { publicHolidaysOfUsers } from './public-holidays.ts';

type PeriodRow = { user_id: number; startDay: CalendarDay; endDay: CalendarDay; managed: boolean; authorized: boolean };

/**
 * What a manager needs to decide each holiday request of the pending list:
 * its working days, the requester's balance of the year it starts in once it
 * is accepted (their other pending requests held back, as the calendar shows
 * it), and the teammates already away on those days. Counted with the one
 * working-days rule the balance check uses.
 */
export async function withHolidayDecisionFacts(db: Queryable, caller: Caller, rows: CalendarAssignmentRow[], members: JsonObject[]): Promise<JsonObject[]> {
  if (rows.length === 0) return members;
  const days = rows.map((row) => ({ first: calendarDayOf(row.start_at, row.time_zone), last: calendarDayOf(row.end_at, row.time_zone) }));
  const firstYear = Math.min(...days.map((day) => Number(day.first.slice(0, 4))));
  const lastYear = Math.max(...days.map((day) => Number(day.last.slice(0, 4))));
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [holidaysByUser, allowances, periods, away] = await Promise.all([
    publicHolidaysOfUsers(db, userIds, `${firstYear}-01-01`, `${lastYear}-12-31`),
    db.query<{ id: number; allowance: number }>(sql`SELECT id, holiday_allowance AS allowance FROM users WHERE id = ANY(${userIds})`),
    db.query<PeriodRow>(
      sql`SELECT ca.user_id, to_char(ca.start_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "startDay",
                 to_char(ca.end_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS "endDay", ca.managed, ca.authorized
          FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id
          WHERE ca.user_id = ANY(${userIds}) AND (NOT ca.managed OR ca.authorized)
            AND ca.end_at >= make_date(${firstYear}::int, 1, 1) - interval '1 day' AND ca.start_at < make_date(${lastYear}::int + 1, 1, 2)`,
    ),
    othersOff(db, rows.map((row) => ({ key: row.id, userId: row.user_id, from: row.start_at, until: row.end_at })), calendarScope(caller)),
  ]);
  const allowanceOf = new Map(allowances.map((user) => [user.id, user.allowance]));
  return members.map((member, index) => {
    const row = rows[index] as CalendarAssignmentRow;
    const { first, last } = days[index] as { first: CalendarDay; last: CalendarDay };
    const requests = periods.filter((period) => period.user_id === row.user_id);
    // Each requester's own public holidays: Spain's, their community's and the organisation's.
    const holidays = (holidaysByUser.get(row.user_id) ?? []).map((holiday) => holiday.day);
    const balance = holidayBalance(Number(first.slice(0, 4)), allowanceOf.get(row.user_id) ?? 0, requests, holidays);
    return {
      ...member,
      workingDays: workingDaysBetween(first, last, holidays),
      // This request is pending, so the balance already holds its days back: what is left once it is accepted.
      balanceAfter: row.managed ? null : balance.available,
      othersOff: away.get(row.id) ?? [],
    };
  });
}
