import {
  type CalendarAssignment,
  calendarAssignmentsApi,
  currentSessionUser,
  type Justification,
  justificationsApi,
  liveFeedPosition,
  type PersonPublicHoliday,
  type PublicHoliday,
  publicHolidaysApi,
  usersApi,
} from '@portal/shared-api';
import { DEFAULT_HOLIDAY_ALLOWANCE } from '@portal/shared-api/rules';
import { isAdmin, numberParam, refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

export type CalendarData = {
  year: number;
  month: number;
  userId: number;
  allowance: number;
  /** The caller's own requests of the year, newest first. */
  requests: CalendarAssignment[];
  /** Every request of the caller, whatever its year: the balance of any year a new request touches. */
  allRequests: CalendarAssignment[];
  /** Teammates away on accepted holidays. */
  absences: CalendarAssignment[];
  justifications: Justification[];
  /** The caller's public holidays (national, of their community, the organisation's) of `holidayRange`. */
  holidays: PersonPublicHoliday[];
  /** The days `holidays` covers: the year shown with the years before and after it. */
  holidayRange: { first: string; last: string };
  /** The organisation's own holidays of the year, which admins keep (empty for everyone else). */
  keptHolidays: PublicHoliday[];
  /** Names of those who decided the caller's requests, by IRI. */
  deciders: Record<string, string>;
  liveFrom: number;
};

export type CalendarIntent =
  | { intent: 'request'; start: string; end: string; note: string }
  | { intent: 'cancel'; id: number }
  | { intent: 'add-holiday'; date: string; name: string }
  | { intent: 'remove-holiday'; id: number };

export type CalendarActionResult = WriteResult<unknown> & { intent?: CalendarIntent['intent'] };

export async function calendarLoader({ request }: LoaderFunctionArgs): Promise<CalendarData> {
  const me = await currentSessionUser();
  if (!me) throw new Error('No hay ninguna sesión iniciada.');
  const params = new URL(request.url).searchParams;
  const today = new Date();
  const year = numberParam(params, 'year', { min: 1000, max: 9999 }) ?? today.getFullYear();
  const month = numberParam(params, 'month', { min: 1, max: 12 }) ?? today.getMonth() + 1;
  const config = { signal: request.signal };
  const liveFrom = liveFeedPosition();
  // The years around the one shown, within the four-digit years the API reads.
  const holidayRange = { first: `${Math.max(year - 1, 1000)}-01-01`, last: `${Math.min(year + 1, 9999)}-12-31` };
  const [all, own, justifications, holidays, keptHolidays, user] = await Promise.all([
    calendarAssignmentsApi.listPeriod(year, 0, true, config),
    calendarAssignmentsApi.list({ user: me.id, type: 1 }, config),
    justificationsApi.list({ user: me.id }, config),
    publicHolidaysApi.listOfPerson(me.id, holidayRange.first, holidayRange.last, config),
    isAdmin(me) ? publicHolidaysApi.listYear(year, config) : Promise.resolve([]),
    usersApi.get(me.id, config),
  ]);
  const mine = (item: { user: { id: number } }) => item.user.id === me.id;
  const allRequests = own.filter(mine);
  const requests = all.filter(mine).sort((a, b) => b.id - a.id);
  const deciderIds = [...new Set(requests.flatMap((item) => (item.managedBy ? [item.managedBy.split('/').pop() as string] : [])))];
  const deciders = deciderIds.length === 0 ? [] : await usersApi.list({ 'id[]': deciderIds, summary: true }, config);
  return {
    year,
    month,
    userId: me.id,
    allowance: user.holidayAllowance ?? DEFAULT_HOLIDAY_ALLOWANCE,
    requests,
    allRequests,
    absences: all.filter((item) => !mine(item) && item.managed && item.authorized),
    justifications: justifications.filter(mine),
    holidays,
    holidayRange,
    keptHolidays,
    deciders: Object.fromEntries(deciders.map((user) => [user['@id'], user.name ?? user.email])),
    liveFrom,
  };
}

const SUCCESS: Record<CalendarIntent['intent'], string> = {
  request: TEXTS.OK_CLOSING_MARK_ONLY,
  cancel: TEXTS.OK_CLOSING_MARK_ONLY,
  'add-holiday': TEXTS.SAVED,
  'remove-holiday': TEXTS.DELETED,
};

function send(intent: CalendarIntent): Promise<unknown> {
  switch (intent.intent) {
    case 'request':
      return calendarAssignmentsApi.create({ type: 1, start: intent.start, end: intent.end, note: intent.note.trim() || null });
    case 'cancel':
      return calendarAssignmentsApi.remove(intent.id);
    case 'add-holiday':
      return publicHolidaysApi.add(intent.date, intent.name);
    case 'remove-holiday':
      return publicHolidaysApi.remove(intent.id);
  }
}

export async function calendarAction({ request }: ActionFunctionArgs): Promise<CalendarActionResult> {
  const intent = (await request.json()) as CalendarIntent;
  if (!(intent.intent in SUCCESS)) return refuseWrite(TEXTS.ERROR_BOTH_MARKS);
  return { ...(await writeAndNotify(() => send(intent), { success: SUCCESS[intent.intent] })), intent: intent.intent };
}
