import { errorMessageFrom, iri, type LiveUpdate, type Notification, notificationsApi } from '@portal/shared-api';
import { useLiveUpdates } from '@portal/shared-ui';
import { useCallback, useRef, useState } from 'react';
import type { NotificationsData } from './notifications.data';

const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** A changed notice in the list: replaced in place, added at its place by date, or gone once deleted. */
function merged(items: Notification[], changed: Notification): Notification[] {
  const others = items.filter((item) => item.id !== changed.id);
  return changed.deleted ? others : [...others, changed].sort(newestFirst);
}

/** The screen's notices: the pages read so far, the unread count, the writes, and every change made elsewhere merged in live. */
export function useNoticeList({ userId, firstPage, unread: initialUnread }: NotificationsData) {
  const [items, setItems] = useState(firstPage.items);
  const [page, setPage] = useState({ number: 1, hasNext: firstPage.hasNext, loading: false, error: null as string | null });
  const [unread, setUnread] = useState(initialUnread);
  // Only the latest count counts: an older answer must not undo a newer change.
  const countRequest = useRef(0);

  const recount = useCallback(async () => {
    const request = ++countRequest.current;
    const counted = await notificationsApi.unreadCount(userId).catch(() => null);
    if (counted !== null && request === countRequest.current) setUnread(counted);
  }, [userId]);

  const apply = useCallback(
    (changed: Notification) => {
      setItems((current) => merged(current, changed));
      void recount();
    },
    [recount],
  );

  useLiveUpdates(
    (update: LiveUpdate) => update.resource === 'notifications' && update.item?.user === iri('users', userId),
    (update) => apply(update.item as Notification),
  );

  const loadMore = async () => {
    setPage((current) => ({ ...current, loading: true, error: null }));
    try {
      const next = await notificationsApi.page(userId, page.number + 1);
      setItems((current) => [...current, ...next.items.filter((item) => !current.some((known) => known.id === item.id))]);
      setPage({ number: page.number + 1, hasNext: next.hasNext, loading: false, error: null });
    } catch (failure) {
      setPage((current) => ({ ...current, loading: false, error: errorMessageFrom(failure) }));
    }
  };

  const [writeError, setWriteError] = useState<string | null>(null);
  // A refused write says why; the list stays as it was.
  const write = async (call: () => Promise<void>) => {
    setWriteError(null);
    try {
      await call();
    } catch (failure) {
      setWriteError(errorMessageFrom(failure));
    }
  };
  const markSeen = (notification: Notification) => write(async () => apply(await notificationsApi.markSeen(notification.id)));
  const remove = (notification: Notification) => write(async () => apply(await notificationsApi.softDelete(notification.id)));
  const markAllSeen = () =>
    write(async () => {
      await notificationsApi.markAllSeen();
      setItems((current) => current.map((item) => ({ ...item, seen: true })));
      setUnread(0);
      void recount();
    });

  return { items, page, unread, writeError, loadMore, markSeen, remove, markAllSeen };
}
