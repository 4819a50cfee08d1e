import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { MemberTokenPurpose } from '../domain/member-token-rules.ts';
import { Member } from './member.entity.ts';

/**
 * A single-purpose token a mailed link carries (verification, password reset), stored as its SHA-256
 * hash, for the address it was sent to. Table: migrations/Migration20261122020000_identity.ts.
 */
export const MemberToken = defineEntity({
  name: 'MemberToken',
  tableName: 'member_token',
  properties: {
    tokenHash: p.text().primary(),
    memberId: p.manyToOne(Member).mapToPk().joinColumn('member_id'),
    purpose: p.text().$type<MemberTokenPurpose>(),
    email: p.text(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().strictNullable(),
    supersededAt: p.datetime().strictNullable(),
  },
});
export type MemberToken = InferEntity<typeof MemberToken>;
