// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueSeasonRostersDto } from '../../../../../src/contracts/leagues/season-roster.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../../src/contracts/leagues/season-roster.ts';
import { mockServer, renderApp } from '../../../test-support/render-app';
import { leagueFixture, leagueId } from '../league-fixtures';

await import('../league-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const teamId = '0192f1c4-0000-7000-8000-00000000000a';
const entry = (memberId: string, firstName: string, shirtNumber: string | null) => ({
  rosterId: `r-${memberId}`,
  memberId,
  firstName,
  lastName: 'Reyes',
  avatar: null,
  shirtNumber,
  addedAt: '2027-02-01T00:00:00.000Z',
});
const rosters = (canEdit: boolean): LeagueSeasonRostersDto => ({
  leagueId,
  locksAt: null,
  locked: false,
  teams: [
    {
      teamId,
      teamName: 'Red Lions',
      logo: null,
      canEdit,
      entries: [entry('m1', 'Dana', '10'), entry('m2', 'Eli', null)],
    },
  ],
});

function server(canEdit: boolean) {
  return mockServer({
    [`GET /api/league-common/${leagueId}`]: leagueFixture(),
    [`GET /api/league-common/${leagueId}/season-rosters`]: rosters(canEdit),
    [`GET /api/team/${teamId}/league-season-roster/leagues/${leagueId}`]: {
      ...rosters(canEdit).teams[0],
      leagueId,
      locksAt: null,
      locked: false,
      available: [],
    },
    [`PUT /api/team/${teamId}/league-season-roster/leagues/${leagueId}`]: rosters(canEdit).teams[0],
  });
}

describe("the league page's roster tab", () => {
  it('shows each team with its shirt numbers, without editing for a player', async () => {
    server(false);
    renderApp(`/league/${leagueId}?view=roster`);
    const card = await screen.findByRole('region', { name: 'Red Lions' });
    expect(within(card).getByText('10')).toBeTruthy();
    expect(within(card).getByText('No number')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'EDIT ROSTER' })).toBeNull();
  });

  it("lets the captain edit numbers in place, checking spec §5's rule before sending", async () => {
    const { callsTo } = server(true);
    renderApp(`/league/${leagueId}?view=roster`);
    fireEvent.click(await screen.findByRole('button', { name: 'EDIT ROSTER' }));
    const eli = screen.getByRole('textbox', { name: 'Shirt number for Eli Reyes' });
    fireEvent.change(eli, { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE NUMBERS' }));
    expect(await screen.findByText(SEASON_ROSTER_MESSAGES.shirtNumberInvalid)).toBeTruthy();
    const put = `/api/team/${teamId}/league-season-roster/leagues/${leagueId}`;
    expect(callsTo('PUT', put)).toHaveLength(0);

    fireEvent.change(eli, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE NUMBERS' }));
    await vi.waitFor(() => expect(callsTo('PUT', put)).toHaveLength(1));
    expect(callsTo('PUT', put)[0]?.body).toEqual({
      leagueId,
      teamId,
      updates: [{ memberId: 'm2', shirtNumber: '7' }],
    });
  });
});
