import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { authenticatedAtom } from '../../app/session';
import styles from './chat.module.css';
import { unreadBadge, useConversations } from './conversations';

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
    </svg>
  );
}

/** The header's way to the inbox, with the unread count (signed-in members only). */
export function MessagesLink() {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data } = useConversations();
  if (!authenticated) return null;
  const unread = data?.totalUnread ?? 0;
  return (
    <Link
      to="/messages"
      className={styles.headerLink}
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
    >
      <ChatIcon />
      {unread > 0 && (
        <span className={styles.headerBadge} aria-hidden="true">
          {unread > 9 ? '9+' : unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}
