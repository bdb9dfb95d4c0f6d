import { currentSessionUser, type NotificationPage, notificationsApi, usersApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

export type NotificationsData = { userId: number; mails: boolean; firstPage: NotificationPage; unread: number };

/** The session user's first page of notices, their unread count and their `mails` preference. */
export async function notificationsLoader({ request }: LoaderFunctionArgs): Promise<NotificationsData> {
  const me = await currentSessionUser();
  if (!me) throw new Error('No hay ninguna sesión iniciada.');
  const config = { signal: request.signal };
  const [user, firstPage, unread] = await Promise.all([
    usersApi.get(me.id, config),
    notificationsApi.page(me.id, 1, config),
    notificationsApi.unreadCount(me.id, config),
  ]);
  return { userId: me.id, mails: user.mails ?? true, firstPage, unread };
}
