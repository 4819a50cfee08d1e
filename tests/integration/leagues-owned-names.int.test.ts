import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueDto,
  LeagueLeaderboardDto,
  LeagueTeamDto,
  StandingsDto,
} from '../../src/contracts/leagues/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  AUSTIN_WORKSPACE,
  CORA,
  createLeague,
  eventually,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

// Leagues shows names other modules own (a workspace's, a team's, a player's): read through their
// owners (tests/unit/sql-ownership.test.ts keeps the SQL honest), they must still be right and current.

let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ coordinator: CORA })), 60_000);
afterAll(() => app?.stop());

// As the coordinator: the leagues here stay drafts, which only their organization's staff see.
const read = async <T>(path: string, as: TestMember = coordinator) =>
  (await body<T>(await app.request(path, { headers: as.auth }))).data;

describe("a league's names, read from their owners", () => {
  it('names its workspace (organizations) on the league page and in the list', async () => {
    const league = await createLeague(app, coordinator.auth, { name: 'Workspace Named League' });
    const [workspace] = await sql<{ name: string }>(app, 'select name from workspace where id = $1', [
      AUSTIN_WORKSPACE,
    ]);
    expect(workspace?.name).toBeTruthy();
    expect((await read<LeagueDto>(`/api/league-common/${league.id}`)).workspaceName).toBe(workspace?.name);
    // A draft is listed to its coordinators only.
    const listed = await read<LeagueDto[]>(
      `/api/organization-common/${league.organizationId}/leagues`,
      coordinator,
    );
    expect(listed.find((candidate) => candidate.id === league.id)?.workspaceName).toBe(workspace?.name);
  });

  it('shows a team renamed in clubs under its new name in the league', async () => {
    const captain = await createMember(app);
    const teamId = await insertTeam(app, { captains: [captain.id], name: 'Old Name FC' });
    const other = await insertTeam(app, { captains: [captain.id], name: 'Other Side' });
    const league = await createLeague(app, coordinator.auth, { name: 'Renamed Team League' });
    await registerTeams(app, coordinator.auth, league.id, [teamId, other]);

    const renamed = await app.request(`/api/team/${teamId}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { name: 'New Name FC', abbreviation: 'NEW' },
    });
    expect(renamed.status).toBe(200);
    const teams = await eventually(
      () => read<LeagueTeamDto[]>(`/api/league-common/${league.id}/teams`),
      (list) => list.some((team) => team.teamId === teamId && team.name === 'New Name FC'),
    );
    expect(teams.find((team) => team.teamId === teamId)).toMatchObject({ abbreviation: 'NEW' });
    await app.request(`/api/league/${league.id}/standings/rebuild`, {
      method: 'POST',
      headers: coordinator.auth,
    });
    const table = await eventually(
      () => read<StandingsDto>(`/api/league-common/${league.id}/standings`),
      (standings) => standings.rows.length === 2,
    );
    expect(table.rows.find((row) => row.teamId === teamId)?.teamName).toBe('New Name FC');
  });
});

/** A confirmed game whose home team's report names `scorers` with their goals. */
async function publishedGame(leagueId: string, home: string, away: string, scorers: Map<string, number>) {
  const [stage] = await sql<{ id: string }>(app, 'select id from league_stage where league_id = $1', [
    leagueId,
  ]);
  const gameId = randomUUID();
  await sql(
    app,
    `insert into league_event (id, league_id, stage_id, home_team_id, away_team_id, starts_at, time_zone, venue,
       report_status, home_score, away_score, result_at)
     values ($1, $2, $3, $4, $5, now() - interval '3 hours', 'America/Chicago', 'North field', 'published', 9, 0, now())`,
    [gameId, leagueId, stage?.id, home, away],
  );
  await sql(
    app,
    `insert into league_score_report (id, league_event_id, team_id, team_score, opponent_score, scorers, reported_at)
     values ($1, $2, $3, 9, 0, $4::jsonb, now())`,
    [
      randomUUID(),
      gameId,
      home,
      JSON.stringify([...scorers].map(([memberId, goals]) => ({ memberId, goals }))),
    ],
  );
}

describe('the league player leaderboard', () => {
  it('ranks scorers by goals, then by name, with the names and avatars identity keeps', async () => {
    const captain = await createMember(app);
    const [ana, bea, cy] = [
      await createMember(app, { firstName: 'Ana', lastName: 'Zed' }),
      await createMember(app, { firstName: 'Bea', lastName: 'Young' }),
      await createMember(app, { firstName: 'Cy', lastName: 'Xu' }),
    ];
    const home = await insertTeam(app, { captains: [captain.id], name: 'Scorers United' });
    const away = await insertTeam(app, { captains: [captain.id], name: 'Keepers City' });
    const league = await createLeague(app, coordinator.auth, { name: 'Leaderboard League' });
    await registerTeams(app, coordinator.auth, league.id, [home, away]);
    await publishedGame(
      league.id,
      home,
      away,
      new Map([
        [cy!.id, 2],
        [ana!.id, 1],
        [bea!.id, 2],
      ]),
    );

    const board = await read<LeagueLeaderboardDto>(
      `/api/league-common/${league.id}/leaderboards?statType=goals`,
    );
    expect(board.entries.map(({ rank, name, value, teamName }) => ({ rank, name, value, teamName }))).toEqual(
      [
        { rank: 1, name: 'Bea Young', value: 2, teamName: 'Scorers United' },
        { rank: 1, name: 'Cy Xu', value: 2, teamName: 'Scorers United' },
        { rank: 3, name: 'Ana Zed', value: 1, teamName: 'Scorers United' },
      ],
    );
    expect(board.entries[0]).toMatchObject({ memberId: bea!.id, teamId: home, avatar: null });

    // A deactivated scorer keeps their goals under identity's name for them.
    await sql(
      app,
      `update member set status = 'deactivated', first_name = '', last_name = '' where id = $1`,
      [cy!.id],
    );
    const after = await read<LeagueLeaderboardDto>(
      `/api/league-common/${league.id}/leaderboards?statType=goals`,
    );
    expect(after.entries.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'Bea Young', value: 2 },
      { name: 'Deleted player', value: 2 },
      { name: 'Ana Zed', value: 1 },
    ]);
  });

  it('reads the same number of SQL statements for 5 scorers and for 80', async () => {
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    const counts: number[] = [];
    for (const size of [5, 80]) {
      const captain = await createMember(app);
      const home = await insertTeam(app, { captains: [captain.id], name: `Home ${size}` });
      const away = await insertTeam(app, { captains: [captain.id], name: `Away ${size}` });
      const league = await createLeague(app, coordinator.auth, { name: `Leaderboard ${size}` });
      await registerTeams(app, coordinator.auth, league.id, [home, away]);
      const scorers = await insertMembers(app, size, 'Scorer');
      await publishedGame(league.id, home, away, new Map(scorers.map((id, index) => [id, 1 + (index % 3)])));
      let entries = 0;
      const statements = await countQueries(orm, async () => {
        entries = (
          await read<LeagueLeaderboardDto>(`/api/league-common/${league.id}/leaderboards?statType=goals`)
        ).entries.length;
      });
      expect(entries).toBe(Math.min(size, 50));
      // The outbox relay polls on its own timer; it is not part of the request.
      counts.push(statements.filter((query) => !/\b(outbox|inbox)\b/.test(query)).length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
