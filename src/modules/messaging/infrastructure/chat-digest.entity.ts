import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A member's chat digest state. Table: migrations/…_chat_digests.ts. */
export const ChatDigestEntity = defineEntity({
  name: 'ChatDigest',
  tableName: 'chat_digest',
  properties: {
    memberId: p.uuid().primary(),
    lastSentAt: p.datetime().nullable(),
    digestedThrough: p.datetime().nullable(),
  },
});
export type ChatDigest = InferEntity<typeof ChatDigestEntity>;
