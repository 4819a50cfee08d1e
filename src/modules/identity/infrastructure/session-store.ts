import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { decideRotation, type RotationDecision } from '../domain/refresh-rotation.ts';
import { hashToken, newSecretToken } from '../domain/secret-token.ts';

export interface IssuedRefreshToken {
  sessionId: string;
  memberId: string;
  refreshToken: string;
}

type Raw = Record<string, unknown>;

/** The driver hands timestamps back as strings in raw queries. */
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date);

async function insertRefreshToken(
  em: EntityManager,
  familyId: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = newSecretToken();
  await em.execute(
    'insert into refresh_token (token_hash, family_id, created_at, expires_at) values (?, ?, ?, ?)',
    [hashToken(token), familyId, now, new Date(now.getTime() + ttlMs)],
    'run',
  );
  return token;
}

/** A new session: a refresh-token family with its first token. */
export async function startSession(
  em: EntityManager,
  memberId: string,
  now: Date,
  ttlMs: number,
): Promise<IssuedRefreshToken> {
  const sessionId = randomUUID();
  await em.execute(
    'insert into session_family (id, member_id, created_at) values (?, ?, ?)',
    [sessionId, memberId, now],
    'run',
  );
  return { sessionId, memberId, refreshToken: await insertRefreshToken(em, sessionId, now, ttlMs) };
}

export type RotationOutcome =
  | { kind: 'rotated'; issued: IssuedRefreshToken }
  | { kind: 'refused'; decision: Exclude<RotationDecision, { kind: 'rotate' }> };

/**
 * Exchanges a refresh token for the next one of its family. The `used_at is null` guard makes the
 * exchange atomic: of two requests racing with one token, one rotates and the other is a reuse.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  token: string,
  now: Date,
  ttlMs: number,
): Promise<RotationOutcome> {
  const tokenHash = hashToken(token);
  const rows = await em.execute<Raw[]>(
    `select r.used_at, r.expires_at, f.id as family_id, f.revoked_at, f.member_id, m.status
     from refresh_token r join session_family f on f.id = r.family_id join member m on m.id = f.member_id
     where r.token_hash = ?`,
    [tokenHash],
  );
  const row = rows[0];
  const decision = decideRotation(
    row && {
      usedAt: dateOrNull(row.used_at),
      expiresAt: new Date(row.expires_at as string | Date),
      familyRevokedAt: dateOrNull(row.revoked_at),
      memberActive: row.status === 'active',
    },
    now,
  );
  const familyId = String(row?.family_id);
  if (decision.kind === 'reuse-detected') {
    await revokeSession(em, familyId, 'refresh-token-reuse', now);
    return { kind: 'refused', decision };
  }
  if (decision.kind !== 'rotate') return { kind: 'refused', decision };
  const claimed = await em.execute<Raw[]>(
    'update refresh_token set used_at = ? where token_hash = ? and used_at is null returning token_hash',
    [now, tokenHash],
  );
  if (claimed.length === 0) {
    await revokeSession(em, familyId, 'refresh-token-reuse', now);
    return { kind: 'refused', decision: { kind: 'reuse-detected' } };
  }
  const refreshToken = await insertRefreshToken(em, familyId, now, ttlMs);
  return { kind: 'rotated', issued: { sessionId: familyId, memberId: String(row?.member_id), refreshToken } };
}

export async function revokeSession(
  em: EntityManager,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await em.execute(
    'update session_family set revoked_at = ?, revoked_reason = ? where id = ? and revoked_at is null',
    [now, reason, sessionId],
    'run',
  );
}

/** The session a refresh token belongs to, whatever its state (sign-out of a used token still works). */
export async function sessionOfRefreshToken(em: EntityManager, token: string): Promise<string | undefined> {
  const rows = await em.execute<Raw[]>('select family_id from refresh_token where token_hash = ?', [
    hashToken(token),
  ]);
  return rows[0] ? String(rows[0].family_id) : undefined;
}

/** Signs the member out everywhere, or everywhere but `keepSessionId`. */
export async function revokeMemberSessions(
  em: EntityManager,
  memberId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await em.execute(
    `update session_family set revoked_at = ?, revoked_reason = ?
     where member_id = ? and revoked_at is null${keepSessionId ? ' and id <> ?' : ''}`,
    keepSessionId ? [now, reason, memberId, keepSessionId] : [now, reason, memberId],
    'run',
  );
}
