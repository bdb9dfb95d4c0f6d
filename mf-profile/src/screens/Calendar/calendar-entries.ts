import { type CalendarAssignment, type Justification, justificationReasonLabel, type PublicHoliday } from '@portal/shared-api';
import { type CalendarDay, calendarDayOf, calendarDaysBetween } from '@portal/shared-api/rules';

export type EntryKind = 'pending' | 'accepted' | 'rejected' | 'justification' | 'holiday' | 'absent';
export type CalendarEntry = { kind: EntryKind; label: string };

export const LEGEND: { kind: EntryKind; label: string }[] = [
  { kind: 'pending', label: 'Pendiente' },
  { kind: 'accepted', label: 'Aceptada' },
  { kind: 'rejected', label: 'Rechazada' },
  { kind: 'justification', label: 'Justificación' },
  { kind: 'holiday', label: 'Festivo' },
  { kind: 'absent', label: 'Ausente' },
];

export function requestState(request: CalendarAssignment): { kind: EntryKind; label: string } {
  if (!request.managed) return { kind: 'pending', label: 'Pendiente' };
  return request.authorized ? { kind: 'accepted', label: 'Aceptada' } : { kind: 'rejected', label: 'Rechazada' };
}

export const justificationState = (justification: Justification) =>
  !justification.status ? 'pendiente' : justification.authorized ? 'aprobada' : 'denegada';

export type CalendarSources = {
  requests: CalendarAssignment[];
  absences: CalendarAssignment[];
  justifications: Justification[];
  holidays: readonly Pick<PublicHoliday, 'date' | 'name'>[];
};

/** What each calendar day shows; colleagues only ever as away, whatever the reason. */
export function entriesByDay(sources: CalendarSources): Map<CalendarDay, CalendarEntry[]> {
  const byDay = new Map<CalendarDay, CalendarEntry[]>();
  const add = (first: CalendarDay, last: CalendarDay, entry: CalendarEntry) => {
    for (const day of calendarDaysBetween(first, last)) byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  };
  const span = (item: { start: string; end: string }) => [calendarDayOf(item.start), calendarDayOf(item.end)] as const;
  // Holiday requests come with their days, counted in the requester's zone: drawn as given.
  const days = (request: CalendarAssignment) => [request.startDay, request.endDay] as const;
  for (const holiday of sources.holidays) add(holiday.date, holiday.date, { kind: 'holiday', label: holiday.name });
  for (const request of sources.requests) {
    const state = requestState(request);
    const reason = state.kind === 'rejected' && request.rejectReason ? ` (${request.rejectReason})` : '';
    add(...days(request), { kind: state.kind, label: `Vacaciones: ${state.label}${reason}` });
  }
  for (const justification of sources.justifications) {
    const label = `${justificationReasonLabel(justification.reason_id)} (${justificationState(justification)})`;
    add(...span(justification), { kind: 'justification', label });
  }
  for (const absence of sources.absences) add(...days(absence), { kind: 'absent', label: `Ausente: ${absence.user.name ?? absence.user.email}` });
  return byDay;
}

/** The days of a month grid, Monday first, with blanks (null) before the 1st. */
export function monthCells(year: number, month: number): (CalendarDay | null)[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const leading = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  return [...Array<null>(leading).fill(null), ...calendarDaysBetween(first, last)];
}


export const MONTH_NAMES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
