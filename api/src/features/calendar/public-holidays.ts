import sql from 'sql-template-tag';
import type { CalendarDay } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import { item, type JsonObject } from '../../core/json-ld/json-ld.ts';

export type PublicHolidayRow = { id: number; day: CalendarDay; name: string };

const SELECT = sql`SELECT id, to_char(day, 'YYYY-MM-DD') AS day, name FROM public_holidays`;

export const toPublicHoliday = (row: PublicHolidayRow): JsonObject => item('PublicHoliday', 'public_holidays', row.id, { date: row.day, name: row.name });

/** The organisation's public holidays between two calendar days, both included. */
export async function publicHolidaysBetween(db: Queryable, first: CalendarDay, last: CalendarDay): Promise<PublicHolidayRow[]> {
  return db.query<PublicHolidayRow>(sql`${SELECT} WHERE day BETWEEN ${first}::date AND ${last}::date ORDER BY day`);
}

export async function publicHolidaysOfYear(db: Queryable, year: number | undefined): Promise<PublicHolidayRow[]> {
  if (year === undefined) return db.query<PublicHolidayRow>(sql`${SELECT} ORDER BY day`);
  return publicHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
}

/** The new holiday, or undefined when the day already has one. */
export async function addPublicHoliday(db: Queryable, day: CalendarDay, name: string): Promise<PublicHolidayRow | undefined> {
  const [row] = await db.query<PublicHolidayRow>(
    sql`INSERT INTO public_holidays (day, name) VALUES (${day}::date, ${name}) ON CONFLICT (day) DO NOTHING
        RETURNING id, to_char(day, 'YYYY-MM-DD') AS day, name`,
  );
  return row;
}

export async function removePublicHoliday(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(sql`DELETE FROM public_holidays WHERE id = ${id} RETURNING id`)).length > 0;
}
