import { describe, expect, it } from 'vitest';
import { canDisconnect, canUpdateEmail, canUpdatePassword } from './account-rules';

const password = { providers: [], hasPassword: true };
const googleOnly = { providers: ['google' as const], hasPassword: false };
const passwordAndGoogle = { providers: ['google' as const], hasPassword: true };
const googleAndApple = { providers: ['google' as const, 'apple' as const], hasPassword: false };

describe('account rules (spec §6)', () => {
  it('offers Update password only to users with a password', () => {
    expect(canUpdatePassword(password)).toBe(true);
    expect(canUpdatePassword(passwordAndGoogle)).toBe(true);
    expect(canUpdatePassword(googleOnly)).toBe(false);
  });

  it('offers Update email only to password-only accounts without linked providers', () => {
    expect(canUpdateEmail(password)).toBe(true);
    expect(canUpdateEmail(passwordAndGoogle)).toBe(false);
    expect(canUpdateEmail(googleOnly)).toBe(false);
  });

  it('never removes the last way to sign in', () => {
    expect(canDisconnect(googleOnly, 'google')).toBe(false);
    expect(canDisconnect(passwordAndGoogle, 'google')).toBe(true);
    expect(canDisconnect(googleAndApple, 'apple')).toBe(true);
    expect(canDisconnect(password, 'google')).toBe(false);
  });
});
