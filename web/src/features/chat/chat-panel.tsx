import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { EmojiDto } from '../../../../src/contracts/messaging/index.ts';
import { MESSAGE_MAX } from '../../../../src/contracts/messaging/messages.ts';
import { useApi } from '../../api/use-api';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './chat.module.css';
import type { ChatTarget } from './chat-params';
import { useChat } from './use-chat';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { data } = useApi<{ emoji: EmojiDto[] }>('/emoji');
  if (!data) return <Skeleton height="2.5rem" />;
  return (
    <fieldset className={styles.emojiGrid}>
      <legend className="visually-hidden">Emoji</legend>
      {data.emoji.map((item) => (
        <button
          key={item.name}
          type="button"
          className={styles.emojiButton}
          aria-label={item.name}
          title={item.name}
          onClick={() => onPick(item.emoji)}
        >
          {item.emoji}
        </button>
      ))}
    </fieldset>
  );
}

/** Spec §2 chat modal: messages with avatar, name, content and clap state, and the send box. */
export function ChatPanel({ target }: { target: ChatTarget }) {
  const chat = useChat(target);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [showEmoji, setShowEmoji] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const olderFrom = useRef<number | null>(null);

  // New messages keep the view at the bottom (if it was there); older pages keep the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the message list
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (olderFrom.current !== null) {
      element.scrollTop += element.scrollHeight - olderFrom.current;
      olderFrom.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [chat.messages]);

  const loadOlder = () => {
    if (!chat.hasOlder || chat.loadingOlder) return;
    olderFrom.current = list.current?.scrollHeight ?? null;
    void chat.loadOlder();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() === '' || sending) return;
    setSending(true);
    stick.current = true;
    const sent = await chat.send(draft);
    setSending(false);
    if (sent) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const { fetchState } = chat;
  return (
    <div className={styles.chat}>
      {fetchState.status === 'failed' && chat.messages.length === 0 ? (
        <div className={styles.state} role="alert">
          <p>{fetchState.errors.join(' ')}</p>
          <Button size="small" variant="secondary" onClick={() => void chat.retry()}>
            TRY AGAIN
          </Button>
        </div>
      ) : (fetchState.status === 'fetching' || fetchState.status === 'idle') && chat.messages.length === 0 ? (
        <div className={styles.state} role="status" aria-busy="true">
          <span className="visually-hidden">Fetching messages…</span>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : (
        <ol
          ref={list}
          className={styles.messages}
          aria-label="Messages"
          aria-live="polite"
          onScroll={(event) => {
            const element = event.currentTarget;
            stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
            if (element.scrollTop < 48) loadOlder();
          }}
        >
          {chat.hasOlder && (
            <li className={styles.older}>
              <Button size="small" variant="secondary" onClick={loadOlder} disabled={chat.loadingOlder}>
                {chat.loadingOlder ? 'LOADING…' : 'LOAD EARLIER MESSAGES'}
              </Button>
            </li>
          )}
          {chat.messages.length === 0 && <li className={styles.empty}>No messages yet. Say hello!</li>}
          {chat.messages.map((message) => {
            const mine = message.senderId === chat.me;
            const name = `${message.firstName} ${message.lastName}`.trim();
            return (
              <li key={message.id} className={mine ? styles.mine : styles.theirs} data-testid="chat-message">
                <Avatar src={message.avatar} size={32} className={styles.avatar} />
                <div className={styles.bubbleColumn}>
                  <p className={styles.meta}>
                    <span className={styles.name}>{mine ? 'You' : name}</span>{' '}
                    <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
                  </p>
                  {/* Plain text: React escapes it; pre-wrap keeps the sender's line breaks. */}
                  <p className={styles.bubble}>{message.content}</p>
                  <button
                    type="button"
                    className={message.hasClapped ? styles.clapped : styles.clap}
                    aria-pressed={message.hasClapped}
                    aria-label={`${message.hasClapped ? 'Unclap' : 'Clap'} (${message.clapCount} ${message.clapCount === 1 ? 'clap' : 'claps'})`}
                    onClick={() => void chat.clap(message.id)}
                  >
                    <span aria-hidden="true">👏</span>{' '}
                    <span data-testid="clap-count">{message.clapCount}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {chat.sendError && (
        <p className={styles.error} role="alert">
          {chat.sendError}
        </p>
      )}
      {showEmoji && <EmojiPicker onPick={(emoji) => setDraft((current) => `${current}${emoji}`)} />}
      <form className={styles.sendBox} onSubmit={(event) => void submit(event)}>
        <button
          type="button"
          className={styles.emojiToggle}
          aria-label="Emoji"
          aria-expanded={showEmoji}
          onClick={() => setShowEmoji((shown) => !shown)}
        >
          <span aria-hidden="true">😀</span>
        </button>
        <label className="visually-hidden" htmlFor="chat-draft">
          Message
        </label>
        <textarea
          id="chat-draft"
          className={styles.input}
          rows={1}
          maxLength={MESSAGE_MAX}
          placeholder="Write a message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="small" disabled={sending || draft.trim() === ''}>
          SEND
        </Button>
      </form>
    </div>
  );
}
