import type { Notification } from '@portal/shared-api';

/** A person's notices as the header and `/mail` show them: the unread count and the pages read so far, newest first. */
export type NoticeListState = {
  /** Unseen notices on the server; `null` until first counted. */
  unread: number | null;
  items: Notification[];
  /** Last page read (0: none yet). */
  page: number;
  hasNext: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  /** The last unread notice that arrived live, toasted once. */
  arrival: Notification | null;
};

export type NoticeListEvent =
  | { type: 'counted'; unread: number }
  | { type: 'loading' }
  | { type: 'pageLoaded'; page: number; items: Notification[]; hasNext: boolean }
  | { type: 'failed'; message: string }
  /** A notice created or changed (live, or by a mark-as-read answer). */
  | { type: 'changed'; notification: Notification }
  | { type: 'allSeen' };

export const initialNoticeListState: NoticeListState = { unread: null, items: [], page: 0, hasNext: false, status: 'idle', error: null, arrival: null };

export const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** How a change moves the unread count, judged from the version already shown (unknown ones wait for a recount). */
function unreadDelta(before: Notification | undefined, after: Notification): number {
  const unreadNow = !after.seen && !after.deleted;
  if (!before) return unreadNow ? 1 : 0;
  const unreadBefore = !before.seen && !before.deleted;
  return Number(unreadNow) - Number(unreadBefore);
}

function applyChange(state: NoticeListState, notification: Notification): NoticeListState {
  const before = state.items.find((item) => item.id === notification.id);
  const others = state.items.filter((item) => item.id !== notification.id);
  // A notice not shown yet joins the list only once its first page is read; deleted ones leave it.
  const shown = notification.deleted || (!before && state.page === 0) ? others : [...others, notification].sort(newestFirst);
  const delta = unreadDelta(before, notification);
  const unread = state.unread === null ? null : Math.max(0, state.unread + delta);
  const arrival = !before && delta > 0 ? notification : state.arrival;
  return { ...state, items: shown, unread, arrival };
}

export function noticeListReducer(state: NoticeListState, event: NoticeListEvent): NoticeListState {
  switch (event.type) {
    case 'counted':
      return { ...state, unread: event.unread };
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'pageLoaded': {
      const earlier = event.page === 1 ? [] : state.items;
      const fresh = event.items.filter((item) => !earlier.some((known) => known.id === item.id));
      return { ...state, items: [...earlier, ...fresh], page: event.page, hasNext: event.hasNext, status: 'loaded', error: null };
    }
    case 'failed':
      return { ...state, status: 'failed', error: event.message };
    case 'changed':
      return applyChange(state, event.notification);
    case 'allSeen':
      return { ...state, unread: 0, items: state.items.map((item) => ({ ...item, seen: true })) };
  }
}
