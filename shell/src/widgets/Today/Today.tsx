import { type ClockedWork, DEFAULT_ERROR_MESSAGE, type RunningClocksState, timeTrackingApi } from '@portal/shared-api';
import { useRunningClocks, useSession } from '@portal/shared-api/react';
import { CardLoadError, EmptyState, ensureRunningClocks, Loader, scheduledSeconds, WorkClock, writeAndNotify } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isoWeekDayIn, TimeAgainstSchedule } from '../time-against-schedule';

const taskIdOf = (item: ClockedWork): string => (item['@type'] === 'Task' ? item['@id'] : item.task).split('/').pop() ?? '';

type RunningClocksProps = { clocks: RunningClocksState; busy: string | null; onPause: (item: ClockedWork) => void };

/** The running clocks once read: the loader until the first answer, the failure with 'Reintentar', or the list. */
function RunningClocks({ clocks, busy, onPause }: RunningClocksProps) {
  if (clocks.failed) {
    return <CardLoadError reason={clocks.failedMessage ?? DEFAULT_ERROR_MESSAGE} onRetry={() => void timeTrackingApi.activeTasks().catch(() => undefined)} />;
  }
  if (!clocks.loaded) return <Loader />;
  if (clocks.clocks.length === 0) return <EmptyState message="No tiene ningún reloj en marcha." />;
  return (
    <ul className="widget-list" aria-label="Relojes en marcha">
      {clocks.clocks.map(({ item }) => (
        <li key={item['@id']}>
          <Link to={`/taskDetails/${taskIdOf(item)}`}>{item.name}</Link>
          <WorkClock iri={item['@id']} name={item.name} seconds={item.timeWorking} onToggle={() => onPause(item)} busy={busy === item['@id']} />
        </li>
      ))}
    </ul>
  );
}

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
      <RunningClocks clocks={clocks} busy={busy} onPause={pause} />
    </>
  );
}
