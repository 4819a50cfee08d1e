import { useAtomValue } from 'jotai';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import type { ConversationDto } from '../../../../src/contracts/messaging/index.ts';
import { authenticatedAtom } from '../../app/session';
import { Avatar } from '../../ui/avatar/avatar';
import { Button, ButtonLink } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './chat.module.css';
import { type ChatTarget, useOpenChat } from './chat-params';
import { unreadBadge, useConversations } from './conversations';

const targetOf = (conversation: ConversationDto): ChatTarget =>
  conversation.type === 'dm'
    ? {
        type: 'dm',
        recipientId: conversation.recipientId ?? '',
        recipientName: conversation.recipientName ?? '',
      }
    : { type: 'tm', teamId: conversation.teamId ?? '', teamName: conversation.teamName ?? '' };

/** /messages: every direct conversation and team chat, latest first, with unread counts. */
export function InboxPage() {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data, error, mutate } = useConversations();
  const openChat = useOpenChat();

  let content: React.ReactNode;
  if (!authenticated) {
    content = (
      <>
        <p>Log in to see your messages.</p>
        <ButtonLink to="/login">LOG IN</ButtonLink>
      </>
    );
  } else if (error) {
    content = (
      <div role="alert">
        <p>{error.message || SOMETHING_WENT_WRONG}</p>
        <Button size="small" variant="secondary" onClick={() => void mutate()}>
          TRY AGAIN
        </Button>
      </div>
    );
  } else if (!data) {
    content = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">Fetching conversations…</span>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </div>
    );
  } else if (data.conversations.length === 0) {
    content = (
      <p>No conversations yet. Message a player from their profile card, or join a team to use its chat.</p>
    );
  } else {
    content = (
      <ul className={styles.conversations}>
        {data.conversations.map((conversation) => {
          const name =
            (conversation.type === 'dm' ? conversation.recipientName : conversation.teamName) ?? '';
          const unread = conversation.unreadCount > 0;
          return (
            <li key={`${conversation.type}:${conversation.recipientId ?? conversation.teamId}`}>
              <button
                type="button"
                className={styles.conversation}
                onClick={() => openChat(targetOf(conversation))}
              >
                <Avatar src={conversation.avatar} size={44} />
                <span className={styles.conversationText}>
                  <span className={unread ? styles.unreadName : styles.conversationName}>
                    {name}
                    {conversation.type === 'tm' && <span className={styles.tag}>team</span>}
                  </span>
                  <span className={styles.lastMessage}>
                    {conversation.lastMessage?.content ?? 'No messages yet'}
                  </span>
                </span>
                {unread && (
                  <span className={styles.badge}>
                    {unreadBadge(conversation.unreadCount)}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.inbox}>
      <h1 className={styles.inboxTitle}>Messages</h1>
      {content}
    </div>
  );
}
