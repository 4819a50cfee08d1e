// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderApp } from '../../test-support/render-app';
import { leagueFixture, leagueId, rowFixture } from './league-fixtures';

await import('./league-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function leagueServer() {
  return mockServer({
    [`GET /api/league-common/${leagueId}`]: leagueFixture(),
    [`GET /api/league-common/${leagueId}/standings`]: {
      leagueId,
      stageId: 's',
      updatedAt: null,
      rows: [rowFixture('Red Lions'), rowFixture('Blue Herons', { position: 2, points: 3 })],
    },
  });
}

describe('the league page', () => {
  it('opens on the feed tab, with roster, feed, standings, schedule, leaderboard and playoffs', async () => {
    leagueServer();
    renderApp(`/league/${leagueId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin Spring 7s' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'ROSTER',
      'FEED',
      'STANDINGS',
      'SCHEDULE',
      'LEADERBOARD',
      'PLAYOFFS',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('FEED');
  });

  it('shows the standings table on its tab and keeps the view in the address', async () => {
    leagueServer();
    const { router } = renderApp(`/league/${leagueId}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'STANDINGS' }));
    expect(await screen.findByRole('rowheader', { name: 'Red Lions' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=standings');
  });

  it('says when the league does not exist', async () => {
    mockServer({});
    renderApp('/league/nope');
    expect(await screen.findByText('League not found.')).toBeTruthy();
  });
});
