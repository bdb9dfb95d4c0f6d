import type { CalendarAssignment } from '@portal/shared-api';
import { type CalendarDay, holidayBalance, spendOfRequest } from '@portal/shared-api/rules';

/**
 * The days picked for a holiday request. A first click picks one day and waits for the last (`anchor`); the
 * second click closes the range on either side of the first.
 */
export type DaySelection = { first: CalendarDay; last: CalendarDay; anchor: CalendarDay | null };

export const NO_SELECTION: DaySelection = { first: '', last: '', anchor: null };

export function pickDay(selection: DaySelection, day: CalendarDay): DaySelection {
  if (selection.anchor === null) return { first: day, last: day, anchor: day };
  const [first, last] = day < selection.anchor ? [day, selection.anchor] : [selection.anchor, day];
  return { first, last, anchor: null };
}

export const isPicked = (selection: DaySelection, day: CalendarDay) => selection.first !== '' && day >= selection.first && day <= (selection.last || selection.first);

const days = (count: number) => (count === 1 ? '1 día laborable' : `${count} días laborables`);

/**
 * 'Se descontarán 5 días laborables; le quedarán 17': what the request spends and leaves, counted with the
 * rule the API applies (weekends and the person's public holidays left out). A request across a year end
 * spends both years' allowances, so each year says what it keeps.
 */
export function spendSentence(
  first: CalendarDay,
  last: CalendarDay,
  allowance: number,
  requests: readonly CalendarAssignment[],
  holidays: readonly CalendarDay[],
): string {
  const years = spendOfRequest(first, last, allowance, requests, holidays);
  const spent = years.reduce((total, year) => total + year.days, 0);
  const verb = spent === 1 ? 'Se descontará' : 'Se descontarán';
  if (years.length === 0) return `${verb} ${days(0)}; le quedarán ${holidayBalance(Number(first.slice(0, 4)), allowance, requests, holidays).available}`;
  const kept = years.length === 1 ? String(years[0]?.left) : years.map((year) => `${year.left} en ${year.year}`).join(' y ');
  const keptVerb = years.length === 1 && years[0]?.left === 1 ? 'le quedará' : 'le quedarán';
  return `${verb} ${days(spent)}; ${keptVerb} ${kept}`;
}
