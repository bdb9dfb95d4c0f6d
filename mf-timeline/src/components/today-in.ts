/** `YYYY-MM-DD` of now in `timeZone`. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'Europe/Madrid' }).format(now);
}
