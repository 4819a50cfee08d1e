import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { LOGIN_MESSAGES, loginSchema, refreshSchema } from './session.ts';

describe('loginSchema', () => {
  it('accepts e-mail, password and an optional invite token, lower-casing the e-mail', () => {
    expect(loginSchema.parse({ email: ' Ana@Example.com ', password: 'x', inviteToken: 't' })).toEqual({
      email: 'ana@example.com',
      password: 'x',
      inviteToken: 't',
    });
  });

  it('names missing fields', () => {
    expect(messagesFor(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: LOGIN_MESSAGES.passwordRequired,
    });
  });

  it('has one message for any wrong credentials', () => {
    expect(LOGIN_MESSAGES.invalidCredentials).toBe('Invalid email or password');
    expect(Object.keys(LOGIN_MESSAGES)).not.toContain('unverified');
  });
});

describe('refreshSchema', () => {
  it('takes the refresh token from the body when given', () => {
    expect(refreshSchema.parse({ refreshToken: 'abc' })).toEqual({ refreshToken: 'abc' });
    expect(refreshSchema.parse({})).toEqual({});
    expect(refreshSchema.safeParse({ refreshToken: 1 }).success).toBe(false);
  });
});
