import sql from 'sql-template-tag';
import { type CalendarDay, workingDaysBetween } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { medicalScope } from '../../core/authorization/scope-sql.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { othersOff } from '../calendar/others-off.ts';
import { publicHolidaysOfUsers } from '../calendar/public-holidays.ts';
import type { JustificationRow } from './justification-serializer.ts';

type Days = { id: number; first: CalendarDay; last: CalendarDay; whole_day: boolean };

/**
 * What a manager needs to decide each justification of the decision list: the
 * calendar days of a whole-day one in the person's zone and its working days
 * (null for some hours, whose time is `justifiedSeconds`), counted with the one
 * working-days rule, and the teammates already away then. The days read the same
 * to every manager, wherever their browser is.
 */
export async function withJustificationDecisionFacts(db: Queryable, caller: Caller, rows: JustificationRow[], members: JsonObject[]): Promise<JsonObject[]> {
  if (rows.length === 0) return members;
  // Whole days are stored as the first and last second of days in the person's zone (design record on whole-day absences).
  const days = await db.query<Days>(
    sql`SELECT j.id, to_char(j.start_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS first, to_char(j.end_at AT TIME ZONE u.timezone, 'YYYY-MM-DD') AS last,
               (j.start_at AT TIME ZONE u.timezone)::time = '00:00' AND (j.end_at AT TIME ZONE u.timezone)::time = '23:59:59' AS whole_day
        FROM justifications j JOIN users u ON u.id = j.user_id WHERE j.id = ANY(${rows.map((row) => row.id)})`,
  );
  const daysOf = new Map(days.map((found) => [found.id, found]));
  // Calendar days sort as text.
  const [firstDay = '', lastDay = ''] = [days.map((found) => found.first).sort()[0], days.map((found) => found.last).sort().at(-1)];
  const [holidaysByUser, away] = await Promise.all([
    publicHolidaysOfUsers(db, [...new Set(rows.map((row) => row.user_id))], firstDay, lastDay),
    othersOff(db, rows.map((row) => ({ key: row.id, userId: row.user_id, from: row.start_at, until: row.end_at })), medicalScope(caller)),
  ]);
  return members.map((member, index) => {
    const row = rows[index] as JustificationRow;
    const found = daysOf.get(row.id);
    const wholeDay = found?.whole_day === true;
    return {
      ...member,
      firstDay: wholeDay ? found.first : null,
      lastDay: wholeDay ? found.last : null,
      workingDays: found?.whole_day
        ? workingDaysBetween(found.first, found.last, (holidaysByUser.get(row.user_id) ?? []).map((holiday) => holiday.day))
        : null,
      othersOff: away.get(row.id) ?? [],
    };
  });
}
