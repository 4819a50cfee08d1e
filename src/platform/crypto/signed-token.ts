import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens in URLs that must work without a session (a calendar app's feed, a mail client's one-click
// unsubscribe) are derived, not stored: HMAC(purpose key, message). Each purpose has its own key derived
// from the server's signing secret, so a token made for one purpose is worthless for another, and
// rotating JWT_SECRET renews them all.

/** The key for one purpose (e.g. `playfield:calendar-feed`), derived from the server's signing secret. */
export function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** The token of `message` under a purpose key: 43 base64url characters (32 bytes). */
export function signToken(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** A token as a URL carries it. */
export const SIGNED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` is the token of `message`, compared in constant time. */
export function verifyToken(key: Buffer, message: string, token: string): boolean {
  if (!SIGNED_TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(signToken(key, message)), Buffer.from(token));
}
