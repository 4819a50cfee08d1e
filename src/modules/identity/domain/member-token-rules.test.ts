import { describe, expect, it } from 'vitest';
import {
  isTokenUsable,
  type MemberTokenState,
  TOKEN_LIFETIME_MS,
  tokenExpiry,
} from './member-token-rules.ts';

const issuedAt = new Date('2026-11-22T12:00:00Z');
const reset: MemberTokenState = {
  purpose: 'password-reset',
  expiresAt: tokenExpiry('password-reset', issuedAt),
  usedAt: null,
  supersededAt: null,
};
const minutes = (count: number) => new Date(issuedAt.getTime() + count * 60_000);

describe('password-reset tokens', () => {
  it('live for 30 minutes', () => {
    expect(TOKEN_LIFETIME_MS['password-reset']).toBe(30 * 60 * 1000);
    expect(isTokenUsable(reset, 'password-reset', minutes(29))).toBe(true);
    expect(isTokenUsable(reset, 'password-reset', minutes(30))).toBe(false);
    expect(isTokenUsable(reset, 'password-reset', minutes(31))).toBe(false);
  });

  it('work once', () => {
    expect(isTokenUsable({ ...reset, usedAt: minutes(1) }, 'password-reset', minutes(2))).toBe(false);
  });

  it('die when a newer one is issued', () => {
    expect(isTokenUsable({ ...reset, supersededAt: minutes(1) }, 'password-reset', minutes(2))).toBe(false);
  });

  it('are good for nothing else', () => {
    expect(isTokenUsable(reset, 'email-verification', minutes(1))).toBe(false);
    expect(isTokenUsable(undefined, 'password-reset', minutes(1))).toBe(false);
  });
});

describe('verification tokens', () => {
  it('live for a week', () => {
    const token: MemberTokenState = {
      ...reset,
      purpose: 'email-verification',
      expiresAt: tokenExpiry('email-verification', issuedAt),
    };
    expect(isTokenUsable(token, 'email-verification', minutes(7 * 24 * 60 - 1))).toBe(true);
    expect(isTokenUsable(token, 'email-verification', minutes(7 * 24 * 60))).toBe(false);
  });
});
