import { errorMessageFrom, type TimePeriod, timeTrackingApi } from '@portal/shared-api';
import { ConfirmModal, PHONE_QUERY, useLiveUpdates, useMediaQuery, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { AddPeriodForm } from './AddPeriodForm';
import { DayView } from './DayView';
import { DownloadControl } from './DownloadControl';
import { addDays } from './calendar-days';
import type { MyTimesData, TimesView } from './my-times.data';
import { MY_TIMES_TEXTS as T } from './texts';
import { useNow } from './use-now';
import { WeekView } from './WeekView';
import './my-times.css';

/** The tasks worked on in the shown week, where a period may be added by hand. */
const workedTasks = (periods: TimePeriod[]) => [...new Map(periods.map((period) => [period.task.id, period.task])).values()];

/** `/times`: the person's day or week of work periods against their schedule; `?user=` a managed person's, read only. */
export function MyTimes() {
  const title = useRouteTitle();
  // On a phone the toolbar's controls speak for themselves; their labels stay for screen readers.
  const phone = useMediaQuery(PHONE_QUERY);
  const { view, date, days, subject, times } = useLoaderData() as MyTimesData;
  const [, setSearch] = useSearchParams();
  const revalidator = useRevalidator();
  const now = useNow(times.periods.some((period) => period.endedAt === null));
  const [removing, setRemoving] = useState<TimePeriod | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  useLiveUpdates(['work_time_histories']);

  const show = (changes: { view?: TimesView; date?: string }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('view', changes.view ?? view);
      next.set('date', changes.date ?? date);
      return next;
    });
  const step = view === 'day' ? 1 : 7;

  const remove = async (period: TimePeriod) => {
    setRemoveError(null);
    try {
      await timeTrackingApi.deleteEntry(period.id);
      setRemoving(null);
      await revalidator.revalidate();
    } catch (failure) {
      setRemoving(null);
      setRemoveError(errorMessageFrom(failure));
    }
  };

  return (
    <section className="page my-times">
      <h1>{title}</h1>
      {!subject.own && <p className="times-subject">{T.READ_ONLY(subject.name ?? `#${subject.id}`)}</p>}
      <div className="times-toolbar">
        <fieldset className="times-switch">
          <legend className="visually-hidden">{T.VIEW}</legend>
          {(['day', 'week'] as const).map((option) => (
            <button key={option} type="button" className="btn" aria-pressed={view === option} onClick={() => show({ view: option })}>
              {option === 'day' ? T.DAY : T.WEEK}
            </button>
          ))}
        </fieldset>
        <button type="button" className="btn btn-ghost times-previous" onClick={() => show({ date: addDays(date, -step) })}>
          {T.PREVIOUS}
        </button>
        <label className="times-date">
          <span className={phone ? 'visually-hidden' : undefined}>{T.DATE}</span>
          <input className="input" type="date" required value={date} onChange={(event) => event.target.value && show({ date: event.target.value })} />
        </label>
        <button type="button" className="btn btn-ghost times-next" onClick={() => show({ date: addDays(date, step) })}>
          {T.NEXT}
        </button>
        <DownloadControl days={days} date={date} user={subject.own ? undefined : subject.id} />
      </div>
      {removeError && (
        <p className="form-error" role="alert">
          {removeError}
        </p>
      )}
      {view === 'day' ? (
        <DayView
          periods={times.periods.filter((period) => period.date === date)}
          scheduled={times.scheduled[date] ?? 0}
          now={now}
          onRemove={subject.own ? setRemoving : undefined}
        />
      ) : (
        <WeekView periods={times.periods} days={days} scheduled={times.scheduled} requireTime={times.requireTime} now={now} />
      )}
      {subject.own && <AddPeriodForm key={date} tasks={workedTasks(times.periods)} date={date} onAdded={() => void revalidator.revalidate()} />}
      <ConfirmModal
        open={removing !== null}
        title={T.REMOVE_TITLE}
        confirmLabel={T.REMOVE}
        message={removing ? T.removeQuestion(removing.task.name) : ''}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
