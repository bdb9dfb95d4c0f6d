import sql from 'sql-template-tag';
import type { CalendarDay } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { regionalPublicHolidays } from './regional-public-holidays.ts';

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

/** A day off where a person works: Spain's or their community's (`region` `ES`, `ES-CN`…) or one the organisation keeps (`region` null). */
export type PersonHoliday = { day: CalendarDay; name: string; region: string | null; id?: number };

/**
 * Each person's public holidays from `first` to `last`, both included: Spain's and their autonomous
 * community's (from the province of their municipio) out of the date-holidays dataset, and the ones the
 * organisation keeps, by date. Working-day counts leave out every one of these days.
 */
export async function publicHolidaysOfUsers(db: Queryable, userIds: readonly number[], first: CalendarDay, last: CalendarDay): Promise<Map<number, PersonHoliday[]>> {
  const [kept, places] = await Promise.all([
    publicHolidaysBetween(db, first, last),
    db.query<{ id: number; community: number | null }>(
      sql`SELECT u.id, p.comunidad_id AS community FROM users u
          LEFT JOIN municipios m ON m.id = u.municipio_id LEFT JOIN provincias p ON p.id = m.provincia_id
          WHERE u.id = ANY(${[...userIds]})`,
    ),
  ]);
  const organisation = kept.map((row): PersonHoliday => ({ day: row.day, name: row.name, region: null, id: row.id }));
  const byUser = new Map<number, PersonHoliday[]>();
  for (const place of places) {
    const regional = regionalPublicHolidays(place.community, first, last).map(({ day, name, region }): PersonHoliday => ({ day, name, region }));
    byUser.set(place.id, [...regional, ...organisation].sort((a, b) => a.day.localeCompare(b.day)));
  }
  return byUser;
}

/** The days alone, for counting. */
export async function publicHolidayDaysOf(db: Queryable, userId: number, first: CalendarDay, last: CalendarDay): Promise<CalendarDay[]> {
  return ((await publicHolidaysOfUsers(db, [userId], first, last)).get(userId) ?? []).map((holiday) => holiday.day);
}

export const toPersonHoliday = (userId: number, holiday: PersonHoliday): JsonObject => ({
  '@id': holiday.id === undefined ? `${iri('users', userId)}/public_holidays#${holiday.region}-${holiday.day}` : iri('public_holidays', holiday.id),
  '@type': 'PublicHoliday',
  date: holiday.day,
  name: holiday.name,
  region: holiday.region,
});
