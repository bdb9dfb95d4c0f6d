import type { Notification } from '@portal/shared-api';
import { formatDateTime, screenPathOf } from '@portal/shared-ui';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS } from './notification-texts';

type NotificationItemProps = { notification: Notification; onFollow: () => void; onMarkSeen: () => void };

/** One notice: a link to the screen it is about (following it marks it read) and, while unread, a mark button. */
export function NotificationItem({ notification, onFollow, onMarkSeen }: NotificationItemProps) {
  const unread = !notification.seen;
  return (
    <li className={unread ? 'notification notification-unread' : 'notification'}>
      <Link className="notification-link" to={screenPathOf(notification.link)} onClick={onFollow}>
        <span className="notification-title">
          {unread && <span className="visually-hidden">{NOTIFICATION_TEXTS.UNREAD}: </span>}
          {notification.title}
        </span>
        <span className="notification-message">{notification.message}</span>
        <time className="notification-date" dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt)}
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
