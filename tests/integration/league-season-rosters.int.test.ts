import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueEventRostersDto } from '../../src/contracts/leagues/index.ts';
import type {
  LeagueSeasonRostersDto,
  SeasonRosterCheckDto,
  SeasonRosterDto,
} from '../../src/contracts/leagues/season-roster.ts';
import { SEASON_ROSTER_MESSAGES } from '../../src/contracts/leagues/season-roster.ts';
import { seedSeasonRosters } from '../../src/modules/leagues/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { addToRoster, insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  generateSchedule,
  OPERATOR_ORG,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

// Season rosters through HTTP on a real PostgreSQL: captains build them from their team and set shirt
// numbers (spec §5's rule), a player plays for one team per league, the coordinators' lock date, races
// on one shirt number or one player, and the same statements for 5 and 200 players.

let app: TestApp;
let coordinator: TestMember;
let orm: MikroORM;

beforeAll(async () => {
  ({ app, coordinator } = await startWithCoordinator({ worker: false }));
  orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
}, 60_000);
afterAll(() => app?.stop());

interface Season {
  leagueId: string;
  teamA: string;
  teamB: string;
  captainA: TestMember;
  captainB: TestMember;
  /** Players of team A (not on its season roster yet). */
  playersA: string[];
  playersB: string[];
}

async function season(format = '7x7', playersPerTeam = 3): Promise<Season> {
  const captainA = await createMember(app, { firstName: 'Cap', lastName: 'Alpha' });
  const captainB = await createMember(app, { firstName: 'Cap', lastName: 'Bravo' });
  const playersA = await insertMembers(app, playersPerTeam, 'Alpha');
  const playersB = await insertMembers(app, playersPerTeam, 'Bravo');
  const teamA = await insertTeam(app, { captains: [captainA.id], players: playersA, name: 'Alpha FC' });
  const teamB = await insertTeam(app, { captains: [captainB.id], players: playersB, name: 'Bravo United' });
  const league = await createLeague(app, coordinator.auth, { format });
  await registerTeams(app, coordinator.auth, league.id, [teamA, teamB]);
  await sql(app, `update league set status = 'published' where id = $1`, [league.id]);
  return { leagueId: league.id, teamA, teamB, captainA, captainB, playersA, playersB };
}

const rosterPath = (teamId: string) => `/api/team/${teamId}/league-season-roster`;

async function add(
  s: Season,
  as: TestMember,
  teamId: string,
  players: Array<{ memberId: string; shirtNumber?: string | null }>,
) {
  return app.request(rosterPath(teamId), {
    method: 'POST',
    headers: as.auth,
    json: { leagueId: s.leagueId, players },
  });
}
const setNumbers = (
  s: Season,
  as: TestMember,
  teamId: string,
  updates: Array<{ memberId: string; shirtNumber: string | null }>,
) =>
  app.request(`${rosterPath(teamId)}/leagues/${s.leagueId}`, {
    method: 'PUT',
    headers: as.auth,
    json: { leagueId: s.leagueId, teamId, updates },
  });
async function roster(s: Season, as: TestMember, teamId: string): Promise<SeasonRosterDto> {
  const response = await app.request(`${rosterPath(teamId)}/leagues/${s.leagueId}`, { headers: as.auth });
  expect(response.status).toBe(200);
  return (await body<SeasonRosterDto>(response)).data;
}
const numbers = (dto: SeasonRosterDto) =>
  Object.fromEntries(dto.entries.map((entry) => [entry.memberId, entry.shirtNumber]));
const messages = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ message: string }> }).errors.map((error) => error.message);
const outboxCount = async (name: string, leagueId: string) =>
  Number(
    (
      await sql<{ n: string }>(
        app,
        `select count(*) as n from outbox where event_name = $1 and payload->>'leagueId' = $2`,
        [name, leagueId],
      )
    )[0]?.n,
  );

describe('building a season roster', () => {
  it('lets the captain choose players of the team, with shirt numbers, and records the event', async () => {
    const s = await season();
    const before = await roster(s, s.captainA, s.teamA);
    expect(before.canEdit).toBe(true);
    expect(before.entries).toEqual([]);
    expect(before.available.map((player) => player.memberId).sort()).toEqual(
      [s.captainA.id, ...s.playersA].sort(),
    );

    const response = await add(s, s.captainA, s.teamA, [
      { memberId: s.playersA[0]!, shirtNumber: '10' },
      { memberId: s.playersA[1]! },
    ]);
    expect(response.status).toBe(201);
    const after = (await body<SeasonRosterDto>(response)).data;
    expect(after.entries.map((entry) => [entry.memberId, entry.shirtNumber])).toEqual([
      [s.playersA[0], '10'],
      [s.playersA[1], null],
    ]);
    expect(after.entries[0]!.firstName).toMatch(/^Alpha/);
    expect(after.available.map((player) => player.memberId).sort()).toEqual(
      [s.captainA.id, s.playersA[2]].sort(),
    );
    expect(await outboxCount('leagues.season-roster-players-added', s.leagueId)).toBe(1);

    // A teammate sees it too, without the choice of players.
    const player = await createMember(app);
    await addToRoster(app, s.teamA, [player.id]);
    const seen = await roster(s, player, s.teamA);
    expect(seen.canEdit).toBe(false);
    expect(seen.available).toEqual([]);
    expect(seen.entries).toHaveLength(2);

    // The league page's tab: every team, and which of them the viewer may change.
    const tab = async (as: TestMember) =>
      (
        await body<LeagueSeasonRostersDto>(
          await app.request(`/api/league-common/${s.leagueId}/season-rosters`, { headers: as.auth }),
        )
      ).data.teams.map((team) => [team.teamName, team.canEdit, team.entries.length]);
    expect(await tab(s.captainA)).toEqual([
      ['Alpha FC', true, 2],
      ['Bravo United', false, 0],
    ]);
    expect(await tab(player)).toEqual([
      ['Alpha FC', false, 2],
      ['Bravo United', false, 0],
    ]);
    expect(await tab(coordinator)).toEqual([
      ['Alpha FC', true, 2],
      ['Bravo United', true, 0],
    ]);
  });

  it('refuses a player who is not on the team, and one listed twice, changing nothing', async () => {
    const s = await season();
    const outsider = await add(s, s.captainA, s.teamA, [{ memberId: s.playersB[0]! }]);
    expect(outsider.status).toBe(409);
    expect(await messages(outsider)).toEqual([SEASON_ROSTER_MESSAGES.notOnTeam(`Bravo 1 Bulk`)]);
    const twice = await add(s, s.captainA, s.teamA, [
      { memberId: s.playersA[0]! },
      { memberId: s.playersA[0]! },
    ]);
    expect(twice.status).toBe(400);
    expect(await messages(twice)).toEqual([SEASON_ROSTER_MESSAGES.playerTwice]);
    expect((await roster(s, s.captainA, s.teamA)).entries).toEqual([]);
  });

  it('keeps a player on one team per league, naming the other team', async () => {
    const s = await season();
    const both = (await createMember(app, { firstName: 'Dana', lastName: 'Reyes' })).id;
    await addToRoster(app, s.teamA, [both]);
    await addToRoster(app, s.teamB, [both]);
    expect((await add(s, s.captainA, s.teamA, [{ memberId: both }])).status).toBe(201);
    const second = await add(s, s.captainB, s.teamB, [{ memberId: both }]);
    expect(second.status).toBe(409);
    expect(await messages(second)).toEqual([SEASON_ROSTER_MESSAGES.onAnotherTeam('Dana Reyes', 'Alpha FC')]);
    const again = await add(s, s.captainA, s.teamA, [{ memberId: both }]);
    expect(again.status).toBe(409);
    expect(await messages(again)).toEqual([SEASON_ROSTER_MESSAGES.alreadyOnRoster('Dana Reyes')]);
    // In another league the same player may play for the other team.
    const other = await createLeague(app, coordinator.auth, { name: 'Another league' });
    await registerTeams(app, coordinator.auth, other.id, [s.teamB]);
    // A draft does not exist for captains (404) until it is published.
    expect((await add({ ...s, leagueId: other.id }, s.captainB, s.teamB, [{ memberId: both }])).status).toBe(
      404,
    );
    await sql(app, `update league set status = 'published' where id = $1`, [other.id]);
    const elsewhere = await add({ ...s, leagueId: other.id }, s.captainB, s.teamB, [{ memberId: both }]);
    expect(elsewhere.status).toBe(201);
  });

  it('takes a player off the season roster', async () => {
    const s = await season();
    const added = (
      await body<SeasonRosterDto>(await add(s, s.captainA, s.teamA, [{ memberId: s.playersA[0]! }]))
    ).data;
    const rosterId = added.entries[0]!.rosterId;
    const removed = await app.request(`${rosterPath(s.teamA)}/${rosterId}/remove`, {
      method: 'POST',
      headers: s.captainA.auth,
    });
    expect(removed.status).toBe(200);
    expect((await body<SeasonRosterDto>(removed)).data.entries).toEqual([]);
    expect(await outboxCount('leagues.season-roster-player-removed', s.leagueId)).toBe(1);
    const gone = await app.request(`${rosterPath(s.teamA)}/${rosterId}/remove`, {
      method: 'POST',
      headers: s.captainA.auth,
    });
    expect(gone.status).toBe(404);
    expect(await messages(gone)).toEqual([SEASON_ROSTER_MESSAGES.entryNotFound]);
  });

  it('frees the players of a team taken out of the league', async () => {
    const s = await season();
    const both = (await createMember(app)).id;
    await addToRoster(app, s.teamA, [both]);
    await addToRoster(app, s.teamB, [both]);
    expect((await add(s, s.captainA, s.teamA, [{ memberId: both }])).status).toBe(201);
    const out = await app.request(`/api/league/${s.leagueId}/teams/${s.teamA}`, {
      method: 'DELETE',
      headers: coordinator.auth,
    });
    expect(out.status).toBe(200);
    expect(await sql(app, 'select 1 from league_season_roster where team_id = $1', [s.teamA])).toEqual([]);
    expect((await add(s, s.captainB, s.teamB, [{ memberId: both }])).status).toBe(201);
  });

  it('answers 404 for a team that does not play in the league', async () => {
    const s = await season();
    const stray = await insertTeam(app, { captains: [s.captainA.id], name: 'Stray' });
    const response = await app.request(`${rosterPath(stray)}/leagues/${s.leagueId}`, {
      headers: s.captainA.auth,
    });
    expect(response.status).toBe(404);
    expect(await messages(response)).toEqual([SEASON_ROSTER_MESSAGES.teamNotInLeague]);
  });
});

describe('shirt numbers', () => {
  async function withPlayers() {
    const s = await season();
    await add(
      s,
      s.captainA,
      s.teamA,
      s.playersA.map((memberId, index) => ({ memberId, shirtNumber: String(index + 1) })),
    );
    return s;
  }

  it('updates several at once, lets two players swap, and N/A repeat', async () => {
    const s = await withPlayers();
    const [p1, p2, p3] = s.playersA as [string, string, string];
    const swap = await setNumbers(s, s.captainA, s.teamA, [
      { memberId: p1, shirtNumber: '2' },
      { memberId: p2, shirtNumber: '1' },
    ]);
    expect(swap.status).toBe(200);
    expect(numbers((await body<SeasonRosterDto>(swap)).data)).toEqual({ [p1]: '2', [p2]: '1', [p3]: '3' });
    const none = await setNumbers(s, s.captainA, s.teamA, [
      { memberId: p1, shirtNumber: 'n/a' },
      { memberId: p2, shirtNumber: 'N/A' },
      { memberId: p3, shirtNumber: null },
    ]);
    expect(numbers((await body<SeasonRosterDto>(none)).data)).toEqual({
      [p1]: 'N/A',
      [p2]: 'N/A',
      [p3]: null,
    });
    expect(await outboxCount('leagues.shirt-numbers-updated', s.leagueId)).toBe(2);
  });

  it("refuses a number another player wears, with the spec's wording, changing nothing", async () => {
    const s = await withPlayers();
    const [p1, p2] = s.playersA as [string, string];
    const taken = await setNumbers(s, s.captainA, s.teamA, [{ memberId: p1, shirtNumber: '2' }]);
    expect(taken.status).toBe(409);
    expect(await messages(taken)).toEqual([SEASON_ROSTER_MESSAGES.shirtNumberTaken('2')]);
    const twice = await setNumbers(s, s.captainA, s.teamA, [
      { memberId: p1, shirtNumber: '99' },
      { memberId: p2, shirtNumber: '99' },
    ]);
    expect(twice.status).toBe(400);
    expect(await messages(twice)).toEqual([SEASON_ROSTER_MESSAGES.shirtNumberTwice('99')]);
    // The same number on the other team is fine.
    await add(s, s.captainB, s.teamB, [{ memberId: s.playersB[0]!, shirtNumber: '1' }]);
    expect(Object.values(numbers(await roster(s, s.captainA, s.teamA)))).toEqual(['1', '2', '3']);
  });

  it('answers 400 with the rule for a bad number, changing nothing', async () => {
    const s = await withPlayers();
    const [p1] = s.playersA as [string];
    for (const [shirtNumber, message] of [
      ['1234567890', SEASON_ROSTER_MESSAGES.shirtNumberInvalid],
      ['A'.repeat(21), SEASON_ROSTER_MESSAGES.shirtNumberTooLong],
      ['7 up', SEASON_ROSTER_MESSAGES.shirtNumberInvalid],
    ] as const) {
      const response = await setNumbers(s, s.captainA, s.teamA, [{ memberId: p1, shirtNumber }]);
      expect(response.status).toBe(400);
      expect(await messages(response)).toEqual([message]);
    }
    const mismatch = await app.request(`${rosterPath(s.teamA)}/leagues/${s.leagueId}`, {
      method: 'PUT',
      headers: s.captainA.auth,
      json: { leagueId: s.leagueId, teamId: s.teamB, updates: [{ memberId: p1, shirtNumber: '5' }] },
    });
    expect(mismatch.status).toBe(400);
    expect(await messages(mismatch)).toEqual([SEASON_ROSTER_MESSAGES.leagueMismatch]);
    expect(numbers(await roster(s, s.captainA, s.teamA))[p1]).toBe('1');
  });

  it('changes one entry by PUT or PATCH on its rosterId', async () => {
    const s = await withPlayers();
    const entry = (await roster(s, s.captainA, s.teamA)).entries[0]!;
    for (const [method, shirtNumber] of [
      ['PUT', '77'],
      ['PATCH', 'GK'],
    ] as const) {
      const response = await app.request(`${rosterPath(s.teamA)}/${entry.rosterId}`, {
        method,
        headers: s.captainA.auth,
        json: { shirtNumber },
      });
      expect(response.status).toBe(200);
      expect(numbers((await body<SeasonRosterDto>(response)).data)[entry.memberId]).toBe(shirtNumber);
    }
    const clash = await app.request(`${rosterPath(s.teamA)}/${entry.rosterId}`, {
      method: 'PATCH',
      headers: s.captainA.auth,
      json: { shirtNumber: '2' },
    });
    expect(clash.status).toBe(409);
  });

  it('gives one shirt number to one of two players asked at the same time', async () => {
    const s = await withPlayers();
    const [p1, p2] = s.playersA as [string, string];
    for (let round = 0; round < 5; round += 1) {
      const number = String(50 + round);
      const answers = await Promise.all([
        setNumbers(s, s.captainA, s.teamA, [{ memberId: p1, shirtNumber: number }]),
        setNumbers(s, coordinator, s.teamA, [{ memberId: p2, shirtNumber: number }]),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(await messages(loser)).toEqual([SEASON_ROSTER_MESSAGES.shirtNumberTaken(number)]);
      const wearers = (await roster(s, s.captainA, s.teamA)).entries.filter((e) => e.shirtNumber === number);
      expect(wearers).toHaveLength(1);
    }
  });

  it('puts a player asked for by two teams at the same time on one of them only', async () => {
    const s = await season();
    for (let round = 0; round < 5; round += 1) {
      const both = (await createMember(app)).id;
      await addToRoster(app, s.teamA, [both]);
      await addToRoster(app, s.teamB, [both]);
      const answers = await Promise.all([
        add(s, s.captainA, s.teamA, [{ memberId: both }]),
        add(s, s.captainB, s.teamB, [{ memberId: both }]),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const rows = await sql(
        app,
        'select team_id from league_season_roster where league_id = $1 and member_id = $2',
        [s.leagueId, both],
      );
      expect(rows).toHaveLength(1);
    }
  });
});

describe('the roster lock date', () => {
  it('leaves only coordinators to change season rosters from the lock date on', async () => {
    const s = await season();
    await add(s, s.captainA, s.teamA, [{ memberId: s.playersA[0]!, shirtNumber: '4' }]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const set = await app.request(`/api/league/${s.leagueId}/season-roster-lock`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { locksAt: future },
    });
    expect(set.status).toBe(200);
    expect((await body<LeagueSeasonRostersDto>(set)).data).toMatchObject({
      locksAt: future,
      locked: false,
    });
    expect((await add(s, s.captainA, s.teamA, [{ memberId: s.playersA[1]! }])).status).toBe(201);

    await app.request(`/api/league/${s.leagueId}/season-roster-lock`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { locksAt: new Date(Date.now() - 1000).toISOString() },
    });
    const captainView = await roster(s, s.captainA, s.teamA);
    expect(captainView).toMatchObject({ locked: true, canEdit: false, available: [] });
    const late = await add(s, s.captainA, s.teamA, [{ memberId: s.playersA[2]! }]);
    expect(late.status).toBe(403);
    expect(await messages(late)).toEqual([SEASON_ROSTER_MESSAGES.locked]);
    const lateNumber = await setNumbers(s, s.captainA, s.teamA, [
      { memberId: s.playersA[0]!, shirtNumber: '5' },
    ]);
    expect(lateNumber.status).toBe(403);
    expect((await add(s, coordinator, s.teamA, [{ memberId: s.playersA[2]! }])).status).toBe(201);
    expect(
      (await setNumbers(s, coordinator, s.teamA, [{ memberId: s.playersA[0]!, shirtNumber: '5' }])).status,
    ).toBe(200);
    expect(await outboxCount('leagues.season-roster-lock-set', s.leagueId)).toBe(2);

    // Lifted, captains may change it again.
    await app.request(`/api/league/${s.leagueId}/season-roster-lock`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { locksAt: null },
    });
    expect(
      (await setNumbers(s, s.captainA, s.teamA, [{ memberId: s.playersA[0]!, shirtNumber: '6' }])).status,
    ).toBe(200);
  });

  it('answers 400 for a date that is not one', async () => {
    const s = await season();
    const response = await app.request(`/api/league/${s.leagueId}/season-roster-lock`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { locksAt: 'next tuesday' },
    });
    expect(response.status).toBe(400);
    expect(await messages(response)).toEqual([SEASON_ROSTER_MESSAGES.invalidLockDate]);
  });
});

describe("the coordinators' checks", () => {
  it('warns of a team short of the players to avoid a forfeit and lists players owing the waiver', async () => {
    const s = await season('7x7', 4);
    await add(
      s,
      s.captainA,
      s.teamA,
      s.playersA.map((memberId) => ({ memberId })),
    );
    await add(s, s.captainB, s.teamB, [{ memberId: s.playersB[0]! }, { memberId: s.playersB[1]! }]);
    const published = await app.request(`/api/organization/${OPERATOR_ORG}/waivers`, {
      method: 'POST',
      headers: coordinator.auth,
      json: { name: 'Season waiver', waiverVersion: `v${Date.now()}`, text: 'Play fair.' },
    });
    expect(published.status).toBe(201);
    const waiverId = (await body<{ waiver: { id: string } }>(published)).data.waiver.id;
    // Bravo's first player signs; everyone else owes it.
    const signer = await createMember(app, { firstName: 'Sig', lastName: 'Ner' });
    await addToRoster(app, s.teamB, [signer.id]);
    await add(s, s.captainB, s.teamB, [{ memberId: signer.id }]);
    expect(
      (
        await app.request(`/api/member/${signer.id}/waivers/${waiverId}`, {
          method: 'POST',
          headers: signer.auth,
        })
      ).status,
    ).toBeLessThan(300);

    const response = await app.request(`/api/league/${s.leagueId}/season-roster-checks`, {
      headers: coordinator.auth,
    });
    expect(response.status).toBe(200);
    const checks = (await body<SeasonRosterCheckDto[]>(response)).data;
    const alpha = checks.find((check) => check.teamId === s.teamA)!;
    const bravo = checks.find((check) => check.teamId === s.teamB)!;
    expect(alpha).toMatchObject({ players: 4, playersToAvoidForfeit: 4, forfeitRisk: false });
    expect(bravo).toMatchObject({ players: 3, playersToAvoidForfeit: 4, forfeitRisk: true });
    expect(alpha.outstandingWaivers).toHaveLength(4);
    expect(bravo.outstandingWaivers.map((player) => player.memberId).sort()).toEqual(
      [s.playersB[0], s.playersB[1]].sort(),
    );
  });
});

describe('statements per read', () => {
  it("reads a team season roster, the league page tab and a game's rosters in the same statements for 5 and 200 players", async () => {
    const counts: Array<{ team: number; league: number; game: number }> = [];
    for (const size of [5, 200]) {
      const s = await season('7x7', 0);
      const players = await insertMembers(app, size, `Size${size}`);
      await addToRoster(app, s.teamA, players);
      const added = await add(
        s,
        s.captainA,
        s.teamA,
        players.map((memberId, index) => ({ memberId, shirtNumber: String(index + 1) })),
      );
      expect(added.status).toBe(201);
      let team: SeasonRosterDto | undefined;
      let league: LeagueSeasonRostersDto | undefined;
      const teamStatements = await countQueries(orm, async () => {
        team = await roster(s, s.captainA, s.teamA);
      });
      const leagueStatements = await countQueries(orm, async () => {
        league = (
          await body<LeagueSeasonRostersDto>(
            await app.request(`/api/league-common/${s.leagueId}/season-rosters`, {
              headers: s.captainA.auth,
            }),
          )
        ).data;
      });
      // A game's rosters (the referee's card form reads who is on the season roster, with the number).
      const { games } = await generateSchedule(app, coordinator.auth, s.leagueId);
      let game: LeagueEventRostersDto | undefined;
      const gameStatements = await countQueries(orm, async () => {
        game = (
          await body<LeagueEventRostersDto>(
            await app.request(`/api/league-common/event-page/${games[0]!.id}/rosters`, {
              headers: s.captainA.auth,
            }),
          )
        ).data;
      });
      const alphaEntries = game?.teams.find((t) => t.teamId === s.teamA);
      const numbered = [...(alphaEntries?.attendees ?? []), ...(alphaEntries?.nonAttendees ?? [])].filter(
        (entry) => entry.onSeasonRoster && entry.shirtNumber !== null,
      );
      expect(numbered).toHaveLength(size);
      expect(team?.entries).toHaveLength(size);
      expect(team?.entries.every((entry) => entry.firstName.startsWith(`Size${size}`))).toBe(true);
      expect(league?.teams.find((t) => t.teamId === s.teamA)?.entries).toHaveLength(size);
      const own = (queries: string[]) => queries.filter((query) => !/\b(outbox|inbox)\b/.test(query)).length;
      counts.push({ team: own(teamStatements), league: own(leagueStatements), game: own(gameStatements) });
    }
    expect(counts[0]!.team).toBeGreaterThan(0);
    // A game's rosters: the game, then the viewer's staff role and both team roles together, then the two
    // club rosters (one clubs statement) with the game's subs, answers, season rosters and team names (one
    // leagues statement) together, then the players' names: 7 statements in 4 round trips.
    expect(counts[0]!.game).toBe(7);
    expect(counts[1]).toEqual(counts[0]);
  });
});

describe('demo season rosters', () => {
  it("fills a league's empty season rosters from the teams, one team per player, once", async () => {
    const s = await season('7x7', 2);
    const both = (await createMember(app, { firstName: 'Dual', lastName: 'Player' })).id;
    await addToRoster(app, s.teamA, [both]);
    await addToRoster(app, s.teamB, [both]);
    const seed = () => orm.em.fork().transactional((tx) => seedSeasonRosters(tx, OPERATOR_ORG, new Date()));
    expect(await seed()).toBeGreaterThanOrEqual(7);
    const alpha = await roster(s, coordinator, s.teamA);
    const bravo = await roster(s, coordinator, s.teamB);
    expect(alpha.entries.map((entry) => entry.shirtNumber)).toEqual(['10', '1', '2', '3']);
    expect(alpha.entries[0]!.memberId).toBe(s.captainA.id);
    expect(bravo.entries.map((entry) => entry.memberId)).not.toContain(both);
    expect(bravo.entries).toHaveLength(3);
    expect(await seed()).toBe(0);
    expect((await roster(s, coordinator, s.teamA)).entries).toHaveLength(4);
  });
});
