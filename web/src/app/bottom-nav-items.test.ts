import { describe, expect, it } from 'vitest';
import { bottomNavItems } from './bottom-nav-items';

describe('bottom navigation items', () => {
  it('offers Club and Shop to a visitor without a team', () => {
    expect(bottomNavItems({ clubHref: '/', hasTeam: false })).toEqual([
      { label: 'Club', to: '/', icon: 'club' },
      { label: 'Shop', to: '/marketplace', icon: 'shop' },
    ]);
  });

  it('adds Schedule between them for a member with a team', () => {
    expect(
      bottomNavItems({ clubHref: '/team/12', hasTeam: true }).map((item) => [item.label, item.to]),
    ).toEqual([
      ['Club', '/team/12'],
      ['Schedule', '/events'],
      ['Shop', '/marketplace'],
    ]);
  });
});
