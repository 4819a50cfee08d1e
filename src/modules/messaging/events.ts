import type { ClapAction, ClapTargetType } from '../../contracts/messaging/index.ts';
import { defineEvents } from '../../platform/bus/index.ts';

/** The first characters of a message, for notification texts and e-mail digests. */
export const MESSAGE_PREVIEW_LENGTH = 140;

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /**
     * A member sent a direct message (stored in the same transaction). The live push to both members'
     * `member:<id>` rooms has already happened from the API; subscribers do what can wait
     * (the `direct_message_sent` notification).
     */
    'messaging.direct-message-sent': {
      messageId: string;
      senderId: string;
      receiverId: string;
      preview: string;
      createdAt: string;
    };
    /**
     * A member wrote in a team's chat. `recipientIds` is the roster when it was sent, minus the sender
     * (the `team_message_sent` notification's recipients, before block filtering).
     */
    'messaging.team-message-sent': {
      messageId: string;
      teamId: string;
      senderId: string;
      recipientIds: string[];
      preview: string;
      createdAt: string;
    };
    /** A member clapped or unclapped a message; `authorId` wrote it. */
    'messaging.message-clapped': {
      messageId: string;
      targetType: ClapTargetType;
      action: ClapAction;
      memberId: string;
      authorId: string;
      clapCount: number;
      receiverId: string | null;
      teamId: string | null;
    };
  }
}

export const messagingEvents = defineEvents([
  'messaging.direct-message-sent',
  'messaging.team-message-sent',
  'messaging.message-clapped',
]);
