import { describe, expect, it } from 'vitest';
import { captainsAfter, leavesNoCaptain } from './captaincy.ts';

describe('captaincy', () => {
  const captains = new Set(['ana', 'leo']);

  it('lets one of two captains step down', () => {
    expect(leavesNoCaptain(captains, [{ memberId: 'ana', isCaptain: false }])).toBe(false);
  });

  it('refuses a change set that unsets every captain', () => {
    expect(
      leavesNoCaptain(captains, [
        { memberId: 'ana', isCaptain: false },
        { memberId: 'leo', isCaptain: false },
      ]),
    ).toBe(true);
  });

  it('refuses the sole captain leaving, even when alone on the roster', () => {
    expect(leavesNoCaptain(new Set(['ana']), [], ['ana'])).toBe(true);
  });

  it('allows handing over captaincy in the same change set', () => {
    const changes = [
      { memberId: 'ana', isCaptain: false },
      { memberId: 'kai', isCaptain: true },
    ];
    expect(leavesNoCaptain(new Set(['ana']), changes)).toBe(false);
    expect([...captainsAfter(new Set(['ana']), changes)]).toEqual(['kai']);
  });

  it('allows a player without captaincy to leave', () => {
    expect(leavesNoCaptain(new Set(['ana']), [], ['kai'])).toBe(false);
  });
});
