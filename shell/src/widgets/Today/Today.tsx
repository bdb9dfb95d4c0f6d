import { type ClockedWork, timeTrackingApi } from '@portal/shared-api';
import { useRunningClocks, useSession } from '@portal/shared-api/react';
import { EmptyState, ensureRunningClocks, scheduledSeconds, WorkClock, writeAndNotify } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isoWeekDayIn, TimeAgainstSchedule } from '../time-against-schedule';

const taskIdOf = (item: ClockedWork): string => (item['@type'] === 'Task' ? item['@id'] : item.task).split('/').pop() ?? '';

/** Today's worked time against the work schedule, and the running clocks with a pause button each. */
export function Today() {
  const { payload } = useSession();
  const clocks = useRunningClocks();
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(ensureRunningClocks, []);
  if (!payload) return null;
  const pause = async (item: ClockedWork) => {
    setBusy(item['@id']);
    await writeAndNotify(() => (item['@type'] === 'Task' ? timeTrackingApi.toggleTask(item.id) : timeTrackingApi.toggleSubtask(item.id)), { success: null });
    setBusy(null);
  };
  const scheduled = scheduledSeconds(payload.user.workSchedule, isoWeekDayIn(payload.user.timezone ?? undefined));
  return (
    <>
      <TimeAgainstSchedule worked={payload.day_time} scheduled={scheduled} label="today" />
      {clocks.loaded && clocks.clocks.length === 0 ? (
        <EmptyState message="No tiene ningún reloj en marcha." />
      ) : (
        <ul className="widget-list" aria-label="Relojes en marcha">
          {clocks.clocks.map(({ item }) => (
            <li key={item['@id']}>
              <Link to={`/taskDetails/${taskIdOf(item)}`}>{item.name}</Link>
              <WorkClock iri={item['@id']} name={item.name} seconds={item.timeWorking} onToggle={() => pause(item)} busy={busy === item['@id']} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
