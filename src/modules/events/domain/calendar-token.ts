import { createHash } from 'node:crypto';
import { purposeKey, SIGNED_TOKEN_PATTERN, signToken } from '../../../platform/crypto/signed-token.ts';

// A member's calendar URL carries a token that is derived, not stored: HMAC(key, member, generation).
// The database keeps only its SHA-256 (to find the member from the URL), so a leaked table reveals no
// working URL, and settings can show the URL again at any time. Regenerating bumps the generation.

/** The key for calendar tokens, derived from the server's signing secret for this one purpose. */
export function calendarTokenKey(secret: string): Buffer {
  return purposeKey(secret, 'playfield:calendar-feed');
}

export function calendarToken(key: Buffer, memberId: string, generation: number): string {
  return signToken(key, `${memberId}:${generation}`);
}

/** What the database keeps: the token's SHA-256, in hex. */
export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as the URL carries it: 43 base64url characters (32 bytes). */
export const CALENDAR_TOKEN_PATTERN = SIGNED_TOKEN_PATTERN;
