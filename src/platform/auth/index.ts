// Auth primitives for every module: guard routes with `requireMember`/`authenticate` (inject
// AUTH_TOKENS.AuthGuards) and read the member with `currentMember(res)`. The identity module binds
// the verifier; nothing here knows how tokens are made.
export {
  type AccessTokenVerifier,
  AUTH_TOKENS,
  type AuthenticatedMember,
  INVALID_ACCESS_TOKEN_CODE,
  InvalidAccessTokenError,
} from './access-token.ts';
export {
  type AuthGuards,
  CROSS_SITE_MESSAGE,
  createAuthGuards,
  credentialOf,
  currentMember,
  identifiedMember,
  invalidAccessToken,
  type RequestCredential,
  requireCurrentMember,
} from './auth-guards.ts';
export { comesFromOwnPages, isSameOrigin, isStateChanging } from './same-origin.ts';
export {
  ACCESS_COOKIE,
  clearSessionCookies,
  cookieFromHeader,
  cookieOf,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  type SessionCookieSettings,
  setSessionCookies,
} from './session-cookies.ts';
