import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from './member.entity.ts';

/** "Blocker no longer wants to hear from blocked." Table: migrations/Migration20261122020000_identity.ts. */
export const MemberBlock = defineEntity({
  name: 'MemberBlock',
  tableName: 'member_block',
  properties: {
    blockerId: p.manyToOne(Member).mapToPk().primary().joinColumn('blocker_id'),
    blockedId: p.manyToOne(Member).mapToPk().primary().joinColumn('blocked_id'),
    createdAt: p.datetime(),
  },
});
export type MemberBlock = InferEntity<typeof MemberBlock>;
