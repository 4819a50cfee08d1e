import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type {
  ChatMessageDto,
  ChatMessagePage,
  ClapResult,
  SendMessageResult,
} from '../../../../src/contracts/messaging/index.ts';
// The zod-free modules: the header's messages link (every signed-in page) comes through here.
import { MESSAGING_MESSAGES } from '../../../../src/contracts/messaging/messages.ts';
import { CHAT_LIKE, CHAT_SEND, conversationKeyOf } from '../../../../src/contracts/messaging/realtime.ts';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { memberAtom } from '../../app/session';
import { type ChatTarget, chatKeyOf, chatPathOf } from './chat-params';
import { emitOverSocket, useChatPushes } from './chat-socket';

export const conversationsKey = '/conversations';

/** Spec §4 fetch states; a failed fetch keeps the server's errors and the status as text (spec §8). */
export type FetchState =
  | { status: 'idle' | 'fetching' | 'complete' }
  | { status: 'failed'; errors: string[]; statusText: string };

function failedFetch(error: unknown): FetchState {
  if (error instanceof ApiError) {
    return {
      status: 'failed',
      errors: error.errors.length > 0 ? error.errors.map((item) => item.message) : [error.message],
      statusText: String(error.status),
    };
  }
  return {
    status: 'failed',
    errors: [error instanceof Error ? error.message : String(error)],
    statusText: '',
  };
}

/** Appends what is new, in time order, without doubles (a push and a send's answer both bring it). */
export function mergeMessages(current: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
}

/** Spec §4 chat message like: clap adds one and sets hasClapped; unclap undoes it. */
export function toggledClap(message: ChatMessageDto): ChatMessageDto {
  return message.hasClapped
    ? { ...message, hasClapped: false, clapCount: Math.max(0, message.clapCount - 1) }
    : { ...message, hasClapped: true, clapCount: message.clapCount + 1 };
}

/**
 * One conversation: the newest page, older pages on demand, live messages and claps, sending with
 * 'Error sending message' on failure, and optimistic claps rolled back when the server refuses.
 */
export function useChat(input: ChatTarget) {
  // The query parameters make a new object each render: keep one per conversation.
  const targetJson = JSON.stringify(input);
  const target = useMemo(() => JSON.parse(targetJson) as ChatTarget, [targetJson]);
  const me = useAtomValue(memberAtom)?.id ?? null;
  const { mutate } = useSWRConfig();
  const key = chatKeyOf(target);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [fetchState, setFetchState] = useState<FetchState>({ status: 'idle' });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const markRead = useCallback(() => {
    const request =
      target.type === 'dm'
        ? api.post('/direct-message/mark-all-read', { memberId: target.recipientId })
        : api.post('/team-message/mark-all-read', { teamId: target.teamId });
    void request.then(() => mutate(conversationsKey)).catch(() => {});
  }, [target, mutate]);

  const loadNewest = useCallback(async () => {
    setFetchState({ status: 'fetching' });
    try {
      const page = await api.get<ChatMessagePage>(chatPathOf(target));
      setMessages((current) => mergeMessages(current, page.messages));
      setCursor((current) => current ?? page.nextCursor);
      setHasOlder((current) => current || page.hasNext);
      setFetchState({ status: 'complete' });
      markRead();
    } catch (error) {
      setFetchState(failedFetch(error));
    }
  }, [target, markRead]);

  useEffect(() => {
    setMessages([]);
    setCursor(null);
    setHasOlder(false);
    setSendError(null);
    void loadNewest();
  }, [loadNewest]);

  const loadOlder = useCallback(async () => {
    if (!hasOlder || !cursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await api.get<ChatMessagePage>(chatPathOf(target, cursor));
      setMessages((current) => mergeMessages(current, page.messages));
      setCursor(page.nextCursor);
      setHasOlder(page.hasNext);
    } catch (error) {
      setFetchState(failedFetch(error));
    } finally {
      setLoadingOlder(false);
    }
  }, [hasOlder, cursor, loadingOlder, target]);

  useChatPushes({
    onMessage(push) {
      if (!me || conversationKeyOf(push, me) !== key) return;
      setMessages((current) => mergeMessages(current, [push.message]));
      if (push.message.senderId !== me) markRead();
    },
    onClap(push) {
      if (!me || conversationKeyOf(push, me) !== key) return;
      setMessages((current) =>
        current.map((message) =>
          message.id !== push.targetId
            ? message
            : {
                ...message,
                clapCount: push.clapCount,
                hasClapped: push.memberId === me ? push.action === 'clap' : message.hasClapped,
              },
        ),
      );
    },
    onReconnect() {
      void loadNewest();
    },
  });

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      setSendError(null);
      const body =
        target.type === 'dm'
          ? { receiverId: target.recipientId, content }
          : { teamId: target.teamId, content };
      try {
        const result =
          (await emitOverSocket<SendMessageResult>(CHAT_SEND, { type: target.type, ...body })) ??
          (await api.post<SendMessageResult>(
            target.type === 'dm' ? '/direct-message' : '/team-message',
            body,
          ));
        setMessages((current) => mergeMessages(current, [result.message]));
        void mutate(conversationsKey);
        return true;
      } catch (error) {
        const detail = error instanceof ApiError && error.status < 500 ? error.message : '';
        setSendError(detail ? `${MESSAGING_MESSAGES.sendFailed}. ${detail}` : MESSAGING_MESSAGES.sendFailed);
        return false;
      }
    },
    [target, mutate],
  );

  const clap = useCallback(
    async (messageId: string) => {
      const before = messagesRef.current.find((message) => message.id === messageId);
      if (!before || !me) return;
      const optimistic = toggledClap(before);
      const replace = (next: Pick<ChatMessageDto, 'clapCount' | 'hasClapped'>) =>
        setMessages((current) =>
          current.map((message) => (message.id === messageId ? { ...message, ...next } : message)),
        );
      replace(optimistic);
      const like = {
        action: optimistic.hasClapped ? 'clap' : 'unclap',
        targetId: messageId,
        senderId: me,
        targetType: target.type === 'dm' ? 'direct_message' : 'team_message',
        ...(target.type === 'dm' ? { receiverId: target.recipientId } : { teamId: target.teamId }),
      };
      try {
        const result =
          (await emitOverSocket<ClapResult>(CHAT_LIKE, like)) ??
          (await api.post<ClapResult>(
            target.type === 'dm' ? '/direct-message/like' : '/team-message/like',
            like,
          ));
        replace({ clapCount: result.clapCount, hasClapped: result.hasClapped });
      } catch {
        // Rollback: the server did not take it.
        replace({ clapCount: before.clapCount, hasClapped: before.hasClapped });
      }
    },
    [me, target],
  );

  return {
    me,
    messages,
    fetchState,
    hasOlder,
    loadingOlder,
    loadOlder,
    send,
    sendError,
    clap,
    retry: loadNewest,
  };
}
