import type { Notification } from '@portal/shared-api';
import { EmptyState, ErrorState, groupNotices, Loader } from '@portal/shared-ui';
import type { KeyboardEvent, Ref } from 'react';
import { NotificationItem } from './NotificationItem';
import { NOTIFICATION_TEXTS } from './notification-texts';
import type { NotificationsControls } from './use-notifications';

export const NOTIFICATIONS_PANEL_ID = 'notifications-panel';

type NotificationsPanelProps = { controls: NotificationsControls; onClose: (returnFocus: boolean) => void; ref: Ref<HTMLDivElement> };

/** The open notices panel: a non-modal dialog that Escape closes; newest first, 30 more at a time. */
export function NotificationsPanel({ controls, onClose, ref }: NotificationsPanelProps) {
  const { state, loadPage, markSeen, markAllSeen } = controls;
  // Each unread member is marked on its own, so the server's count drops by exactly as many as the entry held.
  const markAll = (members: Notification[]) => {
    for (const member of members) void markSeen(member);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };

  return (
    <div
      ref={ref}
      id={NOTIFICATIONS_PANEL_ID}
      className="notifications-panel card"
      role="dialog"
      aria-labelledby="notifications-title"
      tabIndex={-1}
      onKeyDown={closeOnEscape}
    >
      <div className="notifications-panel-header">
        <h2 id="notifications-title">{NOTIFICATION_TEXTS.TITLE}</h2>
        <button type="button" className="btn btn-ghost" disabled={!state.unread} onClick={() => void markAllSeen()}>
          {NOTIFICATION_TEXTS.MARK_ALL}
        </button>
      </div>
      {state.items.length > 0 && (
        <ul className="notifications-list">
          {groupNotices(state.items).map((group) => (
            <NotificationItem
              key={group.newest.id}
              group={group}
              onFollow={() => {
                markAll(group.members);
                onClose(false);
              }}
              onMarkSeen={() => markAll(group.members)}
            />
          ))}
        </ul>
      )}
      {state.status === 'loading' && <Loader />}
      {state.status === 'failed' && (
        <ErrorState message={`${NOTIFICATION_TEXTS.LOAD_FAILED}: ${state.error}`} onRetry={() => void loadPage(state.page + 1)} />
      )}
      {state.status === 'loaded' && state.items.length === 0 && <EmptyState message={NOTIFICATION_TEXTS.EMPTY} />}
      {state.status === 'loaded' && state.hasNext && (
        <button type="button" className="btn notifications-more" onClick={() => void loadPage(state.page + 1)}>
          {NOTIFICATION_TEXTS.MORE}
        </button>
      )}
    </div>
  );
}
