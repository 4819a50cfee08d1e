import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueScheduleDto, PlayoffBracketDto } from '../../src/contracts/leagues/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  CORA,
  createLeague,
  eventually,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  publishLeague,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ coordinator: CORA })), 60_000);
afterAll(() => app?.stop());

/** A published league of `count` teams (Team A, B, …), one game a Tuesday, its schedule generated. */
async function season(count: number) {
  const captains: TestMember[] = [];
  const players: TestMember[] = [];
  const teamIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const captain = await createMember(app, { firstName: `Cap${i}` });
    const player = await createMember(app, { firstName: `Player${i}` });
    captains.push(captain);
    players.push(player);
    teamIds.push(
      await insertTeam(app, {
        captains: [captain.id],
        players: [player.id],
        name: `Team ${String.fromCharCode(65 + i)}`,
      }),
    );
  }
  const league = await createLeague(app, coordinator.auth, {
    venues: ['North field'],
    timeSlots: ['7:00 PM'],
  });
  await registerTeams(app, coordinator.auth, league.id, teamIds);
  const { games } = await generateSchedule(app, coordinator.auth, league.id, { extendSeason: true });
  await publishLeague(app, coordinator.auth, league.id);
  return { league, teamIds, captains, players, games };
}

const finalScore = (gameId: string, json: Record<string, unknown>) =>
  app.request(`/api/league/event/${gameId}/final-score`, { method: 'PUT', headers: coordinator.auth, json });

/** Plays every regular game: the team earlier in the alphabet wins 1–0, so the table is A, B, C, … */
async function playRegularSeason(teamIds: string[], games: Array<{ id: string; homeTeam: { id: string } }>) {
  for (const game of games) {
    const homeIndex = teamIds.indexOf(game.homeTeam.id);
    const [row] = await sql(app, 'select away_team_id from league_event where id = $1', [game.id]);
    const homeWins = homeIndex < teamIds.indexOf(row!.away_team_id as string);
    expect(
      (await finalScore(game.id, { homeScore: homeWins ? 1 : 0, awayScore: homeWins ? 0 : 1 })).status,
    ).toBe(200);
  }
}

const seed = (leagueId: string, size: number, headers: Record<string, string> = coordinator.auth) =>
  app.request(`/api/league/${leagueId}/playoffs`, { method: 'POST', headers, json: { size } });

const bracket = async (leagueId: string, headers: Record<string, string> = {}) =>
  (await body<PlayoffBracketDto>(await app.request(`/api/league-common/${leagueId}/playoffs`, { headers })))
    .data;

const messages = async (response: Response) => (await body(response)).errors?.map((e) => e.message);

describe('playoffs through the API and the worker', () => {
  it('seeds the top 4 once the season ends, plays the bracket out (a shoot-out included) and crowns a champion', async () => {
    const { league, teamIds, captains, games } = await season(5);
    const [a, b, , d] = teamIds as [string, string, string, string, string];

    const early = await seed(league.id, 4);
    expect(early.status).toBe(409);
    expect(await messages(early)).toEqual(['The regular season has not ended: 10 games have no result yet.']);
    expect((await bracket(league.id)).seasonEnded).toBe(false);

    await playRegularSeason(teamIds, games);
    const tooMany = await seed(league.id, 9);
    expect(tooMany.status).toBe(400);
    expect(await messages(tooMany)).toEqual(['The playoffs take the top 2 to 8 teams']);
    const overTeams = await seed(league.id, 6);
    expect(overTeams.status).toBe(400);
    expect(await messages(overTeams)).toEqual(['The league has 5 teams: the playoffs can take at most 5.']);

    const seeded = await seed(league.id, 4);
    expect(seeded.status).toBe(201);
    const drawn = (await body<PlayoffBracketDto>(seeded)).data;
    expect(drawn.rounds.map((r) => r.name)).toEqual(['Semi-final', 'Final']);
    expect(
      drawn.rounds[0]!.matches.map((m) => [m.home.team?.id, m.away.team?.id, m.home.seed, m.away.seed]),
    ).toEqual([
      [a, d, 1, 4],
      [b, teamIds[2], 2, 3],
    ]);
    const final = drawn.rounds[1]!.matches[0]!;
    expect([final.home.team, final.away.team, final.gameId]).toEqual([null, null, null]);
    // One game a Tuesday: the semi-finals on the two Tuesdays after the last regular game, the final next.
    const lastRegular = games
      .map((g) => g.dateAndTime)
      .sort()
      .at(-1)!;
    const week = 7 * 86_400_000;
    const semiTimes = drawn.rounds[0]!.matches.map((m) => Date.parse(m.startsAt!));
    expect(semiTimes).toEqual([Date.parse(lastRegular) + week, Date.parse(lastRegular) + 2 * week]);
    expect(Date.parse(final.startsAt!)).toBe(Date.parse(lastRegular) + 3 * week);

    const again = await seed(league.id, 4);
    expect(again.status).toBe(409);
    expect(await messages(again)).toEqual(['The playoffs are already seeded.']);

    const schedule = (
      await body<LeagueScheduleDto>(await app.request(`/api/league-common/${league.id}/schedule`))
    ).data.games;
    expect(schedule.filter((g) => g.roundName).map((g) => [g.roundName, g.title])).toEqual([
      ['Semi-final', 'Team A vs Team D'],
      ['Semi-final', 'Team B vs Team C'],
    ]);

    // Semi-final 1, by the captains: level after the game, so the form needs the shoot-out winner.
    const semi1 = drawn.rounds[0]!.matches[0]!.gameId!;
    await kickOffHoursAgo(app, semi1, 2);
    const report = (captain: TestMember, json: Record<string, unknown>) =>
      app.request(`/api/league-common/event-page/${semi1}/report`, {
        method: 'POST',
        headers: captain.auth,
        json,
      });
    const missing = await report(captains[0]!, { teamScore: 1, opponentScore: 1 });
    expect(missing.status).toBe(400);
    expect(await messages(missing)).toEqual(['A drawn knockout game needs the penalty shoot-out winner']);
    const stranger = await report(captains[0]!, { teamScore: 1, opponentScore: 1, shootoutWinnerTeamId: b });
    expect(stranger.status).toBe(400);
    expect(await messages(stranger)).toEqual(['The shoot-out winner must be one of the two teams']);
    expect(
      await sql(app, 'select 1 from league_score_report where league_event_id = $1', [semi1]),
    ).toHaveLength(0);
    expect(
      (await report(captains[0]!, { teamScore: 1, opponentScore: 1, shootoutWinnerTeamId: d })).status,
    ).toBe(201);
    expect(
      (await report(captains[3]!, { teamScore: 1, opponentScore: 1, shootoutWinnerTeamId: d })).status,
    ).toBe(201);
    const afterSemi1 = await eventually(
      () => bracket(league.id),
      (x) => x.rounds[1]!.matches[0]!.home.team?.id === d,
    );
    expect(afterSemi1.rounds[0]!.matches[0]).toMatchObject({
      homeScore: 1,
      awayScore: 1,
      shootoutWinnerTeamId: d,
      winnerTeamId: d,
    });
    expect(afterSemi1.rounds[1]!.matches[0]!.gameId).toBeNull(); // the other semi-final is not played yet

    // Semi-final 2, by the coordinator: the final's game is made when both its teams are known.
    const semi2 = drawn.rounds[0]!.matches[1]!.gameId!;
    expect((await finalScore(semi2, { homeScore: 2, awayScore: 0 })).status).toBe(200);
    const withFinal = await eventually(
      () => bracket(league.id),
      (x) => x.rounds[1]!.matches[0]!.gameId !== null,
    );
    const finalGame = withFinal.rounds[1]!.matches[0]!;
    expect([
      finalGame.home.team?.id,
      finalGame.away.team?.id,
      finalGame.home.seed,
      finalGame.away.seed,
    ]).toEqual([d, b, 4, 2]);
    const page = await app.request(`/api/league-common/event-page/${finalGame.gameId}/event`);
    expect(
      (await body<{ event: { roundName: string; dateAndTime: string } }>(page)).data.event,
    ).toMatchObject({
      roundName: 'Final',
      dateAndTime: final.startsAt,
    });

    const levelNoWinner = await finalScore(finalGame.gameId!, { homeScore: 0, awayScore: 0 });
    expect(levelNoWinner.status).toBe(400);
    expect(await messages(levelNoWinner)).toEqual([
      'A drawn knockout game needs the penalty shoot-out winner',
    ]);
    expect(
      (await finalScore(finalGame.gameId!, { homeScore: 0, awayScore: 0, shootoutWinnerTeamId: b })).status,
    ).toBe(200);
    const crowned = await eventually(
      () => bracket(league.id),
      (x) => x.champion !== null,
    );
    expect(crowned.champion).toMatchObject({ id: b, name: 'Team B' });
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'leagues.champion-crowned' and payload->>'leagueId' = $1`,
      [league.id],
    );
    expect(events.map((e) => (e.payload as { teamId: string }).teamId)).toEqual([b]);
  });

  it('gives byes to the best seeds of a field of three, and the final is known when the only semi-final is', async () => {
    const { league, teamIds, games } = await season(3);
    await playRegularSeason(teamIds, games);
    const response = await seed(league.id, 3);
    expect([response.status, await messages(response.clone())]).toEqual([201, undefined]);
    const drawn = (await body<PlayoffBracketDto>(response)).data;
    const [bye, semi] = drawn.rounds[0]!.matches;
    expect([bye!.bye, bye!.home.team?.id, bye!.gameId]).toEqual([true, teamIds[0], null]);
    expect([semi!.home.team?.id, semi!.away.team?.id]).toEqual([teamIds[1], teamIds[2]]);
    expect(drawn.rounds[1]!.matches[0]!.home.team?.id).toBe(teamIds[0]);
    expect((await finalScore(semi!.gameId!, { homeScore: 0, awayScore: 3 })).status).toBe(200);
    const ready = await eventually(
      () => bracket(league.id),
      (x) => x.rounds[1]!.matches[0]!.gameId !== null,
    );
    expect([ready.rounds[1]!.matches[0]!.home.team?.id, ready.rounds[1]!.matches[0]!.away.team?.id]).toEqual([
      teamIds[0],
      teamIds[2],
    ]);
  });
});

describe('knockout results that change', () => {
  it('holds a semi-final whose captains name different shoot-out winners as a conflict, and sends the new winner of a corrected one through', async () => {
    const { league, teamIds, captains, games } = await season(4);
    const [a, , c, d] = teamIds as [string, string, string, string];
    await playRegularSeason(teamIds, games);
    const drawn = (await body<PlayoffBracketDto>(await seed(league.id, 4))).data;
    const [semi1, semi2] = drawn.rounds[0]!.matches.map((m) => m.gameId!) as [string, string];
    await kickOffHoursAgo(app, semi1, 2);
    const report = (captain: TestMember, winner: string) =>
      app.request(`/api/league-common/event-page/${semi1}/report`, {
        method: 'POST',
        headers: captain.auth,
        json: { teamScore: 0, opponentScore: 0, shootoutWinnerTeamId: winner },
      });
    expect((await report(captains[0]!, a)).status).toBe(201);
    expect((await report(captains[3]!, d)).status).toBe(201);
    await eventually(
      () => sql(app, 'select report_status from league_event where id = $1', [semi1]),
      (rows) => rows[0]?.report_status === 'conflict',
    );
    expect((await bracket(league.id)).rounds[0]!.matches[0]!.winnerTeamId).toBeNull();

    // The organizer settles it for A; the other semi-final goes to C, so the final is A v C.
    expect((await finalScore(semi1, { homeScore: 0, awayScore: 0, shootoutWinnerTeamId: a })).status).toBe(
      200,
    );
    expect((await finalScore(semi2, { homeScore: 0, awayScore: 1 })).status).toBe(200);
    const final = await eventually(
      () => bracket(league.id),
      (x) => x.rounds[1]!.matches[0]!.gameId !== null,
    );
    const finalGame = final.rounds[1]!.matches[0]!.gameId!;
    expect([final.rounds[1]!.matches[0]!.home.team?.id, final.rounds[1]!.matches[0]!.away.team?.id]).toEqual([
      a,
      c,
    ]);

    // Corrected before the final is played: D won semi-final 1 on penalties after all.
    expect((await finalScore(semi1, { homeScore: 0, awayScore: 0, shootoutWinnerTeamId: d })).status).toBe(
      200,
    );
    const corrected = await eventually(
      () => bracket(league.id),
      (x) => x.rounds[1]!.matches[0]!.home.team?.id === d,
    );
    expect(corrected.rounds[1]!.matches[0]!.gameId).toBe(finalGame);
    expect(
      await sql(app, 'select home_team_id, away_team_id from league_event where id = $1', [finalGame]),
    ).toEqual([{ home_team_id: d, away_team_id: c }]);
  });
});

describe('who may seed the playoffs and see the bracket', () => {
  it('lets only the league organization’s coordinators seed; the bracket is public once published', async () => {
    const { league, captains, players } = await season(2);
    const stranger = await createMember(app, { firstName: 'Stranger' });
    const otherCoordinator = await createMember(app, { firstName: 'Otto' });
    await makeStaff(app, otherCoordinator.id, 'coordinator', 16);
    const seeders: Array<[string, Record<string, string>, number]> = [
      ['anonymous', {}, 401],
      ['stranger', stranger.auth, 403],
      ['player', players[0]!.auth, 403],
      ['captain', captains[1]!.auth, 403],
      ["another organization's coordinator", otherCoordinator.auth, 403],
      ['coordinator (season not over: 409)', coordinator.auth, 409],
    ];
    for (const [who, headers, status] of seeders)
      expect([who, (await seed(league.id, 2, headers)).status]).toEqual([who, status]);
    expect(await sql(app, 'select 1 from league_playoff where league_id = $1', [league.id])).toHaveLength(0);
    for (const [who, headers] of seeders)
      expect([
        who,
        (await app.request(`/api/league-common/${league.id}/playoffs`, { headers })).status,
      ]).toEqual([who, 200]);
  });

  it('hides a draft league’s bracket from everyone but its staff', async () => {
    const draft = await createLeague(app, coordinator.auth, { name: 'Draft playoffs' });
    const stranger = await createMember(app, { firstName: 'Nosy' });
    expect((await app.request(`/api/league-common/${draft.id}/playoffs`)).status).toBe(404);
    expect(
      (await app.request(`/api/league-common/${draft.id}/playoffs`, { headers: stranger.auth })).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/league-common/${draft.id}/playoffs`, { headers: coordinator.auth })).status,
    ).toBe(200);
  });

  it('reads a bracket of 2 and of 8 teams in the same two statements', async () => {
    const counts: number[] = [];
    for (const size of [2, 8]) {
      const { league, teamIds, games } = await season(size);
      await playRegularSeason(teamIds, games);
      expect((await seed(league.id, size)).status).toBe(201);
      await eventually(
        () => sql(app, 'select 1 from outbox where published_at is null'),
        (pending) => pending.length === 0,
        30_000,
      );
      const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
      let matches = 0;
      const statements = (
        await countQueries(orm, async () => {
          matches = (await bracket(league.id)).rounds.flatMap((r) => r.matches).length;
        })
      ).filter((q) => !/\b(outbox|inbox)\b/.test(q) && /league_playoff/.test(q));
      expect(matches).toBe(size - 1);
      counts.push(statements.length);
    }
    expect(counts).toEqual([2, 2]);
  });
});
