import type { Notification } from '@portal/shared-api';
import { EmptyState, groupNotices, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import { MailsSwitch } from './MailsSwitch';
import { NotificationRow } from './NotificationRow';
import type { NotificationsData } from './notifications.data';
import { NOTIFICATIONS_TEXTS as T } from './texts';
import { useMailNotices } from './use-mail-notices';
import './notifications.css';

/** `/mail`: every notice of the person, newest first, a page at a time, kept live; and whether notices also come by e-mail. */
export function Notifications() {
  const title = useRouteTitle();
  const data = useLoaderData() as NotificationsData;
  const { state, writeError, loadMore, markSeen, remove, markAllSeen } = useMailNotices(data);
  const { items, unread } = state;
  // An entry stands for all its notices: each is marked or removed on its own, so the unread count stays the server's.
  const each = (members: Notification[], act: (notification: Notification) => Promise<void>) => {
    for (const member of members) void act(member);
  };
  return (
    <section className="page notifications-page">
      <h1>{title}</h1>
      <div className="notifications-toolbar">
        <p className="notifications-unread" aria-live="polite">
          {T.unreadCount(unread ?? 0)}
        </p>
        <button type="button" className="btn" disabled={unread === 0} onClick={() => void markAllSeen()}>
          {T.MARK_ALL}
        </button>
        <MailsSwitch userId={data.userId} initial={data.mails} />
      </div>
      {writeError && (
        <p className="form-error" role="alert">
          {writeError}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState message={T.EMPTY} />
      ) : (
        <ul className="notices">
          {groupNotices(items).map((group) => (
            <NotificationRow
              key={group.newest.id}
              group={group}
              onMarkSeen={() => each(group.members.filter((member) => !member.seen), markSeen)}
              onRemove={() => each(group.members, remove)}
            />
          ))}
        </ul>
      )}
      {state.status === 'failed' && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {state.hasNext && (
        <button type="button" className="btn" disabled={state.status === 'loading'} onClick={() => void loadMore()}>
          {T.MORE}
        </button>
      )}
    </section>
  );
}
