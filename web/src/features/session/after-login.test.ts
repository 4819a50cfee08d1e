import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

const member = (teams: Array<{ id: string; name: string }> = [], registrationComplete = true) => ({
  teams,
  registrationComplete,
});

describe('where a login goes (spec §4)', () => {
  it('returns to the page the login was opened from', () => {
    expect(afterLoginPath(member([{ id: '12', name: 'Red Lions' }]), '/events')).toBe('/events');
  });

  it('else to the user’s team page', () => {
    expect(afterLoginPath(member([{ id: '12', name: 'Red Lions' }]), null)).toBe('/team/12');
  });

  it('else to the splash', () => {
    expect(afterLoginPath(member(), undefined)).toBe('/');
  });

  it('ignores an unsafe or sign-in destination', () => {
    expect(afterLoginPath(member(), '//evil.example')).toBe('/');
    expect(afterLoginPath(member(), '/login')).toBe('/');
  });

  it('completes an incomplete registration first, keeping the destination', () => {
    expect(afterLoginPath(member([], false), '/events')).toBe('/settings/general?returnTo=%2Fevents');
    expect(afterLoginPath(member([], false), null)).toBe('/settings/general');
    expect(afterLoginPath(member([], false), '/settings/general')).toBe('/settings/general');
  });
});
