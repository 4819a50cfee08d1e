import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { isTokenUsable, type MemberTokenPurpose, tokenExpiry } from '../domain/member-token-rules.ts';
import { hashToken, newSecretToken } from '../domain/secret-token.ts';
import { MemberToken } from './member-token.entity.ts';

// Mailed-link tokens on the unit of work: what these functions create or change is written by the
// caller's flush (the end of its `em.transactional`).

/** Issues a single-purpose token; any older unused one of the same purpose dies with it. */
export async function issueMemberToken(
  em: EntityManager,
  memberId: string,
  purpose: MemberTokenPurpose,
  email: string,
  now: Date,
): Promise<string> {
  const live = await em.find(MemberToken, { memberId, purpose, usedAt: null, supersededAt: null });
  for (const older of live) older.supersededAt = now;
  const token = newSecretToken();
  em.create(MemberToken, {
    tokenHash: hashToken(token),
    memberId,
    purpose,
    email,
    createdAt: now,
    expiresAt: tokenExpiry(purpose, now),
    usedAt: null,
    supersededAt: null,
  });
  return token;
}

export async function findMemberToken(em: EntityManager, token: string): Promise<MemberToken | undefined> {
  return (await em.findOne(MemberToken, { tokenHash: hashToken(token) })) ?? undefined;
}

/** A token that is usable for `purpose` now, or undefined. */
export async function findUsableMemberToken(
  em: EntityManager,
  token: string,
  purpose: MemberTokenPurpose,
  now: Date,
): Promise<MemberToken | undefined> {
  const found = await findMemberToken(em, token);
  return found && isTokenUsable(found, purpose, now) ? found : undefined;
}

/**
 * Marks the token used if it still is usable; exactly one caller wins. Call it in a transaction: the
 * row stays locked from this read to the commit, so a second click waits, then finds it used.
 */
export async function consumeMemberToken(
  em: EntityManager,
  token: string,
  purpose: MemberTokenPurpose,
  now: Date,
): Promise<MemberToken | undefined> {
  const found = await em.findOne(
    MemberToken,
    { tokenHash: hashToken(token) },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!found || !isTokenUsable(found, purpose, now)) return undefined;
  found.usedAt = now;
  return found;
}

/** Links already mailed must not act on an account that has since moved on (a new address). */
export async function supersedeMemberTokens(em: EntityManager, memberId: string, now: Date): Promise<void> {
  const live = await em.find(MemberToken, { memberId, usedAt: null, supersededAt: null });
  for (const token of live) token.supersededAt = now;
}
