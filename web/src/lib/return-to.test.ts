import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo, withReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/settings/general')).toBe('/settings/general');
    expect(safeReturnTo('/team/12?player=abc')).toBe('/team/12?player=abc');
  });

  it('refuses other hosts and anything that is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'settings',
      '',
      null,
      undefined,
      '/a\nb',
    ]) {
      expect(safeReturnTo(value)).toBeUndefined();
    }
  });

  it('refuses the sign-in screens themselves, so a login never loops back into one', () => {
    for (const value of [
      '/',
      '/login',
      '/login?returnTo=%2Fx',
      '/create-account',
      '/verify?x=1',
      '/reset-password',
      '/auto-login',
      '/LOGIN/',
    ]) {
      expect(safeReturnTo(value)).toBeUndefined();
    }
  });
});

describe('loginHref', () => {
  it('remembers where the login was opened from', () => {
    expect(loginHref('/settings?player=7')).toBe(
      `/login?returnTo=${encodeURIComponent('/settings?player=7')}`,
    );
  });

  it('is plain /login from the splash or nowhere', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
  });
});

describe('withReturnTo', () => {
  it('adds to an existing query and leaves a path alone without a destination', () => {
    expect(withReturnTo('/auto-login', '/events')).toBe('/auto-login?returnTo=%2Fevents');
    expect(withReturnTo('/a?b=1', '/c')).toBe('/a?b=1&returnTo=%2Fc');
    expect(withReturnTo('/auto-login', undefined)).toBe('/auto-login');
  });
});
