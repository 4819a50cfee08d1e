import { SUB_ALERT_EMAIL_INTERVAL_MS } from '../../../contracts/marketplace/sub-alerts.ts';
import { purposeKey, signToken, verifyToken } from '../../../platform/crypto/signed-token.ts';

// Sub alerts (issue 20): the hourly e-mail window, and the signed link that turns a player's alert
// e-mails off without a session (RFC 8058 one-click). The link carries HMAC(key, member): whoever holds
// the mail may switch that member's alert e-mails off, nothing else. Not stored and never expiring, as a
// List-Unsubscribe URL should be; a purpose key of its own, so no other signed link works here.

const PURPOSE = 'playfield:sub-alert-unsubscribe';

/** A match may claim the e-mail slot when the last alert e-mail went out at or before this instant. */
export const emailWindowStart = (now: Date): Date => new Date(now.getTime() - SUB_ALERT_EMAIL_INTERVAL_MS);

/** Whether a player last mailed at `lastEmailedAt` may get another alert e-mail `now`. */
export const mayEmailAgain = (lastEmailedAt: Date | null, now: Date): boolean =>
  lastEmailedAt === null || lastEmailedAt <= emailWindowStart(now);

export const subAlertUnsubscribeKey = (secret: string): Buffer => purposeKey(secret, PURPOSE);

export const subAlertUnsubscribeToken = (key: Buffer, memberId: string): string => signToken(key, memberId);

export const isSubAlertUnsubscribeToken = (key: Buffer, memberId: string, token: string): boolean =>
  verifyToken(key, memberId, token);
