import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  badgeText,
  formatNotificationDate,
  notificationHref,
  reminderWording,
} from '../../../../src/contracts/notifications/bell.ts';
import type { NotificationDto } from '../../../../src/contracts/notifications/index.ts';
import { genericErrorMessage } from '../../api/envelope';
import { classNames } from '../../lib/class-names';
import { BellIcon, CloseIcon } from '../../ui/icons/icons';
import styles from './notification-bell.module.css';
import { useNotifications } from './use-notifications';

/**
 * The date a notification shows: its game's kickoff in the game's zone (as the event page shows it)
 * when it is about one, else when it arrived.
 */
const shownDate = ({ metaData: { event }, createdAt }: NotificationDto) =>
  event ? formatNotificationDate(event.dateAndTime, event.timeZone) : formatNotificationDate(createdAt);

function NotificationItem({ notification, onOpen }: { notification: NotificationDto; onOpen: () => void }) {
  const reminder =
    notification.type === 'next_match_reminder' ? reminderWording(notification.metaData.timeInterval) : null;
  return (
    <li>
      <button
        type="button"
        className={classNames(styles.item, notification.status === 'unread' && styles.unread)}
        onClick={onOpen}
      >
        {notification.status === 'unread' && (
          <span className={styles.dot}>
            <span className="visually-hidden">Unread: </span>
          </span>
        )}
        <span className={styles.body}>
          {reminder && <strong className={styles.headline}>{reminder.headline}</strong>}
          <span className={styles.text}>{notification.text}</span>
          <span className={styles.date}>{shownDate(notification)}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The header's notification bell (spec §2): the unread badge (capped at 9+), and a menu listing the
 * latest notifications; a click marks one read and opens its page. A phone shows the list full screen.
 */
export function NotificationBell() {
  const { data, error, isLoading, markRead, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const unread = data?.totalUnread ?? 0;
  const badge = badgeText(unread);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const openNotification = (notification: NotificationDto) => {
    if (notification.status === 'unread') void markRead(notification.id).catch(() => {});
    setOpen(false);
    const href = notificationHref(notification);
    if (href) navigate(href);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {badge && (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Notifications">
          <header className={styles.panelHeader}>
            <h2 className={styles.title}>Notifications</h2>
            <button
              type="button"
              className={styles.markAll}
              onClick={() => void markAllRead().catch(() => {})}
              disabled={unread === 0}
            >
              Mark All Read
            </button>
            <button
              type="button"
              className={styles.close}
              aria-label="Close notifications"
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
          </header>
          {isLoading || (!data && !error) ? (
            <p className={styles.note} role="status">
              Fetching Notifications
            </p>
          ) : error ? (
            <p className={styles.note} role="alert">
              {error.message || genericErrorMessage}
            </p>
          ) : data && data.results.length > 0 ? (
            <ul className={styles.list}>
              {data.results.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => openNotification(notification)}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.note}>No Notifications</p>
          )}
        </section>
      )}
    </div>
  );
}
