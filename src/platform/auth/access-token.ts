import type { ServiceIdentifier } from 'inversify';

/** Who a request or socket belongs to, once its access token checked out. */
export interface AuthenticatedMember {
  memberId: string;
  /** The session (refresh-token family) the access token was issued for. */
  sessionId: string;
}

/**
 * Checks an access token and names its member. The identity module binds the real one; other
 * modules never see how tokens are made.
 */
export interface AccessTokenVerifier {
  /** Throws InvalidAccessTokenError for an expired, forged or revoked token. */
  verify(token: string): Promise<AuthenticatedMember>;
  /** Releases what it holds (the identity module's: a LISTEN connection); called at shutdown. */
  close?(): Promise<void>;
}

export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
}

/** The error code the SPA answers with one refresh and a replay (spec §4, §8). */
export const INVALID_ACCESS_TOKEN_CODE = 'InvalidAccessToken';

export const AUTH_TOKENS = {
  /** An AccessTokenVerifier (bound by the identity module). */
  AccessTokenVerifier: Symbol.for('AccessTokenVerifier'),
  /** AuthGuards built on it: `authenticate` and `requireMember` for any module's routes. */
  AuthGuards: Symbol.for('AuthGuards'),
} as const satisfies Record<string, ServiceIdentifier>;
