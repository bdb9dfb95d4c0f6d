import { formatDateTime, formatRelative, type NoticeGroup, noticeGroupTitle, screenPathOf } from '@portal/shared-ui';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS } from './notification-texts';

type NotificationItemProps = { group: NoticeGroup; onFollow: () => void; onMarkSeen: () => void };

/**
 * One entry (repeated notices of one task count as one): a link to the screen it is about, through the newest
 * (following it marks them all read) and, while any is unread, a mark button. The time says how long ago; its
 * tooltip keeps the exact date.
 */
export function NotificationItem({ group, onFollow, onMarkSeen }: NotificationItemProps) {
  const notification = group.newest;
  const unread = group.unread > 0;
  return (
    <li className={unread ? 'notification notification-unread' : 'notification'}>
      <Link className="notification-link" to={screenPathOf(notification.link)} onClick={onFollow}>
        <span className="notification-title">
          {unread && <span className="visually-hidden">{NOTIFICATION_TEXTS.UNREAD}: </span>}
          {noticeGroupTitle(group)}
        </span>
        <span className="notification-message">{notification.message}</span>
        <time className="notification-date" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
          {formatRelative(notification.createdAt)}
        </time>
      </Link>
      {unread && (
        <button type="button" className="btn btn-ghost notification-mark" onClick={onMarkSeen} aria-label={`${NOTIFICATION_TEXTS.MARK_ONE}: ${notification.title}`}>
          {NOTIFICATION_TEXTS.MARK_ONE}
        </button>
      )}
    </li>
  );
}
