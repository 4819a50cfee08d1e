import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { decideRotation, type RotationDecision } from '../domain/refresh-rotation.ts';
import { hashToken, newSecretToken } from '../domain/secret-token.ts';
import { forgetLocally } from './live-sessions.ts';
import { Member } from './member.entity.ts';
import { RefreshToken, SessionFamily } from './session.entity.ts';

// Sessions on the unit of work: what these functions create or change is written by the caller's
// flush (the end of its `em.transactional`), with the rest of the use case.

export interface IssuedRefreshToken {
  sessionId: string;
  memberId: string;
  refreshToken: string;
}

function addRefreshToken(em: EntityManager, familyId: string, now: Date, ttlMs: number): string {
  const token = newSecretToken();
  em.create(RefreshToken, {
    tokenHash: hashToken(token),
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    usedAt: null,
  });
  return token;
}

/** A new session: a refresh-token family with its first token. */
export function startSession(
  em: EntityManager,
  memberId: string,
  now: Date,
  ttlMs: number,
): IssuedRefreshToken {
  const family = em.create(SessionFamily, {
    id: randomUUID(),
    memberId,
    createdAt: now,
    revokedAt: null,
    revokedReason: null,
  });
  return { sessionId: family.id, memberId, refreshToken: addRefreshToken(em, family.id, now, ttlMs) };
}

export type RotationOutcome =
  | { kind: 'rotated'; issued: IssuedRefreshToken }
  | { kind: 'refused'; decision: Exclude<RotationDecision, { kind: 'rotate' }> };

/**
 * Exchanges a refresh token for the next one of its family. Call it in a transaction: the token row
 * is locked while it is read, so of two requests racing with one token, one rotates and the other
 * waits, then finds it used: a reuse.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  token: string,
  now: Date,
  ttlMs: number,
): Promise<RotationOutcome> {
  const presented = await em.findOne(
    RefreshToken,
    { tokenHash: hashToken(token) },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const family = presented && (await em.findOne(SessionFamily, presented.familyId));
  const member = family && (await em.findOne(Member, family.memberId));
  const decision = decideRotation(
    presented && family
      ? {
          usedAt: presented.usedAt ?? null,
          expiresAt: presented.expiresAt,
          familyRevokedAt: family.revokedAt ?? null,
          memberActive: member?.status === 'active',
        }
      : undefined,
    now,
  );
  if (decision.kind === 'reuse-detected' && family) {
    revokeFamily(family, 'refresh-token-reuse', now);
    return { kind: 'refused', decision };
  }
  if (decision.kind !== 'rotate' || !presented || !family) {
    return {
      kind: 'refused',
      decision: decision.kind === 'rotate' ? { kind: 'reject', reason: 'unknown' } : decision,
    };
  }
  presented.usedAt = now;
  const refreshToken = addRefreshToken(em, family.id, now, ttlMs);
  return { kind: 'rotated', issued: { sessionId: family.id, memberId: family.memberId, refreshToken } };
}

function revokeFamily(family: SessionFamily, reason: string, now: Date): void {
  if (family.revokedAt) return;
  family.revokedAt = now;
  family.revokedReason = reason;
  // This process refuses it from now on; the others when the commit's notification reaches them.
  forgetLocally({ sessionId: family.id });
}

export async function revokeSession(
  em: EntityManager,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const family = await em.findOne(SessionFamily, sessionId);
  if (family) revokeFamily(family, reason, now);
}

/** When the member signed in to start this session; undefined for a session that is not there. */
export async function sessionStartedAt(em: EntityManager, sessionId: string): Promise<Date | undefined> {
  const family = await em.findOne(SessionFamily, sessionId);
  return family && !family.revokedAt ? family.createdAt : undefined;
}

/** The session a refresh token belongs to, whatever its state (sign-out of a used token still works). */
export async function sessionOfRefreshToken(em: EntityManager, token: string): Promise<string | undefined> {
  const found = await em.findOne(RefreshToken, { tokenHash: hashToken(token) });
  return found?.familyId;
}

/**
 * Signs the member out everywhere, or everywhere but `keepSessionId`. A member can hold many
 * sessions, and this loads none of them: one set-wide update on the entity, run at once inside the
 * caller's transaction (so it commits or rolls back with the rest).
 */
export async function revokeMemberSessions(
  em: EntityManager,
  memberId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await em.nativeUpdate(
    SessionFamily,
    { memberId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
    { revokedAt: now, revokedReason: reason },
  );
  forgetLocally({ memberId });
}
