import Holidays from 'date-holidays';
import type { CalendarDay } from '@portal/shared-api/rules';

/**
 * The date-holidays state code of each autonomous community and city, by its INE code (the
 * `comunidades_autonomas` ids a province points at): a person's province gives their community.
 */
export const HOLIDAY_STATE_OF_COMMUNITY: Readonly<Record<number, string>> = {
  1: 'AN',
  2: 'AR',
  3: 'AS',
  4: 'IB',
  5: 'CN',
  6: 'CB',
  7: 'CL',
  8: 'CM',
  9: 'CT',
  10: 'VC',
  11: 'EX',
  12: 'GA',
  13: 'MD',
  14: 'MC',
  15: 'NC',
  16: 'PV',
  17: 'RI',
  18: 'CE',
  19: 'ML',
};

export type DatasetHoliday = { day: CalendarDay; name: string; region: string };

const calendars = new Map<string, Holidays>();
const years = new Map<string, DatasetHoliday[]>();

/** Spain's calendar, or a community's (national days included); one instance each, kept for the process. */
function calendarOf(state: string | null): Holidays {
  const key = state ?? 'ES';
  let calendar = calendars.get(key);
  if (!calendar) {
    // Only 'public' days: observances (Mother's Day) and optional or bank days are working days.
    calendar = state ? new Holidays('ES', state, { types: ['public'] }) : new Holidays('ES', { types: ['public'] });
    calendars.set(key, calendar);
  }
  return calendar;
}

function holidaysOfYear(state: string | null, year: number): DatasetHoliday[] {
  const key = `${state ?? 'ES'}:${year}`;
  let found = years.get(key);
  if (!found) {
    // A community's own days say so; the days all Spain shares are national wherever they are kept.
    const national = new Set(state ? holidaysOfYear(null, year).map((holiday) => holiday.day) : []);
    // The dataset writes each day as local 'YYYY-MM-DD HH:mm:ss' in Spain: its first ten characters are the day.
    found = calendarOf(state)
      .getHolidays(year, 'es')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => {
        const day = holiday.date.slice(0, 10);
        return { day, name: holiday.name, region: state && !national.has(day) ? `ES-${state}` : 'ES' };
      });
    years.set(key, found);
  }
  return found;
}

/**
 * Spain's public holidays and those of the community `communityId` (none known: Spain's only) from `first`
 * to `last`, both included, from the kept date-holidays dataset.
 */
export function regionalPublicHolidays(communityId: number | null, first: CalendarDay, last: CalendarDay): DatasetHoliday[] {
  const state = communityId === null ? null : (HOLIDAY_STATE_OF_COMMUNITY[communityId] ?? null);
  const found: DatasetHoliday[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const holiday of holidaysOfYear(state, year)) if (holiday.day >= first && holiday.day <= last) found.push(holiday);
  }
  return found;
}
