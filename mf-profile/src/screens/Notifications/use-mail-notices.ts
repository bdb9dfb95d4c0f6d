import { errorMessageFrom, type Notification } from '@portal/shared-api';
import { useNoticeList } from '@portal/shared-ui';
import { useState } from 'react';
import type { NotificationsData } from './notifications.data';

/** The screen's notices (the shared notice list, started from the loader's first page), and the reason a write was refused. */
export function useMailNotices({ userId, firstPage, unread }: NotificationsData) {
  const list = useNoticeList(userId, { page: firstPage, unread });
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
  return {
    state: list.state,
    writeError,
    loadMore: () => list.loadPage(list.state.page + 1),
    markSeen: (notification: Notification) => write(() => list.markSeen(notification)),
    remove: (notification: Notification) => write(() => list.remove(notification)),
    markAllSeen: () => write(() => list.markAllSeen()),
  };
}
