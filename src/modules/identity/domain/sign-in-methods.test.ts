import { describe, expect, it } from 'vitest';
import { canRemoveProvider } from './sign-in-methods.ts';

describe('removing a sign-in method', () => {
  it('keeps the last way to sign in', () => {
    expect(canRemoveProvider({ hasPassword: false, providers: ['google'] }, 'google')).toEqual({
      allowed: false,
      reason: 'last-method',
    });
  });

  it('allows removing a provider when a password remains', () => {
    expect(canRemoveProvider({ hasPassword: true, providers: ['google'] }, 'google')).toEqual({
      allowed: true,
    });
  });

  it('allows removing one provider when another remains', () => {
    expect(canRemoveProvider({ hasPassword: false, providers: ['apple', 'google'] }, 'apple')).toEqual({
      allowed: true,
    });
  });

  it('refuses a provider that is not linked', () => {
    expect(canRemoveProvider({ hasPassword: true, providers: [] }, 'apple')).toEqual({
      allowed: false,
      reason: 'not-linked',
    });
  });
});
