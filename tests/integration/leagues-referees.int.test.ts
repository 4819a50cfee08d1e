import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueEventRostersDto,
  LeagueLeaderboardDto,
  StaffDto,
  StandingsDto,
} from '../../src/contracts/leagues/index.ts';
import { leagueRoom } from '../../src/contracts/leagues/realtime.ts';
import {
  type GameCardResult,
  type GameCardsDto,
  LEAGUE_GAME_OFFICIATING_CHANGED,
  type LeagueGameOfficiatingChangedPush,
  type MatchReportDto,
  REFEREE_MESSAGES,
  type RefereeGameDto,
} from '../../src/contracts/leagues/referees.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  addToSeasonRoster,
  createLeague,
  eventually,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import type { TestApp } from '../support/test-app.ts';

// Referees through HTTP with the workers running: a coordinator names a referee on a game, the referee
// finds it in their games, shows cards and writes the match report; the cards reach the leaderboards,
// the table's fewestCards and the open game pages.

let app: TestApp;
let coordinator: TestMember;
let referee: TestMember;
let captainA: TestMember;
let playerA: TestMember;
let playerB: TestMember;
const { socketOf, join } = memberSockets(() => app);

beforeAll(async () => {
  ({ app, coordinator } = await startWithCoordinator());
  referee = await createMember(app, { firstName: 'Rafael', lastName: 'Ortega' });
  await makeStaff(app, referee.id, 'referee');
  captainA = await createMember(app, { firstName: 'Ana', lastName: 'Captain' });
  playerA = await createMember(app, { firstName: 'Pia', lastName: 'Player' });
  playerB = await createMember(app, { firstName: 'Bo', lastName: 'Visitor' });
}, 60_000);
afterAll(() => app?.stop());

/** A published league of two teams with one game that kicked off two hours ago, the referee named on it. */
async function refereedGame() {
  const captainB = await createMember(app);
  const teamA = await insertTeam(app, { captains: [captainA.id], players: [playerA.id], name: 'Referee A' });
  const teamB = await insertTeam(app, { captains: [captainB.id], players: [playerB.id], name: 'Referee B' });
  const league = await createLeague(app, coordinator.auth, { name: 'Referees League' });
  await registerTeams(app, coordinator.auth, league.id, [teamA, teamB]);
  // The league's rosters: a card is for a player on one (captain A stays off it).
  await addToSeasonRoster(app, coordinator.auth, league.id, teamA, [playerA.id]);
  await addToSeasonRoster(app, coordinator.auth, league.id, teamB, [playerB.id]);
  const { games } = await generateSchedule(app, coordinator.auth, league.id);
  const publish = await app.request(`/api/league/${league.id}/publish`, {
    method: 'POST',
    headers: coordinator.auth,
  });
  expect(publish.status).toBe(200);
  const game = games[0]!;
  await kickOffHoursAgo(app, game.id, 2);
  const named = await app.request(`/api/league/event/${game.id}`, {
    method: 'PATCH',
    headers: coordinator.auth,
    json: { refereeId: referee.id },
  });
  expect(named.status).toBe(200);
  const home = game.homeTeam.id === teamA;
  return { leagueId: league.id, gameId: game.id, teamA, teamB, home };
}

const card = (gameId: string, json: Record<string, unknown>, auth = referee.auth) =>
  app.request(`/api/league-common/event-page/${gameId}/cards`, { method: 'POST', headers: auth, json });

const cardCount = async (gameId: string) =>
  (
    await sql<{ count: number }>(
      app,
      'select count(*)::int as count from league_event_card where league_event_id = $1',
      [gameId],
    )
  )[0]!.count;

describe('naming a referee', () => {
  it('offers the organization’s referees and names one; a member who is not a referee is refused', async () => {
    const { leagueId, gameId } = await refereedGame();
    const listed = await app.request(`/api/league/${leagueId}/referees`, { headers: coordinator.auth });
    expect(listed.status).toBe(200);
    const referees = (await body<StaffDto[]>(listed)).data;
    expect(referees).toContainEqual(
      expect.objectContaining({
        memberId: referee.id,
        firstName: 'Rafael',
        lastName: 'Ortega',
        role: 'referee',
      }),
    );
    expect(referees.some((staff) => staff.memberId === coordinator.id)).toBe(false);

    const refused = await app.request(`/api/league/event/${gameId}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { refereeId: playerA.id },
    });
    expect(refused.status).toBe(400);
    expect((await body(refused)).errors?.[0]?.message).toBe(
      'The referee must be a referee of this organization.',
    );
    const page = await app.request(`/api/league-common/event-page/${gameId}/event`);
    expect((await body<{ event: { referee: unknown } }>(page)).data.event.referee).toEqual({
      memberId: referee.id,
      firstName: 'Rafael',
      lastName: 'Ortega',
    });
  });

  it('tells the pages open on the league when the game’s referee changes', async () => {
    const { leagueId, gameId } = await refereedGame();
    const sockets = await socketOf(playerB);
    expect(await join(sockets, leagueRoom(leagueId))).toMatchObject({ ok: true });
    const heard: LeagueGameOfficiatingChangedPush[] = [];
    sockets.on(LEAGUE_GAME_OFFICIATING_CHANGED, (push: LeagueGameOfficiatingChangedPush) => heard.push(push));
    // The naming in refereedGame() may still be on its way: count from a quiet room.
    await new Promise((settle) => setTimeout(settle, 300));
    heard.length = 0;

    const cleared = await app.request(`/api/league/event/${gameId}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { refereeId: null },
    });
    expect(cleared.status).toBe(200);
    await eventually(
      async () => heard,
      (pushes) => pushes.length === 1,
    );
    expect(heard).toEqual([{ leagueId, leagueEventId: gameId }]);
    sockets.off(LEAGUE_GAME_OFFICIATING_CHANGED);
  });

  it('lists the game among the referee’s games until it is past, and for nobody else', async () => {
    const { gameId } = await refereedGame();
    const mine = await app.request('/api/league-common/referee/games', { headers: referee.auth });
    expect(mine.status).toBe(200);
    const games = (await body<RefereeGameDto[]>(mine)).data;
    expect(games.find((game) => game.id === gameId)).toMatchObject({
      yellowCards: 0,
      redCards: 0,
      hasMatchReport: false,
      referee: { memberId: referee.id },
    });
    const past = await app.request('/api/league-common/referee/games?filter=past', { headers: referee.auth });
    expect((await body<RefereeGameDto[]>(past)).data.some((game) => game.id === gameId)).toBe(false);
    await kickOffHoursAgo(app, gameId, 73);
    const later = await app.request('/api/league-common/referee/games?filter=past', {
      headers: referee.auth,
    });
    expect((await body<RefereeGameDto[]>(later)).data.some((game) => game.id === gameId)).toBe(true);
    const theirs = await app.request('/api/league-common/referee/games', { headers: playerA.auth });
    expect((await body<RefereeGameDto[]>(theirs)).data).toEqual([]);
    const bad = await app.request('/api/league-common/referee/games?filter=soon', { headers: referee.auth });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors?.[0]?.message).toBe('filter must be future or past');
  });
});

describe('cards and the match report', () => {
  it('records a yellow card that the leaderboard shows at once and the table counts once the score stands', async () => {
    const { leagueId, gameId, teamA } = await refereedGame();
    const sockets = await socketOf(captainA);
    expect(await join(sockets, leagueRoom(leagueId))).toMatchObject({ ok: true });
    const pushed = new Promise<LeagueGameOfficiatingChangedPush>((resolve) =>
      sockets.once(LEAGUE_GAME_OFFICIATING_CHANGED, resolve),
    );

    const recorded = await card(gameId, {
      teamId: teamA,
      memberId: playerA.id,
      kind: 'YELLOW_CARD',
      minute: 34,
    });
    expect(recorded.status).toBe(201);
    const result = (await body<GameCardResult>(recorded)).data;
    expect(result).toMatchObject({
      message: 'Card recorded.',
      card: {
        teamId: teamA,
        memberId: playerA.id,
        firstName: 'Pia',
        lastName: 'Player',
        kind: 'YELLOW_CARD',
        minute: 34,
      },
    });
    expect(await pushed).toEqual({ leagueId, leagueEventId: gameId });

    const cards = await app.request(`/api/league-common/event-page/${gameId}/cards`);
    expect((await body<GameCardsDto>(cards)).data).toMatchObject({
      canRecord: false,
      cards: [{ id: result.card.id, kind: 'YELLOW_CARD' }],
    });
    const asReferee = await app.request(`/api/league-common/event-page/${gameId}/cards`, {
      headers: referee.auth,
    });
    expect((await body<GameCardsDto>(asReferee)).data.canRecord).toBe(true);

    const board = await app.request(`/api/league-common/${leagueId}/leaderboards?statType=YELLOW_CARD`);
    expect(board.status).toBe(200);
    expect((await body<LeagueLeaderboardDto>(board)).data).toMatchObject({
      statType: 'yellow_card',
      entries: [{ rank: 1, memberId: playerA.id, teamId: teamA, name: 'Pia Player', value: 1 }],
    });
    const reds = await app.request(`/api/league-common/${leagueId}/leaderboards?statType=red_card`);
    expect((await body<LeagueLeaderboardDto>(reds)).data.entries).toEqual([]);

    const outbox = await sql<{ payload: Record<string, unknown> }>(
      app,
      `select payload from outbox where event_name = 'leagues.card-recorded' and payload->>'leagueEventId' = $1`,
      [gameId],
    );
    expect(outbox.map((row) => row.payload)).toEqual([
      expect.objectContaining({ cardId: result.card.id, memberId: playerA.id, actorId: referee.id }),
    ]);

    const final = await app.request(`/api/league/event/${gameId}/final-score`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { homeScore: 1, awayScore: 1 },
    });
    expect(final.status).toBe(200);
    // A 1-1 draw: level on everything before fewestCards, the team without a card goes first.
    const table = await eventually(
      async () =>
        (await body<StandingsDto>(await app.request(`/api/league-common/${leagueId}/standings`))).data,
      (standings) => standings.rows.some((row) => row.played === 1),
    );
    expect(table.rows.map((row) => [row.teamId === teamA ? 'A' : 'B', row.cards, row.position])).toEqual([
      ['B', 0, 1],
      ['A', 1, 2],
    ]);

    // Removing the card takes it off the table again: the teams share first place.
    const removed = await app.request(`/api/league-common/event-page/${gameId}/cards/${result.card.id}`, {
      method: 'DELETE',
      headers: referee.auth,
    });
    expect(removed.status).toBe(200);
    expect((await body<GameCardResult>(removed)).data.message).toBe('Card removed.');
    const after = await eventually(
      async () =>
        (await body<StandingsDto>(await app.request(`/api/league-common/${leagueId}/standings`))).data,
      (standings) => standings.rows.every((row) => row.cards === 0),
    );
    expect(after.rows.map((row) => [row.position, row.shared])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('keeps the match report for the referee and the coordinators', async () => {
    const { gameId } = await refereedGame();
    const empty = await app.request(`/api/league-common/event-page/${gameId}/match-report`, {
      headers: referee.auth,
    });
    expect((await body<MatchReportDto | null>(empty)).data).toBeNull();
    const saved = await app.request(`/api/league-common/event-page/${gameId}/match-report`, {
      method: 'PUT',
      headers: referee.auth,
      json: { text: '  Good spirit. One caution for dissent.  ' },
    });
    expect(saved.status).toBe(200);
    expect((await body<{ message: string }>(saved)).data.message).toBe('Match report saved.');
    const read = await app.request(`/api/league-common/event-page/${gameId}/match-report`, {
      headers: coordinator.auth,
    });
    expect((await body<MatchReportDto>(read)).data).toMatchObject({
      text: 'Good spirit. One caution for dissent.',
      author: { memberId: referee.id, firstName: 'Rafael', lastName: 'Ortega' },
    });
    const captain = await app.request(`/api/league-common/event-page/${gameId}/match-report`, {
      headers: captainA.auth,
    });
    expect(captain.status).toBe(403);
    expect((await body(captain)).errors?.[0]?.message).toBe(REFEREE_MESSAGES.officialsOnly);
    const blank = await app.request(`/api/league-common/event-page/${gameId}/match-report`, {
      method: 'PUT',
      headers: referee.auth,
      json: { text: '   ' },
    });
    expect(blank.status).toBe(400);
    expect((await body(blank)).errors?.[0]).toMatchObject({
      message: 'This field is required',
      field: 'text',
    });
    const games = await app.request('/api/league-common/referee/games', { headers: referee.auth });
    expect(
      (await body<RefereeGameDto[]>(games)).data.find((game) => game.id === gameId)?.hasMatchReport,
    ).toBe(true);
  });

  it("takes a card for a team's sub in this game, who is not on its season roster", async () => {
    const { gameId, teamA, teamB } = await refereedGame();
    const sub = await createMember(app, { firstName: 'Sol', lastName: 'Sub' });
    const refused = await card(gameId, { teamId: teamB, memberId: sub.id, kind: 'YELLOW_CARD' });
    expect([refused.status, (await body(refused)).errors?.[0]?.message]).toEqual([
      400,
      REFEREE_MESSAGES.playerNotOnSeasonRoster,
    ]);
    // A marketplace sub accepted for team B in this game (issue 20), as leagues' subscriber records it.
    await sql(
      app,
      'insert into league_event_sub (league_event_id, member_id, team_id, added_at) values ($1, $2, $3, now())',
      [gameId, sub.id, teamB],
    );
    const carded = await card(gameId, { teamId: teamB, memberId: sub.id, kind: 'YELLOW_CARD' });
    expect(carded.status).toBe(201);
    // For that team only.
    const otherTeam = await card(gameId, { teamId: teamA, memberId: sub.id, kind: 'YELLOW_CARD' });
    expect(otherTeam.status).toBe(400);
  });

  it("tells the referee's player list who is on each season roster, with the shirt number", async () => {
    const { gameId, teamA, leagueId } = await refereedGame();
    const numbered = await app.request(`/api/team/${teamA}/league-season-roster/leagues/${leagueId}`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { leagueId, teamId: teamA, updates: [{ memberId: playerA.id, shirtNumber: '7' }] },
    });
    expect(numbered.status).toBe(200);
    const response = await app.request(`/api/league-common/event-page/${gameId}/rosters`, {
      headers: referee.auth,
    });
    expect(response.status).toBe(200);
    const { teams } = (await body<LeagueEventRostersDto>(response)).data;
    const teamOfA = teams.find((team) => team.teamId === teamA)!;
    const entries = [...teamOfA.attendees, ...teamOfA.nonAttendees].map((entry) => [
      entry.memberId,
      entry.onSeasonRoster,
      entry.shirtNumber,
    ]);
    // Captain A is on the club's roster only: listed for the RSVPs, but not someone the referee may card.
    expect(entries).toEqual(
      expect.arrayContaining([
        [playerA.id, true, '7'],
        [captainA.id, false, null],
      ]),
    );
  });

  it('refuses a card the rules do not allow, with the reason, and changes nothing', async () => {
    const { gameId, teamA, teamB } = await refereedGame();
    expect((await card(gameId, { teamId: teamA, memberId: playerA.id, kind: 'YELLOW_CARD' })).status).toBe(
      201,
    );
    expect((await card(gameId, { teamId: teamA, memberId: playerA.id, kind: 'YELLOW_CARD' })).status).toBe(
      201,
    );
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ teamId: teamA, memberId: playerA.id, kind: 'RED_CARD' }, 409, REFEREE_MESSAGES.sentOff],
      [
        { teamId: teamA, memberId: playerB.id, kind: 'YELLOW_CARD' },
        400,
        REFEREE_MESSAGES.playerNotOnSeasonRoster,
      ],
      [
        { teamId: coordinator.id, memberId: playerB.id, kind: 'YELLOW_CARD' },
        400,
        REFEREE_MESSAGES.playerNotInGame,
      ],
      [
        { teamId: teamB, memberId: playerB.id, kind: 'GREEN_CARD' },
        400,
        'Card must be YELLOW_CARD or RED_CARD',
      ],
      [
        { teamId: teamB, memberId: playerB.id, kind: 'RED_CARD', minute: 200 },
        400,
        'Minute must be a whole number from 0 to 150',
      ],
      [{ teamId: teamB, memberId: 'nobody', kind: 'RED_CARD' }, 400, 'Choose a player'],
      // On team A's club roster but not on its season roster for this league.
      [
        { teamId: teamA, memberId: captainA.id, kind: 'YELLOW_CARD' },
        400,
        "The player must be on that team's season roster for this league, or its sub for this game.",
      ],
    ];
    for (const [json, status, message] of cases) {
      const response = await card(gameId, json);
      expect([response.status, (await body(response)).errors?.[0]?.message]).toEqual([status, message]);
    }
    expect(await cardCount(gameId)).toBe(2);

    await kickOffHoursAgo(app, gameId, -2);
    const early = await card(gameId, { teamId: teamB, memberId: playerB.id, kind: 'YELLOW_CARD' });
    expect([early.status, (await body(early)).errors?.[0]?.message]).toEqual([
      409,
      REFEREE_MESSAGES.notStarted,
    ]);
    const unknown = await app.request(
      `/api/league-common/event-page/${gameId}/cards/00000000-0000-4000-8000-000000000000`,
      { method: 'DELETE', headers: referee.auth },
    );
    expect([unknown.status, (await body(unknown)).errors?.[0]?.message]).toEqual([
      404,
      REFEREE_MESSAGES.cardNotFound,
    ]);
    expect(await cardCount(gameId)).toBe(2);
  });

  it('takes the game from a referee removed from the organization’s staff', async () => {
    const { gameId, teamB } = await refereedGame();
    const former = await createMember(app);
    await makeStaff(app, former.id, 'referee');
    await app.request(`/api/league/event/${gameId}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { refereeId: former.id },
    });
    await sql(app, 'delete from organization_staff where member_id = $1', [former.id]);
    const response = await card(
      gameId,
      { teamId: teamB, memberId: playerB.id, kind: 'YELLOW_CARD' },
      former.auth,
    );
    expect(response.status).toBe(403);
    expect(await cardCount(gameId)).toBe(0);
  });
});
