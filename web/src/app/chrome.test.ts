import { describe, expect, it } from 'vitest';
import { isBottomNavShown, isFooterShown, isHeaderHidden } from './chrome';

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

describe('bottom navigation pages', () => {
  it.each([
    '/public/league-schedule',
    '/public/league-schedule/organization/15/austin/7',
    '/PUBLIC/league-schedule/',
  ])('hides it on the public page %s', (path) => {
    expect(isBottomNavShown(path)).toBe(false);
  });

  it.each(['/', '/marketplace', '/events', '/team/12', '/publications'])('shows it on %s', (path) => {
    expect(isBottomNavShown(path)).toBe(true);
  });
});
