import type { Notification } from '@portal/shared-api';
import { formatDateTime, screenPathOf } from '@portal/shared-ui';
import { Link } from 'react-router';
import { NOTIFICATIONS_TEXTS as T } from './texts';

type NotificationRowProps = { notification: Notification; onMarkSeen: () => void; onRemove: () => void };

/** One notice: its link (following it marks it read, as in the header), its date, and its buttons. */
export function NotificationRow({ notification, onMarkSeen, onRemove }: NotificationRowProps) {
  const unread = !notification.seen;
  return (
    <li className={unread ? 'notice notice-unread' : 'notice'} data-testid="notice">
      <Link className="notice-link" to={screenPathOf(notification.link)} onClick={() => unread && onMarkSeen()}>
        <span className="notice-title">
          {unread && <span className="notice-badge">{T.UNREAD}</span>}
          {notification.title}
        </span>
        <span className="notice-message">{notification.message}</span>
      </Link>
      <time className="notice-date" dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt)}
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
