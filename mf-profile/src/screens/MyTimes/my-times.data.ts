import { currentSessionUser, type TimePeriods, todayIn, usersApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';
import { isCalendarDay, weekDays } from './calendar-days';
import { timePeriodsApi } from './time-periods-api';

export type TimesView = 'day' | 'week';

export type MyTimesData = {
  view: TimesView;
  date: string;
  /** Monday to Sunday of the shown date; the day view is one of them. */
  days: string[];
  /** Whose times: the session user's (editable) or someone they manage (read only). */
  subject: { id: number; own: boolean; name: string | null };
  times: TimePeriods;
};

/** `/times?view=day|week&date=YYYY-MM-DD[&user={id}]`: the whole week of the date is read for both views. */
export async function myTimesLoader({ request }: LoaderFunctionArgs): Promise<MyTimesData> {
  const me = await currentSessionUser();
  if (!me) throw new Error('No hay ninguna sesión iniciada.');
  const search = new URL(request.url).searchParams;
  const view: TimesView = search.get('view') === 'week' ? 'week' : 'day';
  const requestedDate = search.get('date');
  const date = isCalendarDay(requestedDate) ? requestedDate : todayIn(me.timezone);
  const requestedUser = Number(search.get('user'));
  const own = !Number.isInteger(requestedUser) || requestedUser <= 0 || requestedUser === me.id;
  const days = weekDays(date);
  const config = { signal: request.signal };
  const [times, name] = await Promise.all([
    timePeriodsApi.get({ from: days[0] ?? date, to: days[6] ?? date, user: own ? undefined : requestedUser }, config),
    own ? Promise.resolve(me.name ?? null) : usersApi.get(requestedUser, config).then((user) => user.name ?? null, () => null),
  ]);
  return { view, date, days, subject: { id: own ? me.id : requestedUser, own, name }, times };
}
