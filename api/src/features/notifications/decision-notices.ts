/** The notices a requester gets when a manager decides on one of their requests (docs/api-contract.md §9). */
import { formatDateTime } from '../../core/json-ld/dates.ts';
import type { Notice } from './notifications-plugin.ts';
import { notificationLinks } from './notification-links.ts';

/** `dd-mm-yyyy` in the reference time zone, the portal's date display (spec 02 §9). */
function displayDate(value: Date | string): string {
  const [year, month, day] = (formatDateTime(value) ?? '').slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const period = (start: Date | string, end: Date | string) => `del ${displayDate(start)} al ${displayDate(end)}`;

export function scheduleDecisionNotice(request: { user_id: number; type: number; start: Date | string }, accepted: boolean): Notice {
  const what = request.type === 2 ? 'cambio de horario de guardia' : 'cambio de horario';
  return {
    userId: request.user_id,
    title: accepted ? 'Cambio de horario aceptado' : 'Cambio de horario rechazado',
    message: `Se ha ${accepted ? 'aceptado' : 'rechazado'} su solicitud de ${what} desde el ${displayDate(request.start)}.`,
    link: notificationLinks.scheduleRequests,
  };
}

export function holidayDecisionNotice(request: {
  user_id: number;
  start_at: Date | string;
  end_at: Date | string;
  authorized: boolean;
  reject_reason: string | null;
}): Notice {
  const reason = !request.authorized && request.reject_reason ? ` Motivo: ${request.reject_reason}` : '';
  return {
    userId: request.user_id,
    title: request.authorized ? 'Vacaciones aceptadas' : 'Vacaciones rechazadas',
    message: `Se ha ${request.authorized ? 'aceptado' : 'rechazado'} su solicitud de vacaciones ${period(request.start_at, request.end_at)}.${reason}`,
    link: notificationLinks.holidays,
  };
}

export function justificationDecisionNotice(justification: { user_id: number; start_at: Date | string; end_at: Date | string }, authorized: boolean): Notice {
  return {
    userId: justification.user_id,
    title: authorized ? 'Justificación aprobada' : 'Justificación denegada',
    message: `Se ha ${authorized ? 'aprobado' : 'denegado'} su justificación ${period(justification.start_at, justification.end_at)}.`,
    link: notificationLinks.justifications,
  };
}
