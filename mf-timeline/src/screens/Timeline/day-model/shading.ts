import type { TimelineScheduleUnit } from '@portal/shared-api';
import { clampToDay, minuteOfDay } from './minutes';

export type Span = { start: number; end: number };

/** The scheduled working hours of the day as minute spans on the grid (shaded), merged where they touch. */
export function scheduleSpans(schedule: readonly TimelineScheduleUnit[], day: string): Span[] {
  const spans = schedule
    .map((unit) => ({ start: clampToDay(minuteOfDay(unit.start, day)), end: clampToDay(minuteOfDay(unit.end, day)) }))
    .filter((span) => Number.isFinite(span.start) && span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
