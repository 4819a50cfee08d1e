import { describe, expect, it } from 'vitest';
import { isFooterShown, isHeaderHidden } from './chrome';

describe('header and footer pages', () => {
  it.each([
    '/',
    '/create-account',
    '/ts',
    '/ts/',
    '/csae-policy',
    '/public/league-schedule',
    '/public/league-schedule/organization/15',
    '/public/league-schedule/organization/15/home',
    '/marketplace',
    '/marketplace/free-agent/42',
    '/marketplace/league/registration-success',
  ])('hides the header and shows the footer on %s', (path) => {
    expect(isHeaderHidden(path)).toBe(true);
    expect(isFooterShown(path)).toBe(true);
  });

  it.each([
    '/health',
    '/captcha',
    '/team/12',
    '/pickup-group/3',
    '/events',
    '/settings/',
    '/privacy',
    '/marketplaces',
    '/public/other',
    '/terms',
  ])('shows the header and hides the footer on %s', (path) => {
    expect(isHeaderHidden(path)).toBe(false);
    expect(isFooterShown(path)).toBe(false);
  });

  it('shows the header at / once signed in (the member’s home; an unknown path wears the chrome of /)', () => {
    expect(isHeaderHidden('/', true)).toBe(false);
    expect(isFooterShown('/', true)).toBe(false);
    expect(isHeaderHidden('/create-account', true)).toBe(true);
    expect(isHeaderHidden('/marketplace', true)).toBe(true);
  });
});
