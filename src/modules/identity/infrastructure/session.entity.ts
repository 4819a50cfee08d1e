import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from './member.entity.ts';

/**
 * A session: a family of rotating refresh tokens. Revoking the family ends the session, whichever of
 * its tokens a client holds. Table: migrations/Migration20261122020000_identity.ts.
 */
export const SessionFamily = defineEntity({
  name: 'SessionFamily',
  tableName: 'session_family',
  properties: {
    id: p.uuid().primary(),
    memberId: p.manyToOne(Member).mapToPk().joinColumn('member_id'),
    createdAt: p.datetime(),
    revokedAt: p.datetime().strictNullable(),
    revokedReason: p.text().strictNullable(),
  },
});
export type SessionFamily = InferEntity<typeof SessionFamily>;

/** One refresh token of a family, stored as its SHA-256 hash; exchanged (used) once. */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    tokenHash: p.text().primary(),
    familyId: p.manyToOne(SessionFamily).mapToPk().joinColumn('family_id'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().strictNullable(),
  },
});
export type RefreshToken = InferEntity<typeof RefreshToken>;
