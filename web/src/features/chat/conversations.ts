import { useAtomValue } from 'jotai';
import type { ConversationsDto } from '../../../../src/contracts/messaging/index.ts';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';
import { useChatPushes } from './chat-socket';
import { conversationsKey } from './use-chat';

// The inbox's data, apart from its page: the header's messages link shows the unread count on every
// signed-in page and needs the hook, not the inbox's screen.

/** The badge text: capped like the notification bell's. */
export const unreadBadge = (count: number) => (count > 99 ? '99+' : String(count));

/** The inbox, kept live: any chat push refetches it. */
export function useConversations() {
  const authenticated = useAtomValue(authenticatedAtom);
  const result = useApi<ConversationsDto>(authenticated ? conversationsKey : null);
  const { mutate } = result;
  useChatPushes({
    onMessage: () => void mutate(),
    onReconnect: () => void mutate(),
  });
  return result;
}
