import type { Request, Response } from 'express';
import {
  type AuthResult,
  BEARER_TRANSPORT,
  type BrowserSession,
  SESSION_TRANSPORT_HEADER,
} from '../../../contracts/identity/index.ts';
import { type SessionCookieSettings, setSessionCookies } from '../../../platform/auth/index.ts';

/** A non-browser client that asked for its tokens in the body (see SESSION_TRANSPORT_HEADER). */
export const wantsBearerTokens = (req: Request) =>
  req.get(SESSION_TRANSPORT_HEADER)?.trim().toLowerCase() === BEARER_TRANSPORT;

/**
 * Sets the session cookies and says what the body may carry. The tokens go in the body only to a
 * client that asked for them with credentials of its own (a password, or a refresh token it already
 * holds): a script on our page that rides on the cookies never sees a token.
 */
export function sessionReply(
  res: Response,
  auth: AuthResult,
  cookies: SessionCookieSettings,
  tokensInBody: boolean,
): AuthResult | BrowserSession {
  setSessionCookies(res, auth, cookies);
  return tokensInBody ? auth : { member: auth.member };
}
