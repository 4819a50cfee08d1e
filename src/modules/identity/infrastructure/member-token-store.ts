import type { EntityManager } from '../../../platform/db/orm.ts';
import { isTokenUsable, type MemberTokenPurpose, tokenExpiry } from '../domain/member-token-rules.ts';
import { hashToken, newSecretToken } from '../domain/secret-token.ts';

export interface MemberTokenRow {
  memberId: string;
  purpose: MemberTokenPurpose;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
}

type Raw = Record<string, unknown>;

/** The driver hands timestamps back as strings in raw queries. */
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Issues a single-purpose token; any older unused one of the same purpose dies with it. */
export async function issueMemberToken(
  em: EntityManager,
  memberId: string,
  purpose: MemberTokenPurpose,
  email: string,
  now: Date,
): Promise<string> {
  await em.execute(
    `update member_token set superseded_at = ?
     where member_id = ? and purpose = ? and used_at is null and superseded_at is null`,
    [now, memberId, purpose],
    'run',
  );
  const token = newSecretToken();
  await em.execute(
    'insert into member_token (token_hash, member_id, purpose, email, created_at, expires_at) values (?, ?, ?, ?, ?, ?)',
    [hashToken(token), memberId, purpose, email, now, tokenExpiry(purpose, now)],
    'run',
  );
  return token;
}

export async function findMemberToken(em: EntityManager, token: string): Promise<MemberTokenRow | undefined> {
  const rows = await em.execute<Raw[]>(
    'select member_id, purpose, email, expires_at, used_at, superseded_at from member_token where token_hash = ?',
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    memberId: String(row.member_id),
    purpose: row.purpose as MemberTokenPurpose,
    email: String(row.email),
    expiresAt: new Date(row.expires_at as string | Date),
    usedAt: dateOrNull(row.used_at),
    supersededAt: dateOrNull(row.superseded_at),
  };
}

/** A token that is usable for `purpose` now, or undefined. */
export async function findUsableMemberToken(
  em: EntityManager,
  token: string,
  purpose: MemberTokenPurpose,
  now: Date,
): Promise<MemberTokenRow | undefined> {
  const row = await findMemberToken(em, token);
  return row && isTokenUsable(row, purpose, now) ? row : undefined;
}

/** Marks the token used if it still is usable; exactly one caller wins. */
export async function consumeMemberToken(
  em: EntityManager,
  token: string,
  purpose: MemberTokenPurpose,
  now: Date,
): Promise<{ memberId: string; email: string } | undefined> {
  const rows = await em.execute<Raw[]>(
    `update member_token set used_at = ?
     where token_hash = ? and purpose = ? and used_at is null and superseded_at is null and expires_at > ?
     returning member_id, email`,
    [now, hashToken(token), purpose, now],
  );
  const row = rows[0];
  return row ? { memberId: String(row.member_id), email: String(row.email) } : undefined;
}
