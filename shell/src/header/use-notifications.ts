import type { Notification } from '@portal/shared-api';
import { useNoticeList } from '@portal/shared-ui';
import { useCallback } from 'react';

/**
 * The session user's notices for the header (the shared notice list). Nothing else in the header tells of a
 * failed mark, so the client toasts it; the list then stays as it was.
 */
export function useNotifications(userId: number) {
  const { state, loadPage, markSeen: mark, markAllSeen: markAll } = useNoticeList(userId);

  const markSeen = useCallback(
    async (notification: Notification) => {
      if (!notification.seen) await mark(notification, { notifyErrors: true }).catch(() => undefined);
    },
    [mark],
  );

  const markAllSeen = useCallback(async () => {
    await markAll({ notifyErrors: true }).catch(() => undefined);
  }, [markAll]);

  return { state, loadPage, markSeen, markAllSeen };
}

export type NotificationsControls = ReturnType<typeof useNotifications>;
