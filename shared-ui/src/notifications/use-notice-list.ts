import { errorMessageFrom, iri, type Notification, type NotificationPage, notificationsApi } from '@portal/shared-api';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLiveUpdates } from '../live-updates/use-live-updates';
import { initialNoticeListState, type NoticeListState, noticeListReducer } from './notice-list-state';

type RequestConfig = Parameters<typeof notificationsApi.markSeen>[1];

/** What a screen's loader already read: the first page and the unread count. */
export type FirstNotices = { page: NotificationPage; unread: number };

function startFrom(first: FirstNotices | undefined): NoticeListState {
  if (!first) return initialNoticeListState;
  return { ...initialNoticeListState, unread: first.unread, items: first.page.items, page: 1, hasNext: first.page.hasNext, status: 'loaded' };
}

/**
 * A person's notices: the unread count (counted at once unless `first` brings it), the list a page (30) at a time,
 * mark as read, remove and mark all, and every notice created or changed elsewhere merged in live (another tab's
 * reads too). A refused write rejects with the reason and leaves the list as it was; `config` says whether the
 * client toasts it.
 */
export function useNoticeList(userId: number, first?: FirstNotices) {
  const [state, dispatch] = useReducer(noticeListReducer, first, startFrom);
  // Only the latest count counts: an older answer must not undo a newer change.
  const countRequest = useRef(0);

  const recount = useCallback(async () => {
    const request = ++countRequest.current;
    try {
      const unread = await notificationsApi.unreadCount(userId);
      if (request === countRequest.current) dispatch({ type: 'counted', unread });
    } catch {
      // The count keeps its last figure; the next change counts again.
    }
  }, [userId]);

  const counted = first !== undefined;
  useEffect(() => {
    if (!counted) void recount();
  }, [counted, recount]);

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

  const markSeen = useCallback(async (notification: Notification, config?: RequestConfig) => {
    dispatch({ type: 'changed', notification: await notificationsApi.markSeen(notification.id, config) });
  }, []);

  const remove = useCallback(async (notification: Notification, config?: RequestConfig) => {
    dispatch({ type: 'changed', notification: await notificationsApi.softDelete(notification.id, config) });
  }, []);

  const markAllSeen = useCallback(
    async (config?: RequestConfig) => {
      try {
        await notificationsApi.markAllSeen(config);
        dispatch({ type: 'allSeen' });
      } finally {
        void recount();
      }
    },
    [recount],
  );

  return { state, loadPage, markSeen, remove, markAllSeen };
}

export type NoticeList = ReturnType<typeof useNoticeList>;
