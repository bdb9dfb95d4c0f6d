import { formatDateTime, formatRelative, type NoticeGroup, noticeGroupTitle, screenPathOf } from '@portal/shared-ui';
import { Link } from 'react-router';
import { NOTIFICATIONS_TEXTS as T } from './texts';

type NotificationRowProps = { group: NoticeGroup; onMarkSeen: () => void; onRemove: () => void };

/**
 * One entry (repeated notices of one task count as one): its link through the newest (following it marks them
 * all read, as in the header), how long ago, with the exact date as tooltip, and its buttons, which act on all.
 */
export function NotificationRow({ group, onMarkSeen, onRemove }: NotificationRowProps) {
  const notification = group.newest;
  const unread = group.unread > 0;
  return (
    <li className={unread ? 'notice notice-unread' : 'notice'} data-testid="notice">
      <Link className="notice-link" to={screenPathOf(notification.link)} onClick={() => unread && onMarkSeen()}>
        <span className="notice-title">
          {unread && <span className="notice-badge">{T.UNREAD}</span>}
          {noticeGroupTitle(group)}
        </span>
        <span className="notice-message">{notification.message}</span>
      </Link>
      <time className="notice-date" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
        {formatRelative(notification.createdAt)}
      </time>
      <div className="notice-actions">
        {unread && (
          <button type="button" className="btn btn-ghost" aria-label={`${T.MARK_ONE}: ${notification.title}`} onClick={onMarkSeen}>
            {T.MARK_ONE}
          </button>
        )}
        <button type="button" className="btn btn-ghost" aria-label={`${T.REMOVE}: ${notification.title}`} onClick={onRemove}>
          {T.REMOVE}
        </button>
      </div>
    </li>
  );
}
