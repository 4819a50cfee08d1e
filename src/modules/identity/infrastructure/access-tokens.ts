import { errors, jwtVerify, SignJWT } from 'jose';
import {
  type AccessTokenVerifier,
  type AuthenticatedMember,
  InvalidAccessTokenError,
} from '../../../platform/auth/index.ts';
import type { ChangeFeed } from '../../../platform/db/change-feed.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../platform/db/prepared-read.ts';
import { createLiveSessions } from './live-sessions.ts';

const AUDIENCE = 'playfield-api';
const ALGORITHM = 'HS256';

export interface AccessTokenSettings {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}

export interface AccessTokenSigner {
  sign(member: AuthenticatedMember, now?: Date): Promise<string>;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Short-lived HS256 JWTs: `sub` is the member, `sid` the session (refresh-token family). */
export function createAccessTokenSigner(settings: AccessTokenSettings): AccessTokenSigner {
  const key = keyOf(settings.secret);
  return {
    sign({ memberId, sessionId }, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(memberId)
        .setIssuer(settings.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + settings.ttlSeconds)
        .sign(key);
    },
  };
}

/** Checks the signature, issuer, audience and lifetime; the member, session and expiry (epoch ms). */
export async function readAccessToken(
  token: string,
  settings: AccessTokenSettings,
): Promise<{ member: AuthenticatedMember; expiresAt: number }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.secret), {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      throw new InvalidAccessTokenError('malformed');
    return { member: { memberId: payload.sub, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof InvalidAccessTokenError || error instanceof errors.JOSEError) {
      throw new InvalidAccessTokenError(error.message);
    }
    throw new InvalidAccessTokenError('unreadable token');
  }
}

/** Far more tokens than one process sees used within their 15 minutes; the oldest goes first past it. */
const MAX_VERIFIED_TOKENS = 20_000;

/**
 * Tokens whose signature already checked out, until they expire: the same bytes verify the same way
 * every time, and a client sends one token with every request for its whole lifetime, so the HMAC
 * (a sixth of the API's CPU on a read in issue 17's profile) is computed once per token, not per
 * request. Only good tokens are kept; a forged or expired one is checked (and refused) every time.
 */
function verifiedTokens(settings: AccessTokenSettings) {
  const verified = new Map<string, { member: AuthenticatedMember; expiresAt: number }>();
  return async (token: string): Promise<AuthenticatedMember> => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.member;
    if (known) verified.delete(token);
    const read = await readAccessToken(token, settings);
    if (verified.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, read);
    return read.member;
  };
}

const LIVE_SESSION = prepared(
  'identity.live-session',
  `select 1 from session_family f join member m on m.id = f.member_id
   where f.id = ? and f.member_id = ? and f.revoked_at is null and m.status = 'active'`,
);

export function createAccessTokenVerifier(
  settings: AccessTokenSettings,
  orm: MikroORM,
  feed: ChangeFeed,
): AccessTokenVerifier {
  const sessions = createLiveSessions(feed, orm);
  const signatureChecked = verifiedTokens(settings);
  const lookup = (member: AuthenticatedMember) => async () => {
    const rows = await preparedRead(orm.em, LIVE_SESSION, [member.sessionId, member.memberId]);
    return rows.length > 0;
  };
  return {
    async verify(token) {
      const member = await signatureChecked(token);
      // Sign-out, password changes and deactivation take effect at once instead of when the access
      // token expires; a session seen live is remembered until it ends (live-sessions.ts), so this
      // costs a statement only on a session's first request in a minute.
      if (!(await sessions.isLive(member.sessionId, member.memberId, lookup(member))))
        throw new InvalidAccessTokenError('session revoked');
      return member;
    },
    close: () => sessions.close(),
  };
}
