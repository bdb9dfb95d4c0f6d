/** Calendar days in a user's time zone, for building rows in local time that SQL converts with `AT TIME ZONE`. */

export type LocalDay = { date: string; isoWeekDay: number };

/** The local date (`YYYY-MM-DD`) and the minutes since local midnight of `instant` in `timeZone`. */
export function localNow(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The `count` local days up to and including `today`, oldest first. */
export function lastDays(today: string, count: number): LocalDay[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, day - (count - 1 - index)));
    return { date: date.toISOString().slice(0, 10), isoWeekDay: date.getUTCDay() === 0 ? 7 : date.getUTCDay() };
  });
}
