import { AwaitLoadError, EmptyState, Loader, timeZoneLabel, useRouteTitle } from '@portal/shared-ui';
import { Suspense } from 'react';
import { Await, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { DayView } from './DayView';
import { todayIn } from '@portal/shared-api/rules';
import { choiceToSearch, readChoice, type TimelineChoice } from './query-state';
import { TEAM_PLACEHOLDER, TimelineControls } from './TimelineControls';
import type { TimelineData } from './timeline.data';
import './timeline.css';

/** `/timeline`: one department's day of work, minute by minute, per user. */
export function Timeline() {
  const data = useLoaderData() as TimelineData;
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const changing = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // While a change loads, the controls already show it, so a second change builds on the first.
  const choice = changing ? readChoice(new URLSearchParams(navigation.location.search), todayIn(data.timeZone)) : data.choice;
  const change = (next: TimelineChoice) => setSearch(choiceToSearch(next));

  return (
    <section className="page timeline-page">
      <h1>{title}</h1>
      <TimelineControls choice={choice} departments={data.departments} teams={data.teams} users={data.users} onChange={change} />
      <p className="timeline-zone">Horas en zona horaria {timeZoneLabel(data.timeZone)}.</p>
      {data.day === null ? (
        <EmptyState message={TEAM_PLACEHOLDER} />
      ) : changing ? (
        <Loader />
      ) : (
        <Suspense key={search.toString()} fallback={<Loader />}>
          <Await resolve={data.day} errorElement={<AwaitLoadError message="No se ha podido cargar la actividad del día" />}>
            {(users) => <DayView users={users} date={data.choice.date} />}
          </Await>
        </Suspense>
      )}
    </section>
  );
}
