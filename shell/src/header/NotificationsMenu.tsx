import { notify } from '@portal/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { NOTIFICATIONS_PANEL_ID, NotificationsPanel } from './NotificationsPanel';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { useNotifications } from './use-notifications';

/** Shown on the badge; the button's label carries the exact count. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's bell: the unread count, and the panel it opens (focus goes in, and back on Escape). */
export function NotificationsMenu({ userId }: { userId: number }) {
  const controls = useNotifications(userId);
  const { unread, page, status } = controls.state;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // A new notice is toasted once (the toaster is a live region, so screen readers hear it too).
  const arrival = controls.state.arrival;
  const arrivalToasts = useRef<string[]>([]);
  useEffect(() => {
    if (arrival) arrivalToasts.current.push(notify.info(NOTIFICATION_TEXTS.arrived(arrival.title)));
  }, [arrival]);

  const toggle = () => {
    if (open) return close(false);
    // The panel lists what those toasts announced, and they would lie over its first items (a hovered toast stays).
    for (const id of arrivalToasts.current) notify.dismiss(id);
    arrivalToasts.current = [];
    setOpen(true);
    if (page === 0 && status !== 'loading') void controls.loadPage(1);
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    // A click anywhere else closes the panel, as menus do.
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <div className="notifications-menu" ref={menu}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost notifications-button"
        aria-label={NOTIFICATION_TEXTS.buttonLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? NOTIFICATIONS_PANEL_ID : undefined}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {!!unread && (
          <span className="notifications-count" data-testid="notifications-count">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && <NotificationsPanel ref={panel} controls={controls} onClose={close} />}
    </div>
  );
}
