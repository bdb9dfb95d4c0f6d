import { errorMessageFrom, iri, type Notification, notificationsApi } from '@portal/shared-api';
import { useLiveUpdates } from '@portal/shared-ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialNotificationsState, notificationsReducer } from './notifications-state';

/**
 * The session user's notices for the header: the unread count from the start,
 * the list a page (30) at a time once asked for, mark as read, and every
 * notice created or changed elsewhere merged in live (another tab's reads too).
 */
export function useNotifications(userId: number) {
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  // Only the latest count counts: an older answer must not undo a newer change.
  const countRequest = useRef(0);

  const recount = useCallback(async () => {
    const request = ++countRequest.current;
    try {
      const unread = await notificationsApi.unreadCount(userId);
      if (request === countRequest.current) dispatch({ type: 'counted', unread });
    } catch {
      // The badge keeps its last figure; the next change counts again.
    }
  }, [userId]);

  useEffect(() => {
    void recount();
  }, [recount]);

  useLiveUpdates(
    (update) => update.resource === 'notifications' && update.item?.user === iri('users', userId),
    (update) => {
      dispatch({ type: 'changed', notification: update.item as Notification });
      void recount();
    },
  );

  const loadPage = useCallback(
    async (page: number) => {
      dispatch({ type: 'loading' });
      try {
        const answer = await notificationsApi.page(userId, page);
        dispatch({ type: 'pageLoaded', page, items: answer.items, hasNext: answer.hasNext });
      } catch (error) {
        dispatch({ type: 'failed', message: errorMessageFrom(error) });
      }
    },
    [userId],
  );

  // Nothing else tells of a failed mark, so the client toasts it; the list then stays as it was.
  const markSeen = useCallback(async (notification: Notification) => {
    if (notification.seen) return;
    try {
      dispatch({ type: 'changed', notification: await notificationsApi.markSeen(notification.id, { notifyErrors: true }) });
    } catch {}
  }, []);

  const markAllSeen = useCallback(async () => {
    try {
      await notificationsApi.markAllSeen({ notifyErrors: true });
      dispatch({ type: 'allSeen' });
    } catch {}
    void recount();
  }, [recount]);

  return { state, loadPage, markSeen, markAllSeen };
}

export type NotificationsControls = ReturnType<typeof useNotifications>;
