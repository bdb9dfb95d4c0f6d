import type { TimeCap, UserSummary } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type TimeCapRow = { id: number; user_id: number; name: string; time: number; created_by_id: number | null; created_at: Date | string };
export type ChargedPeriodRow = { time_cap_id: number; started_at: Date | string; ended_at: Date | string | null; time_cap_time: number };

/** TimeCap of docs/api-contract.md §4.17: `usedTime` is the sum of what its histories were charged. */
export function toTimeCap(row: TimeCapRow, user: Serialized<UserSummary> | null, periods: ChargedPeriodRow[]): Serialized<TimeCap> {
  return item<TimeCap>('TimeCap', 'time_caps', row.id, {
    user: user ?? iri('users', row.user_id),
    name: row.name,
    time: row.time,
    usedTime: periods.reduce((sum, period) => sum + period.time_cap_time, 0),
    workTimeHistories: periods.map((period) => ({
      startedAt: formatDateTime(period.started_at),
      endedAt: formatDateTime(period.ended_at),
      timeCapTime: period.time_cap_time,
    })),
    ...(row.created_by_id === null ? {} : { createdBy: iri('users', row.created_by_id) }),
  });
}
