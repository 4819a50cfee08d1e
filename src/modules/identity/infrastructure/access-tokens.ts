import { errors, jwtVerify, SignJWT } from 'jose';
import {
  type AccessTokenVerifier,
  type AuthenticatedMember,
  InvalidAccessTokenError,
} from '../../../platform/auth/index.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
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

/** Checks the signature and lifetime, then that the session was not revoked nor the member deactivated. */
export async function readAccessToken(
  token: string,
  settings: AccessTokenSettings,
): Promise<AuthenticatedMember> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.secret), {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      throw new InvalidAccessTokenError('malformed');
    return { memberId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof InvalidAccessTokenError || error instanceof errors.JOSEError) {
      throw new InvalidAccessTokenError(error.message);
    }
    throw new InvalidAccessTokenError('unreadable token');
  }
}

const LIVE_SESSION = `
  select 1 from session_family f join member m on m.id = f.member_id
  where f.id = ? and f.member_id = ? and f.revoked_at is null and m.status = 'active'`;

export function createAccessTokenVerifier(
  settings: AccessTokenSettings,
  orm: MikroORM,
  logger: Logger,
): AccessTokenVerifier {
  const sessions = createLiveSessions({ databaseUrl: orm.config.get('clientUrl'), logger });
  const lookup = (member: AuthenticatedMember) => async () => {
    const rows = await orm.em
      .getConnection()
      .execute<unknown[]>(LIVE_SESSION, [member.sessionId, member.memberId], 'all');
    return rows.length > 0;
  };
  return {
    async verify(token) {
      const member = await readAccessToken(token, settings);
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
