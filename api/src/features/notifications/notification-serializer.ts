import type { Notification } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item } from '../../core/json-ld/json-ld.ts';

export type NotificationRow = {
  id: number;
  user_id: number;
  title: string;
  message: string;
  link: string | null;
  seen: boolean;
  deleted: boolean;
  created_at: Date | string;
};

/** Notification of docs/api-contract.md §4.19; typed with the shared entity so the two cannot drift. */
export function toNotification(row: NotificationRow): Notification {
  const notification: Notification = {
    ...(item('Notification', 'notifications', row.id, {}) as Pick<Notification, '@id' | '@type' | 'id'>),
    user: iri('users', row.user_id),
    title: row.title,
    message: row.message,
    link: row.link,
    seen: row.seen,
    deleted: row.deleted,
    createdAt: formatDateTime(row.created_at) ?? '',
  };
  return notification;
}
