import { describe, expect, it } from 'vitest';
import { purposeKey, signToken } from '../../../platform/crypto/signed-token.ts';
import { isUnsubscribeToken, unsubscribeToken, unsubscribeTokenKey } from './unsubscribe-token.ts';

const secret = 'a-secret-that-is-long-enough-for-tests';
const key = unsubscribeTokenKey(secret);
const member = '0193b8a4-1111-7000-8000-000000000001';
const other = '0193b8a4-1111-7000-8000-000000000002';

describe('unsubscribe tokens', () => {
  it('accept the token of the member and kind they name and nothing else', () => {
    const token = unsubscribeToken(key, member, 'reminders');
    expect(isUnsubscribeToken(key, member, 'reminders', token)).toBe(true);
    expect(isUnsubscribeToken(key, other, 'reminders', token)).toBe(false);
    expect(isUnsubscribeToken(key, member, 'chat_digests', token)).toBe(false);
    expect(isUnsubscribeToken(key, member, 'reminders', `${token.slice(0, -1)}A`)).toBe(token.endsWith('A'));
    expect(isUnsubscribeToken(key, member, 'reminders', 'short')).toBe(false);
    expect(isUnsubscribeToken(key, member, 'reminders', '')).toBe(false);
  });

  it('depend on the server secret and differ from tokens of another purpose', () => {
    const token = unsubscribeToken(key, member, 'game_emails');
    const otherSecret = unsubscribeTokenKey('another-secret-that-is-long-enough');
    expect(isUnsubscribeToken(otherSecret, member, 'game_emails', token)).toBe(false);
    expect(signToken(purposeKey(secret, 'playfield:calendar-feed'), `game_emails:${member}`)).not.toBe(token);
  });
});
