import { describe, expect, it } from 'vitest';
import { SUB_ALERT_EMAIL_INTERVAL_MS } from '../../../contracts/marketplace/sub-alerts.ts';
import {
  emailWindowStart,
  isSubAlertUnsubscribeToken,
  mayEmailAgain,
  subAlertUnsubscribeKey,
  subAlertUnsubscribeToken,
} from './sub-alert-rules.ts';

const now = new Date('2026-12-05T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('sub alert e-mail window', () => {
  it('mails a player never mailed, or last mailed an hour ago or more', () => {
    expect(SUB_ALERT_EMAIL_INTERVAL_MS).toBe(60 * 60_000);
    expect(emailWindowStart(now)).toEqual(minutesAgo(60));
    expect(mayEmailAgain(null, now)).toBe(true);
    expect(mayEmailAgain(minutesAgo(60), now)).toBe(true);
    expect(mayEmailAgain(minutesAgo(61), now)).toBe(true);
  });

  it('does not mail a player mailed less than an hour ago', () => {
    expect(mayEmailAgain(minutesAgo(59), now)).toBe(false);
    expect(mayEmailAgain(minutesAgo(0), now)).toBe(false);
  });
});

describe('sub alert unsubscribe link', () => {
  const key = subAlertUnsubscribeKey('a-secret-of-at-least-thirty-two-characters');
  const member = '0b7f4c1e-2a57-4f0e-9a8c-3f1d2e4b5a69';

  it('accepts the token made for the member, and no other', () => {
    const token = subAlertUnsubscribeToken(key, member);
    expect(isSubAlertUnsubscribeToken(key, member, token)).toBe(true);
    expect(isSubAlertUnsubscribeToken(key, '1b7f4c1e-2a57-4f0e-9a8c-3f1d2e4b5a69', token)).toBe(false);
    expect(isSubAlertUnsubscribeToken(key, member, `${token.slice(0, -1)}A`)).toBe(token.endsWith('A'));
    expect(isSubAlertUnsubscribeToken(key, member, 'short')).toBe(false);
  });

  it('is worthless under another secret', () => {
    const token = subAlertUnsubscribeToken(key, member);
    const other = subAlertUnsubscribeKey('another-secret-of-at-least-thirty-two-chars');
    expect(isSubAlertUnsubscribeToken(other, member, token)).toBe(false);
  });
});
