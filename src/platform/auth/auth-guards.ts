import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { AppError, unauthorized } from '../errors/app-error.ts';
import {
  type AccessTokenVerifier,
  type AuthenticatedMember,
  INVALID_ACCESS_TOKEN_CODE,
  InvalidAccessTokenError,
} from './access-token.ts';
import { isSameOrigin, isStateChanging } from './same-origin.ts';
import { ACCESS_COOKIE, cookieOf } from './session-cookies.ts';

export interface RequestCredential {
  token: string;
  via: 'bearer' | 'cookie';
}

export interface AuthGuards {
  /**
   * Names the member when the request carries an access token (Bearer header first, else the
   * cookie) and lets anonymous requests through. A bad or expired token is a 401 `InvalidAccessToken`
   * so the SPA refreshes; a cookie-authenticated state change from another site is a 403.
   */
  authenticate: RequestHandler;
  /** `authenticate`, then 401 unless a member was named. */
  requireMember: RequestHandler;
  /** The same check outside Express middleware (typed RPC context, OIDC start). */
  identify(req: {
    method: string;
    headers: IncomingHttpHeaders;
    cookies?: unknown;
  }): Promise<AuthenticatedMember | undefined>;
}

const LOCALS_KEY = 'authenticatedMember';

// Who a request turned out to be, for the request log, however it was identified (route guard or RPC).
const identifiedMembers = new WeakMap<object, AuthenticatedMember>();

/** The member an access token on this request named, once a guard or `identify` has looked. */
export function identifiedMember(req: object): AuthenticatedMember | undefined {
  return identifiedMembers.get(req);
}

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

export function credentialOf(req: {
  headers: IncomingHttpHeaders;
  cookies?: unknown;
}): RequestCredential | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const token = cookieOf(req as Request, ACCESS_COOKIE);
  return token ? { token, via: 'cookie' } : undefined;
}

export const invalidAccessToken = () =>
  unauthorized('Your session has expired. Please sign in again.', INVALID_ACCESS_TOKEN_CODE);

export function createAuthGuards(verifier: AccessTokenVerifier, settings: { publicUrl: string }): AuthGuards {
  const identify: AuthGuards['identify'] = async (req) => {
    const credential = credentialOf(req);
    if (!credential) return undefined;
    if (
      credential.via === 'cookie' &&
      isStateChanging(req.method) &&
      !isSameOrigin(req.headers, settings.publicUrl)
    ) {
      throw new AppError(403, [{ message: CROSS_SITE_MESSAGE, code: 'CrossSiteRequest' }]);
    }
    try {
      const member = await verifier.verify(credential.token);
      identifiedMembers.set(req, member);
      return member;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw invalidAccessToken();
      throw error;
    }
  };
  const authenticate: RequestHandler = async (req, res, next) => {
    try {
      const member = await identify(req);
      if (member) res.locals[LOCALS_KEY] = member;
      next();
    } catch (error) {
      next(error);
    }
  };
  const requireMember: RequestHandler = (req, res, next) => {
    void authenticate(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!currentMember(res)) return next(unauthorized());
      next();
    });
  };
  return { authenticate, requireMember, identify };
}

/** The member `authenticate` named, if any. */
export function currentMember(
  res: Response | { locals: Record<string, unknown> },
): AuthenticatedMember | undefined {
  return res.locals[LOCALS_KEY] as AuthenticatedMember | undefined;
}

/** The member behind a route guarded by `requireMember`. */
export function requireCurrentMember(
  res: Response | { locals: Record<string, unknown> },
): AuthenticatedMember {
  const member = currentMember(res);
  if (!member) throw unauthorized();
  return member;
}
