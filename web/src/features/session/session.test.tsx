// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const mainNavLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Main' })[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('header account slot', () => {
  it('offers LOG IN to a visitor, remembering the page', async () => {
    mockServer({});
    renderApp('/health');
    const login = await screen.findByRole('link', { name: 'LOG IN' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fhealth');
  });

  it('shows the member’s menu: My profile, Settings, Log out', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': memberFixture(), 'GET /api/health': 'ok' });
    renderApp('/health');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account menu for Ada' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'Settings', 'Log out']);
    // Keyboard: the first item has focus, arrows move, Escape closes back onto the trigger.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My profile'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Settings');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens the own profile card from My profile', async () => {
    signedIn();
    const member = memberFixture();
    mockServer({
      'GET /api/member/me': member,
      'GET /api/health': 'ok',
      [`GET /api/member/${member.id}`]: {
        memberId: member.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        avatar: null,
        teams: [],
        role: 'player',
        isBlocked: false,
        isSelf: true,
        contact: null,
        stats: { games: 3, goals: 2, assists: 1, potm: 0 },
      },
    });
    const { router } = renderApp('/health');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'My profile' }));
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?player=${member.id}`);
  });

  it('shows Schedule only to a member with a team (spec §6)', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': memberFixture({ teams: [{ id: '12', name: 'Red Lions' }] }),
      'GET /api/health': 'ok',
    });
    renderApp('/health');
    await screen.findByRole('button', { name: 'Account menu for Ada' });
    expect(mainNavLinks()).toEqual(['Club', 'Schedule', 'Shop']);
  });

  it('keeps Schedule hidden for a member without a team', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': memberFixture(), 'GET /api/health': 'ok' });
    renderApp('/health');
    await screen.findByRole('button', { name: 'Account menu for Ada' });
    expect(mainNavLinks()).toEqual(['Club', 'Shop']);
  });
});

describe('session rules (spec §4)', () => {
  it('logs out: tells the server (the cookie names the session), clears storage, returns to the splash', async () => {
    signedIn();
    localStorage.setItem('lastClubPath', JSON.stringify('/team/12'));
    const server = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/auth/providers': [],
      'POST /api/auth/logout': { message: 'Signed out' },
    });
    const { router } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'LOG OUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({});
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a visitor on a members’ page to log in, and back afterwards', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    const { router } = renderApp('/settings/general');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/settings/general')}`);
  });

  it('ends a stale session quietly when the server says nobody is signed in', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': failure(401, 'Please log in'), 'GET /api/health': 'ok' });
    renderApp('/health');
    expect(await screen.findByRole('link', { name: 'LOG IN' })).toBeTruthy();
    expect(localStorage.getItem('authenticated')).toBeNull();
  });

  it('says why a social sign-in failed and takes the code off the address', async () => {
    mockServer({ 'GET /api/health': 'ok' });
    const { router } = renderApp('/health?authError=linked-to-another-member');
    expect(await screen.findByText('This account is already connected to another player.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
