import { describe, expect, it } from 'vitest';
import { clubHref } from './club-path';

describe('club link', () => {
  it('goes to the last visited team page', () => {
    expect(clubHref('/team/12')).toBe('/team/12');
  });

  it('goes to the last visited pickup group page', () => {
    expect(clubHref('/pickup-group/7')).toBe('/pickup-group/7');
  });

  it.each([null, undefined, '', '/events', '/team/', 'https://elsewhere.example/team/1', '//evil/team/1'])(
    'falls back to the splash for %s',
    (stored) => {
      expect(clubHref(stored)).toBe('/');
    },
  );
});
