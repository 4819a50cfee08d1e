import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto, LeagueEventDto, StandingsDto } from '../../src/contracts/leagues/index.ts';
import { reconfirmGame, SCORE_DEADLINE_JOB } from '../../src/modules/leagues/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import type { AnyScheduledJobHandler } from '../../src/platform/scheduler/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  CORA,
  createLeague,
  eventually,
  generateSchedule,
  getGame,
  kickOffHoursAgo,
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

async function leagueWithTeams(count: number, form: Record<string, unknown> = {}) {
  const captains: TestMember[] = [];
  const teamIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const captain = await createMember(app, { firstName: `Cap${i}` });
    captains.push(captain);
    teamIds.push(
      await insertTeam(app, { captains: [captain.id], name: `Team ${String.fromCharCode(65 + i)}` }),
    );
  }
  const league = await createLeague(app, coordinator.auth, form);
  await registerTeams(app, coordinator.auth, league.id, teamIds);
  return { league, teamIds, captains };
}

const report = (
  app: TestApp,
  member: TestMember,
  gameId: string,
  teamScore: number | null,
  opponentScore: number | null,
) =>
  app.request(`/api/league-common/event-page/${gameId}/report`, {
    method: 'POST',
    headers: member.auth,
    json: { teamScore, opponentScore },
  });

// As the coordinator: most leagues here stay drafts, which only their organization's staff see.
const standings = async (leagueId: string) =>
  (
    await body<StandingsDto>(
      await app.request(`/api/league-common/${leagueId}/standings`, { headers: coordinator.auth }),
    )
  ).data;

describe('schedule generation through the API', () => {
  for (const count of [4, 7]) {
    it(`gives ${count} teams a round robin: every pair once, nobody twice a day, home and away within one`, async () => {
      const { league, teamIds } = await leagueWithTeams(count);
      const { games } = await generateSchedule(app, coordinator.auth, league.id);
      expect(games).toHaveLength((count * (count - 1)) / 2);
      const pairs = new Set(games.map((g) => [g.homeTeam.id, g.awayTeam.id].sort().join('|')));
      expect(pairs.size).toBe(games.length);
      const perDay = new Map<string, string[]>();
      for (const g of games) {
        const day = g.dateAndTime.slice(0, 10);
        perDay.set(day, [...(perDay.get(day) ?? []), g.homeTeam.id, g.awayTeam.id]);
      }
      for (const ids of perDay.values()) expect(new Set(ids).size).toBe(ids.length);
      for (const id of teamIds) {
        const home = games.filter((g) => g.homeTeam.id === id).length;
        const away = games.filter((g) => g.awayTeam.id === id).length;
        expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      }
      const again = await app.request(`/api/league/${league.id}/schedule`, {
        method: 'POST',
        headers: coordinator.auth,
        json: {},
      });
      expect(again.status).toBe(409);
    });
  }
});

describe('a season whose game days have fewer slots than a round has games', () => {
  // The console's defaults: one venue and the one 7:00 PM slot, for four teams.
  const defaults = { venues: ['North field'], timeSlots: ['7:00 PM'] };

  it('spreads each round over the following game days, one game a Tuesday, rounds in order', async () => {
    const { league, teamIds } = await leagueWithTeams(4, defaults);
    const { games } = await generateSchedule(app, coordinator.auth, league.id);
    expect(games).toHaveLength(6);
    const days = games.map((g) => g.dateAndTime.slice(0, 10));
    expect(days).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
      '2027-03-31',
      '2027-04-07',
    ]); // Tuesdays 7 pm in Austin are Wednesdays 01:00 UTC
    expect(games.map((g) => g.round)).toEqual([1, 1, 2, 2, 3, 3]);
    const pairs = new Set(games.map((g) => [g.homeTeam.id, g.awayTeam.id].sort().join('|')));
    expect(pairs.size).toBe(6);
    expect(new Set(games.flatMap((g) => [g.homeTeam.id, g.awayTeam.id]))).toEqual(new Set(teamIds));
  });

  it('says in plain words how many game days a too-short season needs, and extends a draft when asked', async () => {
    const { league } = await leagueWithTeams(4, { ...defaults, seasonEnd: '2027-03-30' });
    const short = await app.request(`/api/league/${league.id}/schedule`, {
      method: 'POST',
      headers: coordinator.auth,
      json: {},
    });
    expect(short.status).toBe(400);
    expect((await body(short)).errors).toEqual([
      {
        message:
          '4 teams need 6 game days (6 weeks) for a round robin with 1 game a Tuesday (1 time slot × 1 venue), ' +
          'but the season has only 5 game days (March 02, 2027 to March 30, 2027). ' +
          'Extend the season to April 06, 2027, or add time slots or venues for 2 games a Tuesday.',
        code: 'SeasonTooShort',
        field: 'seasonEnd',
      },
    ]);
    expect(await sql(app, 'select 1 from league_event where league_id = $1', [league.id])).toHaveLength(0);

    const { games } = await generateSchedule(app, coordinator.auth, league.id, { extendSeason: true });
    expect(games).toHaveLength(6);
    const extended = (
      await body<LeagueDto>(
        await app.request(`/api/league-common/${league.id}`, { headers: coordinator.auth }),
      )
    ).data;
    expect(extended).toMatchObject({ seasonStart: '2027-03-02', seasonEnd: '2027-04-06', version: 2 });
    const updated = await sql(
      app,
      `select payload from outbox where event_name = 'leagues.league-updated' and payload->>'leagueId' = $1`,
      [league.id],
    );
    expect(updated.map((row) => (row.payload as { changed: string[] }).changed)).toEqual([['seasonEnd']]);
  });

  it('counts the weeks of a double round robin, and says more slots cannot help when rounds outnumber the days', async () => {
    const { league } = await leagueWithTeams(4, { seasonEnd: '2027-03-09' });
    const short = await app.request(`/api/league/${league.id}/schedule`, {
      method: 'POST',
      headers: coordinator.auth,
      json: { double: true },
    });
    expect(short.status).toBe(400);
    expect((await body(short)).errors?.[0]?.message).toBe(
      '4 teams need 6 game days (6 weeks) for a double round robin with 4 games a Tuesday (2 time slots × 2 venues), ' +
        'but the season has only 2 game days (March 02, 2027 to March 09, 2027). Extend the season to April 06, 2027.',
    );
  });

  it('will not extend a published league’s season', async () => {
    const { league } = await leagueWithTeams(2, { ...defaults, seasonEnd: '2027-03-02' });
    await generateSchedule(app, coordinator.auth, league.id);
    expect(
      (await app.request(`/api/league/${league.id}/publish`, { method: 'POST', headers: coordinator.auth }))
        .status,
    ).toBe(200);
    await registerTeams(app, coordinator.auth, league.id, [
      await insertTeam(app, { captains: [coordinator.id], name: 'Late entry' }),
    ]);
    const response = await app.request(`/api/league/${league.id}/schedule`, {
      method: 'POST',
      headers: coordinator.auth,
      json: { replace: true, extendSeason: true },
    });
    expect(response.status).toBe(409);
    expect((await body(response)).errors?.[0]?.message).toBe('A published league cannot be edited.');
  });
});

describe('a full season through the API', () => {
  it('gives the table computed by hand, and a deduction changes the order', async () => {
    const { league, teamIds } = await leagueWithTeams(4);
    const [A, B, C, D] = teamIds as [string, string, string, string];
    const { games } = await generateSchedule(app, coordinator.auth, league.id);
    const scores: Record<string, [number, number]> = {
      [`${A}|${B}`]: [2, 1],
      [`${A}|${C}`]: [1, 1],
      [`${A}|${D}`]: [3, 0],
      [`${B}|${C}`]: [0, 2],
      [`${B}|${D}`]: [2, 2],
      [`${C}|${D}`]: [1, 0],
    };
    for (const game of games) {
      const direct = scores[`${game.homeTeam.id}|${game.awayTeam.id}`];
      const reversed = scores[`${game.awayTeam.id}|${game.homeTeam.id}`];
      const [homeScore, awayScore] = direct ?? [reversed![1], reversed![0]];
      const response = await app.request(`/api/league/event/${game.id}/final-score`, {
        method: 'PUT',
        headers: coordinator.auth,
        json: { homeScore, awayScore },
      });
      expect(response.status).toBe(200);
    }
    const table = await eventually(
      () => standings(league.id),
      (s) => s.rows.reduce((n, r) => n + r.played, 0) === 12,
    );
    expect(
      table.rows.map((r) => [
        r.teamId,
        r.position,
        r.points,
        r.goalsFor,
        r.goalsAgainst,
        r.wins,
        r.draws,
        r.losses,
      ]),
    ).toEqual([
      [A, 1, 7, 6, 2, 2, 1, 0],
      [C, 2, 7, 4, 1, 2, 1, 0],
      [B, 3, 1, 3, 6, 0, 1, 2],
      [D, 4, 1, 2, 6, 0, 1, 2],
    ]);

    const deduction = await app.request(`/api/league/${league.id}/adjustments`, {
      method: 'POST',
      headers: coordinator.auth,
      json: { teamId: A, points: -1, reason: 'Unregistered player' },
    });
    expect(deduction.status).toBe(201);
    const adjusted = await eventually(
      () => standings(league.id),
      (s) => s.rows[0]?.teamId === C,
    );
    expect(adjusted.rows.map((r) => [r.teamId, r.points, r.adjustment])).toEqual([
      [C, 7, 0],
      [A, 6, -1],
      [B, 1, 0],
      [D, 1, 0],
    ]);
    expect(adjusted.rows[1]?.adjustmentReasons).toEqual(['Unregistered player']);

    await sql(app, 'delete from league_standing where league_id = $1', [league.id]);
    const rebuilt = await app.request(`/api/league/${league.id}/standings/rebuild`, {
      method: 'POST',
      headers: coordinator.auth,
    });
    expect(rebuilt.status).toBe(200);
    expect((await body<StandingsDto>(rebuilt)).data.rows.map((r) => r.teamId)).toEqual([C, A, B, D]);
  });
});

describe('score confirmation', () => {
  async function playedGame() {
    const setup = await leagueWithTeams(2);
    const { games } = await generateSchedule(app, coordinator.auth, setup.league.id);
    // Captains see and report the games of a published league (a draft's do not exist for them).
    await publishLeague(app, coordinator.auth, setup.league.id);
    const game = games[0]!;
    await kickOffHoursAgo(app, game.id, 2);
    const home = setup.captains[setup.teamIds.indexOf(game.homeTeam.id)]!;
    const away = setup.captains[setup.teamIds.indexOf(game.awayTeam.id)]!;
    return { ...setup, game, home, away };
  }

  it('confirms the game when both captains agree and records the final score', async () => {
    const { game, home, away, league } = await playedGame();
    expect((await report(app, home, game.id, 3, 1)).status).toBe(201);
    const one = await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'saved_complete',
    );
    expect(one.scores.team1Score).toBeNull();
    expect((await report(app, away, game.id, 1, 3)).status).toBe(201);
    const done = await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'published',
    );
    expect(done.scores).toMatchObject({ team1Score: 3, team2Score: 1, confirmedByOrganizer: true });
    await eventually(
      () => standings(league.id),
      (s) => s.rows[0]?.teamId === game.homeTeam.id && s.rows[0].points === 3,
    );
  });

  it('puts the game in conflict when the captains disagree and mails the coordinators', async () => {
    const { game, home, away } = await playedGame();
    await report(app, home, game.id, 2, 0);
    await report(app, away, game.id, 2, 0);
    const conflict = await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'conflict',
    );
    expect(conflict.scores.team1Score).toBeNull();
    await eventually(
      () =>
        sql(
          app,
          `select 1 from outbox where event_name = 'leagues.score-conflict' and payload->>'leagueEventId' = $1`,
          [game.id],
        ),
      (rows) => rows.length === 1,
    );
  });

  it('lets a single report stand once the game is 72 hours past (the scheduled job)', async () => {
    const { game, home } = await playedGame();
    await report(app, home, game.id, 4, 2);
    await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'saved_complete',
    );
    await kickOffHoursAgo(app, game.id, 73);
    const handler = app.runtime.container
      .getAll<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers)
      .find((h) => h.name === SCORE_DEADLINE_JOB)!;
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    await handler.handle({ leagueEventId: game.id }, { em: orm.em.fork(), jobId: 'test' });
    await handler.handle({ leagueEventId: game.id }, { em: orm.em.fork(), jobId: 'test' });
    const done = await getGame(app, game.id);
    expect(done).toMatchObject({ reportStatus: 'published', scores: { team1Score: 4, team2Score: 2 } });
    const events = await sql(
      app,
      `select 1 from outbox where event_name = 'leagues.result-confirmed' and payload->>'leagueEventId' = $1`,
      [game.id],
    );
    expect(events).toHaveLength(1);
  });

  it('confirms a report that stood alone once the other team reports the same score after the 72 hours', async () => {
    const { game, home, away } = await playedGame();
    await report(app, home, game.id, 4, 2);
    await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'saved_complete',
    );
    await kickOffHoursAgo(app, game.id, 73);
    const handler = app.runtime.container
      .getAll<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers)
      .find((h) => h.name === SCORE_DEADLINE_JOB)!;
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    await handler.handle({ leagueEventId: game.id }, { em: orm.em.fork(), jobId: 'test' });
    expect(await getGame(app, game.id)).toMatchObject({
      reportStatus: 'published',
      scores: { team1Score: 4, team2Score: 2, confirmedByOrganizer: false },
    });
    // The other captain agrees late: the worker's confirmation marks the result confirmed (spec §4).
    expect((await report(app, away, game.id, 2, 4)).status).toBe(201);
    const confirmed = await eventually(
      () => getGame(app, game.id),
      (g) => g.scores.confirmedByOrganizer,
    );
    expect(confirmed).toMatchObject({ reportStatus: 'published', scores: { team1Score: 4, team2Score: 2 } });
    // The same result, once: the table is not told twice.
    await handler.handle({ leagueEventId: game.id }, { em: orm.em.fork(), jobId: 'test' });
    const events = await sql(
      app,
      `select event_name from outbox where event_name like 'leagues.result-%' and payload->>'leagueEventId' = $1`,
      [game.id],
    );
    expect(events.map((row) => row.event_name)).toEqual(['leagues.result-confirmed']);
  });

  it('lets an organizer override a conflict', async () => {
    const { game, home, away } = await playedGame();
    await report(app, home, game.id, 1, 0);
    await report(app, away, game.id, 1, 0);
    await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'conflict',
    );
    const response = await app.request(`/api/league/event/${game.id}/final-score`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { homeScore: 1, awayScore: 1 },
    });
    expect(response.status).toBe(200);
    expect((await body<{ event: LeagueEventDto }>(response)).data.event).toMatchObject({
      reportStatus: 'published',
      scores: { team1Score: 1, team2Score: 1, confirmedByOrganizer: true },
    });
  });

  it('gives one result when two confirmations race on two connections', async () => {
    const { game, home, away } = await playedGame();
    // Store both reports without waiting for the worker, then confirm concurrently as two workers would.
    await Promise.all([report(app, home, game.id, 2, 2), report(app, away, game.id, 2, 2)]);
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    await Promise.all(
      [1, 2, 3].map(() => orm.em.fork().transactional((tx) => reconfirmGame(tx, game.id, new Date()))),
    );
    await eventually(
      () => getGame(app, game.id),
      (g) => g.reportStatus === 'published',
    );
    const events = await sql(
      app,
      `select 1 from outbox where event_name = 'leagues.result-confirmed' and payload->>'leagueEventId' = $1`,
      [game.id],
    );
    expect(events).toHaveLength(1);
    expect(await getGame(app, game.id)).toMatchObject({ scores: { team1Score: 2, team2Score: 2 } });
  });
});

describe('standings read', () => {
  for (const count of [5, 20]) {
    it(`is one SQL statement for ${count} teams`, async () => {
      const { league } = await leagueWithTeams(count);
      // Published (straight in the database: a schedule of 190 games would keep the workers busy while
      // the statements are counted), read as a visitor does; a draft adds its reader's staff role.
      await sql(app, `update league set status = 'published' where id = $1`, [league.id]);
      await app.request(`/api/league/${league.id}/standings/rebuild`, {
        method: 'POST',
        headers: coordinator.auth,
      });
      // Let the workers finish what the rebuild set off, so only the request's statements are counted.
      await eventually(
        () => sql(app, 'select 1 from outbox where published_at is null'),
        (pending) => pending.length === 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
      let rows = 0;
      let statements = await countQueries(orm, async () => {
        const read = await app.request(`/api/league-common/${league.id}/standings`);
        rows = (await body<StandingsDto>(read)).data.rows.length;
      });
      expect(rows).toBe(count);
      // The outbox relay polls on its own timer; it is not part of the request.
      statements = statements.filter((q) => !/\b(outbox|inbox)\b/.test(q));
      expect(statements.filter((q) => /league_standing/.test(q))).toHaveLength(1);
      expect(statements, statements.join('\n')).toHaveLength(1);
    });
  }
});
