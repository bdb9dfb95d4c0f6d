import type { TimelineUserDay } from '@portal/shared-api';
import { EmptyState } from '@portal/shared-ui';
import { useMemo } from 'react';
import { timelineRows } from './day-model';
import { TimelineGrid } from './TimelineGrid';

export const NO_RESULTS = 'No se han encontrado resultados';

/** The loaded day: the grid, or the spec's empty text when nobody is there. */
export function DayView({ users, date }: { users: TimelineUserDay[]; date: string }) {
  const rows = useMemo(() => timelineRows(users, date), [users, date]);
  return rows.length === 0 ? <EmptyState message={NO_RESULTS} /> : <TimelineGrid rows={rows} />;
}
