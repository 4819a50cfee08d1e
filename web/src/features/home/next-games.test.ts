import { describe, expect, it } from 'vitest';
import { eventFixture } from '../events/event-fixtures';
import { gameFixture as leagueGame } from '../leagues/league-fixtures';
import { gameFixture as pickupGame } from '../pickup/pickup-fixtures';
import { nextGames } from './next-games';

describe('the next games of a member’s home', () => {
  it('merges team, pickup and league games soonest first, each linked to its own page', () => {
    const games = nextGames({
      team: [eventFixture({ id: 'e-1', dateAndTime: '2027-03-14T10:00:00.000Z' })],
      pickup: [pickupGame({ id: 42, startsAt: '2027-03-19T00:30:00.000Z' })],
      league: [leagueGame({ id: 'l-1', dateAndTime: '2027-03-02T01:00:00.000Z' })],
    });
    expect(games.map((game) => [game.kind, game.path, game.club, game.rsvp])).toEqual([
      ['league', '/league-event/l-1', 'Austin Spring 7s', 'unknown'],
      ['team', '/team-event/e-1', 'Red Lions', 'unknown'],
      ['pickup', '/pickup-event/42', 'Zilker Sunday', null],
    ]);
  });

  it('keeps only the first few, and takes the time and zone each game is played in', () => {
    const team = Array.from({ length: 4 }, (_, day) =>
      eventFixture({ id: `e-${day}`, dateAndTime: `2027-04-0${day + 2}T18:00:00.000Z` }),
    );
    const pickup = [pickupGame({ id: 7, startsAt: '2027-04-01T18:00:00.000Z' })];
    const games = nextGames({ team, pickup }, 3);
    expect(games.map((game) => game.key)).toEqual(['pickup:7', 'team:e-0', 'team:e-1']);
    expect(games[0]).toMatchObject({ startsAt: '2027-04-01T18:00:00.000Z', ianaTimezone: 'America/Chicago' });
  });

  it('is empty when nothing is coming', () => {
    expect(nextGames({ team: [], pickup: [], league: [] })).toEqual([]);
  });
});
