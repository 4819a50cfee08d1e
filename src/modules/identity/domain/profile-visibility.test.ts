import { describe, expect, it } from 'vitest';
import { profileVisibility } from './profile-visibility.ts';

describe('profile visibility (spec §6)', () => {
  it('shows the owner everything', () => {
    expect(profileVisibility('m1', 'm1', false)).toEqual({ isSelf: true, contact: true, stats: true });
  });

  it('hides contact and stats from another member', () => {
    expect(profileVisibility('m2', 'm1', false)).toEqual({ isSelf: false, contact: false, stats: false });
  });

  it('shows a teammate the contact block but not the stats', () => {
    expect(profileVisibility('m2', 'm1', true)).toEqual({ isSelf: false, contact: true, stats: false });
  });
});
