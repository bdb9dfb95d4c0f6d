import type { TimelineUserDay } from '@portal/shared-api';
import { EmptyState } from '@portal/shared-ui';
import { useMemo } from 'react';
import { timelineRows } from './day-model';
import { TimelineGrid } from './TimelineGrid';

export const NO_RESULTS = 'No se han encontrado resultados';

const workedThatDay = (user: TimelineUserDay) => user.tasks.length > 0 || user.subtasks.length > 0;

/** The loaded day: the grid, or the spec's empty text when nobody worked that day (or nobody matches). */
export function DayView({ users, date }: { users: TimelineUserDay[]; date: string }) {
  const rows = useMemo(() => timelineRows(users, date), [users, date]);
  return users.some(workedThatDay) ? <TimelineGrid rows={rows} /> : <EmptyState message={NO_RESULTS} />;
}
