import type { CookieOptions, Request, Response } from 'express';

/** The httpOnly cookies a browser session lives in. */
export const ACCESS_COOKIE = 'pf_access';
export const REFRESH_COOKIE = 'pf_refresh';
/** The refresh token is only ever needed by the refresh and logout calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export interface SessionCookieSettings {
  publicUrl: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

function base(publicUrl: string): CookieOptions {
  return { httpOnly: true, secure: new URL(publicUrl).protocol === 'https:', sameSite: 'lax' };
}

export function setSessionCookies(
  res: Response,
  tokens: { accessToken: string; refreshToken: string },
  settings: SessionCookieSettings,
): void {
  const options = base(settings.publicUrl);
  // The cookie outlives the token in it, as long as the session: an expired token still arrives and
  // is answered with InvalidAccessToken, which makes the SPA refresh from the refresh cookie. A cookie
  // gone with its token would read as "not signed in" and end the session after 15 minutes.
  res.cookie(ACCESS_COOKIE, tokens.accessToken, {
    ...options,
    path: '/',
    maxAge: settings.refreshTtlSeconds * 1000,
  });
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...options,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: settings.refreshTtlSeconds * 1000,
  });
}

export function clearSessionCookies(res: Response, publicUrl: string): void {
  const options = base(publicUrl);
  res.clearCookie(ACCESS_COOKIE, { ...options, path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...options, sameSite: 'strict', path: REFRESH_COOKIE_PATH });
}

export function cookieOf(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Reads one cookie from a raw Cookie header (Socket.IO handshakes have no cookie-parser). */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
