// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { eventFixture } from '../events/event-fixtures';
import { gameFixture as pickupGame } from '../pickup/pickup-fixtures';
import { findLeagueHref, HOME_MESSAGES } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const coordinator = [
  {
    organization: { id: 15, name: 'Playfield Leagues', logo: null },
    role: 'coordinator',
    roleLabel: 'Coordinator',
    workspaces: [],
  },
];
const page = (data: unknown[]) => ({ status: 200, body: { status: 'success', data, hasNext: false } });
const team = { id: 'team-1', name: 'Red Lions', abbreviation: 'RL', logo: null, isCaptain: true };

function homeServer(replies: Record<string, unknown> = {}) {
  signedIn();
  return mockServer({
    'GET /api/member/me': memberFixture({ firstName: 'Ada' }),
    'GET /api/member/teams': { teams: [], pickupGroups: [] },
    'GET /api/member/organizations-workspaces': [],
    'GET /api/member/events': page([]),
    'GET /api/member/pickup-events': page([]),
    'GET /api/member/league-events': page([]),
    ...replies,
  });
}

describe('a signed-in member’s home', () => {
  it('offers the ways in to a member with no team or group, FIND A LEAGUE opening the marketplace', async () => {
    homeServer();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeTruthy();
    const start = await screen.findByRole('region', { name: 'Get in the game' });
    expect(within(start).getByText(HOME_MESSAGES.noClubs)).toBeTruthy();
    expect(within(start).getByRole('button', { name: 'CREATE TEAM' })).toBeTruthy();
    expect(within(start).getByRole('button', { name: 'CREATE PICKUP GROUP' })).toBeTruthy();
    expect(within(start).getByRole('link', { name: 'FIND A LEAGUE' }).getAttribute('href')).toBe(
      findLeagueHref,
    );
    expect(findLeagueHref).toBe('/marketplace');
  });

  it('lists the next games of every kind and the member’s clubs', async () => {
    homeServer({
      'GET /api/member/teams': { teams: [team], pickupGroups: [] },
      'GET /api/member/events': page([eventFixture()]),
      'GET /api/member/pickup-events': page([pickupGame({ isRegistered: true })]),
    });
    renderApp('/');
    const games = await screen.findByRole('list', { name: 'Next games' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/team-event/5e7a1c00-0000-4000-8000-000000000001', '/pickup-event/42']);
    const teams = screen.getByRole('list', { name: 'Your teams' });
    expect(
      within(teams)
        .getByRole('link', { name: /Red Lions/ })
        .getAttribute('href'),
    ).toBe('/team/team-1');
    expect(screen.getByText('No pickup group yet.')).toBeTruthy();
  });

  it('says so when its lists cannot be read, and tries again on TRY AGAIN', async () => {
    const server = homeServer({ 'GET /api/member/teams': failure(500, 'boom') });
    renderApp('/');
    expect(await screen.findByText(HOME_MESSAGES.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/member/teams')).toHaveLength(2));
  });

  it('says there is nothing coming when the member has clubs but no games', async () => {
    homeServer({ 'GET /api/member/teams': { teams: [team], pickupGroups: [] } });
    renderApp('/');
    expect(await screen.findByText('No upcoming events.')).toBeTruthy();
  });

  it('puts the organizer console on top for a coordinator who plays', async () => {
    homeServer({
      'GET /api/member/teams': { teams: [team], pickupGroups: [] },
      'GET /api/member/organizations-workspaces': coordinator,
    });
    renderApp('/');
    const entry = await screen.findByRole('link', { name: 'ORGANIZER CONSOLE' });
    expect(entry.getAttribute('href')).toBe('/organizer');
    expect(screen.getByRole('heading', { level: 2, name: 'Playfield Leagues' })).toBeTruthy();
  });

  it('takes a coordinator with no team or group to the organizer console', async () => {
    homeServer({ 'GET /api/member/organizations-workspaces': coordinator });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer'));
  });
});
