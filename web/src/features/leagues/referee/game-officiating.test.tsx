// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameCardDto, RefereeGameDto } from '../../../../../src/contracts/leagues/referees.ts';
import { memberFixture, mockServer, renderApp, signedIn } from '../../../test-support/render-app';
import { awayId, gameFixture, gameId, gamePageFixture, homeId } from '../league-fixtures';

await import('../league-event-page');
await import('./referee-games-page');
await import('../../home/home-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const referee = memberFixture({ firstName: 'Rafa', lastName: 'Ortega' });
const base = `/api/league-common/event-page/${gameId}`;
const player = (
  memberId: string,
  firstName: string,
  onSeasonRoster = true,
  shirtNumber: string | null = null,
) => ({
  memberId,
  firstName,
  lastName: 'Player',
  avatar: null,
  isCaptain: false,
  isSub: false,
  onSeasonRoster,
  shirtNumber,
  status: 'unknown' as const,
});
const card: GameCardDto = {
  id: '5a1c0000-0000-4000-8000-0000000ca001',
  leagueEventId: gameId,
  teamId: awayId,
  memberId: '5a1c0000-0000-4000-8000-0000000aa002',
  firstName: 'Bea',
  lastName: 'Player',
  kind: 'RED_CARD',
  minute: 78,
  createdAt: '2027-03-02T02:30:00.000Z',
};

function gameServer(canRecord: boolean) {
  signedIn();
  const page = gamePageFixture(null);
  return mockServer({
    'GET /api/member/me': referee,
    'GET /api/member/organizations-workspaces': [],
    [`GET ${base}/event`]: { ...page, permissions: { ...page.permissions, isReferee: canRecord } },
    [`GET ${base}/rosters`]: {
      eventId: gameId,
      teams: [
        {
          teamId: homeId,
          teamName: 'Red Lions',
          attendees: [],
          nonAttendees: [
            player('5a1c0000-0000-4000-8000-0000000aa001', 'Ana', true, '10'),
            // On the club's roster but not the season's: the server refuses to card her, so she is not offered.
            player('5a1c0000-0000-4000-8000-0000000aa003', 'Cleo', false),
          ],
        },
        {
          teamId: awayId,
          teamName: 'Blue Herons',
          attendees: [],
          nonAttendees: [player(card.memberId, 'Bea')],
        },
      ],
    },
    [`GET ${base}/comments`]: { eventId: gameId, comments: [] },
    [`GET ${base}/cards`]: { leagueEventId: gameId, cards: [card], canRecord },
    [`GET ${base}/match-report`]: null,
    [`POST ${base}/cards`]: (call: { body: unknown }) => ({
      status: 201,
      body: {
        status: 'success',
        data: { card: { ...card, ...(call.body as object) }, message: 'Card recorded.' },
      },
    }),
    [`PUT ${base}/match-report`]: {
      report: { leagueEventId: gameId, text: 'Fair game.', author: null, updatedAt: '' },
      message: 'Match report saved.',
    },
  });
}

describe("the league game's cards", () => {
  it('shows the cards to a player, without the forms or the report', async () => {
    const server = gameServer(false);
    renderApp(`/league-event/${gameId}`);
    const list = await screen.findByRole('list', { name: 'Cards shown' });
    expect(within(list).getByText(/Bea Player/)).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Red card' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record a card' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Match report' })).toBeNull();
    expect(server.callsTo('GET', `${base}/match-report`)).toHaveLength(0);
  });

  it("lets the game's referee record a yellow card for a player of either roster and write the report", async () => {
    const server = gameServer(true);
    renderApp(`/league-event/${gameId}`);
    const form = await screen.findByRole('form', { name: 'Record a card' });
    fireEvent.click(within(form).getByRole('button', { name: 'YELLOW CARD' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Choose a player');
    expect(server.callsTo('POST', `${base}/cards`)).toHaveLength(0);

    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(3));
    const offered = within(form)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a player', '#10 Ana Player (Red Lions)', 'Bea Player (Blue Herons)']);
    fireEvent.change(within(form).getByLabelText('Player'), {
      target: { value: `${homeId}:5a1c0000-0000-4000-8000-0000000aa001` },
    });
    fireEvent.change(within(form).getByLabelText('Minute (optional)'), { target: { value: '34' } });
    fireEvent.click(within(form).getByRole('button', { name: 'YELLOW CARD' }));
    await waitFor(() => expect(server.callsTo('POST', `${base}/cards`)).toHaveLength(1));
    expect(server.callsTo('POST', `${base}/cards`)[0]!.body).toEqual({
      teamId: homeId,
      memberId: '5a1c0000-0000-4000-8000-0000000aa001',
      kind: 'YELLOW_CARD',
      minute: 34,
    });

    const report = await screen.findByRole('form', { name: 'Match report' });
    fireEvent.change(within(report).getByLabelText('Report'), { target: { value: 'Fair game.' } });
    fireEvent.click(within(report).getByRole('button', { name: 'SAVE REPORT' }));
    await waitFor(() => expect(server.callsTo('PUT', `${base}/match-report`)).toHaveLength(1));
    expect(server.callsTo('PUT', `${base}/match-report`)[0]!.body).toEqual({ text: 'Fair game.' });
  }, 15_000);
});

describe('My games', () => {
  it("lists the referee's games with what is recorded, and says when there are none", async () => {
    signedIn();
    const game: RefereeGameDto = { ...gameFixture(), yellowCards: 2, redCards: 1, hasMatchReport: true };
    mockServer({
      'GET /api/member/me': referee,
      'GET /api/member/organizations-workspaces': [],
      'GET /api/league-common/referee/games?filter=future&limit=50': [game],
      'GET /api/league-common/referee/games?filter=past&limit=50': [],
    });
    renderApp('/referee');
    const list = await screen.findByRole('list', { name: 'Upcoming games' });
    expect(within(list).getByText('Report written')).toBeTruthy();
    expect(within(list).getByRole('link').getAttribute('href')).toBe(`/league-event/${gameId}`);
    fireEvent.click(screen.getByRole('tab', { name: 'PAST' }));
    expect(await screen.findByText('No past games.')).toBeTruthy();
  });
});

describe("a referee's ways to My games", () => {
  it('offers MY GAMES on the home page and in the account menu', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': referee,
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      'GET /api/member/organizations-workspaces': [
        {
          organization: { id: 15, name: 'Playfield Leagues', logo: null },
          role: 'referee',
          roleLabel: 'Referee',
          workspaces: [],
        },
      ],
    });
    const { router } = renderApp('/');
    const entry = await screen.findByRole('link', { name: 'MY GAMES' });
    expect(entry.getAttribute('href')).toBe('/referee');
    expect(screen.queryByRole('link', { name: 'ORGANIZER CONSOLE' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Rafa' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referee'));
  });
});
