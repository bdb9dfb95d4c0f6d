/** Calendar arithmetic on `YYYY-MM-DD` texts, zone-free: the API reads them in the person's time zone. */
const DAY_MS = 86_400_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toText = (date: Date) => date.toISOString().slice(0, 10);

export function isCalendarDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toDate(value).getTime()) && toText(toDate(value)) === value;
}

export const addDays = (day: string, count: number): string => toText(new Date(toDate(day).getTime() + count * DAY_MS));

/** Monday to Sunday of the week `day` is in. */
export function weekDays(day: string): string[] {
  const monday = addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The first and last day of `day`'s month. */
export function monthRange(day: string): { from: string; to: string } {
  const date = toDate(day);
  return { from: `${day.slice(0, 7)}-01`, to: toText(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))) };
}

const WEEK_DAY_NAMES = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];

/** `Lun 12-01`, a week column's heading. */
export const shortDayLabel = (day: string): string => `${WEEK_DAY_NAMES[toDate(day).getUTCDay()]} ${day.slice(8, 10)}-${day.slice(5, 7)}`;

/** `dd-mm-yyyy`. */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const LONG_DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/** `Lunes 12-01`, a day's heading in the phone's week list. */
export const longDayLabel = (day: string): string => `${LONG_DAY_NAMES[toDate(day).getUTCDay()]} ${day.slice(8, 10)}-${day.slice(5, 7)}`;
