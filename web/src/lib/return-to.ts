// Spec §4: after login the user goes back to the page the login was opened from. That page travels
// as `?returnTo=` (a same-origin path); anything else is ignored so a link cannot send a fresh
// session to another site or back into a sign-in screen.

/** Screens that sign someone in: never a place to return to after signing in. */
const signInPaths = ['/', '/login', '/create-account', '/verify', '/reset-password', '/auto-login'];

export const returnToParam = 'returnTo';

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** The path itself when it is a safe place to return to, else undefined. */
export function safeReturnTo(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  // One leading slash only: `//evil.example` and `/\evil.example` are other hosts to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  if (signInPaths.includes(pathnameOf(raw))) return undefined;
  return raw;
}

/** `/login`, remembering `from` when it is worth coming back to. */
export function loginHref(from?: string | null): string {
  const returnTo = safeReturnTo(from);
  return returnTo ? `/login?${returnToParam}=${encodeURIComponent(returnTo)}` : '/login';
}

/** Adds `?returnTo=` to any path (keeps its own query). */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  if (!returnTo) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${returnToParam}=${encodeURIComponent(returnTo)}`;
}
