import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ChatDigestEntity } from './chat-digest.entity.ts';

// The write side of messaging. Tables: migrations/…_messaging.ts. Claps and read marks are written by
// SQL upserts (one per member per message, decided by the primary key), not through these entities.

/** A direct message; `readAt` is set when the receiver marks the conversation read. */
export const DirectMessageEntity = defineEntity({
  name: 'DirectMessage',
  tableName: 'direct_message',
  properties: {
    id: p.uuid().primary(),
    senderId: p.uuid(),
    receiverId: p.uuid(),
    content: p.text(),
    clapCount: p.integer(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type DirectMessage = InferEntity<typeof DirectMessageEntity>;

/** A message in a team's chat. */
export const TeamMessageEntity = defineEntity({
  name: 'TeamMessage',
  tableName: 'team_message',
  properties: {
    id: p.uuid().primary(),
    teamId: p.uuid(),
    senderId: p.uuid(),
    content: p.text(),
    clapCount: p.integer(),
    createdAt: p.datetime(),
  },
});
export type TeamMessage = InferEntity<typeof TeamMessageEntity>;

export const messagingEntities = [DirectMessageEntity, TeamMessageEntity, ChatDigestEntity];
