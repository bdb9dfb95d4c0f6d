/**
 * The calendar of task automation (docs/api-contract.md §3.1, §9), on Madrid calendar
 * days written `YYYY-MM-DD`: which days an automation creates its task, and
 * the due day its Plazo gives. Pure, so the scheduler and `automation:next`
 * share it and tests can walk whole months.
 */
import { AUTO_TASK_CADENCE, AUTO_TASK_DUE, AUTO_TASK_LAST_MONTH_DAY, type AutoTaskValue } from '@portal/shared-api/rules';

/** A calendar day at UTC midnight, so adding days never meets a DST change. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const text = (day: Date) => day.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const day = dayOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return text(day);
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((dayOf(date).getUTCDay() + 6) % 7) + 1;
}

const lastDayOfMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** Daily: Monday to Friday; weekly: the chosen weekdays; monthly: the chosen day, or the month's last day for 30. */
export function isDueOn(value: Pick<AutoTaskValue, 'cadence' | 'cadence_data'>, date: string): boolean {
  const weekday = isoWeekday(date);
  if (value.cadence === AUTO_TASK_CADENCE.DAILY) return weekday <= 5;
  if (value.cadence === AUTO_TASK_CADENCE.WEEKLY) return value.cadence_data.includes(weekday);
  const day = dayOf(date);
  const chosen = value.cadence_data[0];
  return chosen === AUTO_TASK_LAST_MONTH_DAY ? day.getUTCDate() === lastDayOfMonth(day.getUTCFullYear(), day.getUTCMonth()) : day.getUTCDate() === chosen;
}

function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let added = 0; added < count; ) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5) added += 1;
  }
  return day;
}

/** Same day next month, or that month's last day when it is shorter (31 January → 28 February). */
function addOneMonth(date: string): string {
  const day = dayOf(date);
  const [year, month] = [day.getUTCFullYear(), day.getUTCMonth() + 1];
  const target = new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDayOfMonth(year, month))));
  return text(target);
}

/** The due day of a task created on `date`: 1 or 2 working days, 1 or 2 weeks, 1 month later. */
export function dueDayOf(due: AutoTaskValue['due'], date: string): string {
  switch (due) {
    case AUTO_TASK_DUE.ONE_WORKING_DAY:
      return addWorkingDays(date, 1);
    case AUTO_TASK_DUE.TWO_WORKING_DAYS:
      return addWorkingDays(date, 2);
    case AUTO_TASK_DUE.ONE_WEEK:
      return addDays(date, 7);
    case AUTO_TASK_DUE.TWO_WEEKS:
      return addDays(date, 14);
    default:
      return addOneMonth(date);
  }
}

/** The first day from `date` on (inclusive) on which the automation is due; every rule is due within 31 days. */
export function nextDueDay(value: Pick<AutoTaskValue, 'cadence' | 'cadence_data'>, date: string): string | null {
  for (let offset = 0; offset <= 31; offset += 1) {
    const day = addDays(date, offset);
    if (isDueOn(value, day)) return day;
  }
  return null;
}
