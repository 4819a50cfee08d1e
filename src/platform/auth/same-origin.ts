import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isStateChanging = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * Whether a cookie-authenticated request comes from our own pages. Browsers send Sec-Fetch-Site (and
 * Origin on every non-GET fetch); a request carrying neither is not a browser's cross-site request,
 * which is the only kind a cookie can be abused by.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === new URL(publicUrl).origin;
  return true;
}

/**
 * Stricter than `isSameOrigin`, for a cookie-authenticated form post that moves money or the like: the
 * request must name one of our own pages, by Origin or (when a browser left Origin out) by Referer.
 */
export function comesFromOwnPages(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  if (!isSameOrigin(headers, publicUrl)) return false;
  const own = new URL(publicUrl).origin;
  if (typeof headers.origin === 'string') return headers.origin === own;
  const referer = headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
