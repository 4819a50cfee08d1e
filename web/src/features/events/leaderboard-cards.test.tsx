// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntryDto } from '../../../../src/contracts/events/index.ts';
import { mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { teamFixture } from '../clubs/club-fixtures';
import { me, teamId } from './event-fixtures';

await import('../clubs/team-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const entry = (firstName: string, value: number): LeaderboardEntryDto => ({
  memberId: `m-${firstName}`,
  firstName,
  lastName: 'Player',
  avatar: null,
  value,
});

function openLeaderboard(boards: unknown) {
  signedIn();
  mockServer({
    'GET /api/member/me': me,
    'GET /api/member/teams': {
      teams: [{ id: teamId, name: 'Red Lions', abbreviation: 'RL', logo: null, isCaptain: false }],
      pickupGroups: [],
    },
    [`GET /api/team/${teamId}`]: teamFixture({ id: teamId, memberCount: 5 }),
    [`GET /api/team/${teamId}/roster`]: [],
    'POST /api/permission': { type: 'team', isMember: true, fetchComplete: true },
    [`GET /api/team/${teamId}/leaderboards`]: boards,
  });
  renderApp(`/team/${teamId}`);
}

describe('team leaderboard cards (spec §2, §9)', () => {
  it('shows the top three, then View full list / MINIMIZE LIST', async () => {
    openLeaderboard({
      goals: [entry('Ada', 7), entry('Bea', 5), entry('Cy', 3), entry('Di', 2), entry('Ed', 1)],
      assists: [entry('Bea', 4)],
      potm: [],
      gamesPlayed: [entry('Ada', 3), entry('Bea', 3)],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'LEADERBOARD' }));
    const goals = await screen.findByRole('list', { name: 'Goals' });
    const rows = () =>
      within(goals)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows()).toEqual(['1Ada Player7', '2Bea Player5', '3Cy Player3']);
    const card = goals.closest('section') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'View full list' }));
    expect(rows()).toHaveLength(5);
    const minimize = within(card).getByRole('button', { name: 'MINIMIZE LIST' });
    expect(minimize.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(minimize);
    expect(rows()).toHaveLength(3);
    // Cards with three or fewer have no toggle; an empty one shows its hint.
    const assists = screen.getByRole('list', { name: 'Assists' }).closest('section') as HTMLElement;
    expect(within(assists).queryByRole('button', { name: 'View full list' })).toBeNull();
    expect(screen.getByText('Start tracking stats to take your spot on the team leaderboards.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Games played' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('shows the spec’s empty hints on every empty card', async () => {
    openLeaderboard({ goals: [], assists: [], potm: [], gamesPlayed: [] });
    fireEvent.click(await screen.findByRole('tab', { name: 'LEADERBOARD' }));
    expect(
      await screen.findByText(
        'Grab the crown! Start tracking stats to take your spot on the team leaderboards.',
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByText('Start tracking stats to take your spot on the team leaderboards.'),
    ).toHaveLength(2);
    expect(
      screen.getByText('Go on a hot streak! Games played will be automatically be tracked here.'),
    ).toBeTruthy();
  });
});
