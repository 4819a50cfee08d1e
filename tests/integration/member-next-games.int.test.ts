import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueEventDto } from '../../src/contracts/leagues/index.ts';
import type { PickupEventDto } from '../../src/contracts/pickup/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  generateSchedule,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { insertGame, insertRegistrations } from '../support/pickup-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

// The member's next games on their home: the pickup games they hold a spot in (pickup module) and the
// league games their teams play (leagues module), each soonest first, at a fixed statement count.

let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ worker: false })), 60_000);
afterAll(() => app?.stop());

interface Page<T> {
  data: T[];
  hasNext: boolean;
  page: number;
  limit: number;
}

async function pageOf<T>(member: TestMember, path: string): Promise<Page<T>> {
  const response = await app.request(path, { headers: member.auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}

describe('GET /api/member/pickup-events', () => {
  it('lists only the upcoming, not cancelled games the member is registered for, soonest first', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const group = await insertGroup(app, other.id, { name: 'Sunday Kickers' });
    await insertGroupMember(app, group, member.id);
    const later = await insertGame(app, group, { startsInHours: 96, title: 'Later' });
    const sooner = await insertGame(app, group, { startsInHours: 24, title: 'Sooner' });
    const past = await insertGame(app, group, { startsInHours: -2, title: 'Played' });
    const cancelled = await insertGame(app, group, { startsInHours: 48, title: 'Cancelled' });
    const notMine = await insertGame(app, group, { startsInHours: 12, title: 'Not mine' });
    for (const game of [later, sooner, past, cancelled]) await insertRegistrations(app, game, [member.id]);
    await insertRegistrations(app, notMine, [other.id]);
    await sql(app, 'update pickup_event set cancelled_at = now() where id = $1', [cancelled]);
    // A group that blocked the member hides its games even where they were registered.
    const blocking = await insertGroup(app, other.id, { name: 'Blocked Kickers' });
    await insertGroupMember(app, blocking, member.id, { isBlocked: true });
    await insertRegistrations(app, await insertGame(app, blocking, { startsInHours: 6 }), [member.id]);

    const page = await pageOf<PickupEventDto>(member, '/api/member/pickup-events');
    expect(page.data.map((game) => [game.id, game.title, game.isRegistered, game.group.name])).toEqual([
      [sooner, 'Sooner', true, 'Sunday Kickers'],
      [later, 'Later', true, 'Sunday Kickers'],
    ]);
    expect(page).toMatchObject({ hasNext: false, page: 1, limit: 20 });

    const first = await pageOf<PickupEventDto>(member, '/api/member/pickup-events?limit=1');
    expect(first.data.map((game) => game.id)).toEqual([sooner]);
    expect(first.hasNext).toBe(true);
    const others = await pageOf<PickupEventDto>(other, '/api/member/pickup-events');
    expect(others.data.map((game) => game.id)).toEqual([notMine]);
  });

  it('answers a bad page or limit with 400 and its message, and a visitor with 401', async () => {
    const member = await createMember(app);
    const bad = await app.request('/api/member/pickup-events?limit=21', { headers: member.auth });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('limit must be a whole number from 1 to 20');
    expect((await app.request('/api/member/pickup-events?page=x', { headers: member.auth })).status).toBe(
      400,
    );
    expect((await app.request('/api/member/pickup-events')).status).toBe(401);
  });

  it('runs the same number of statements with 5 and 200 games', async () => {
    const counts: number[] = [];
    for (const size of [5, 200]) {
      const member = await createMember(app);
      const admin = await createMember(app);
      const groups = [await insertGroup(app, admin.id), await insertGroup(app, admin.id)];
      for (const group of groups) await insertGroupMember(app, group, member.id);
      // In bulk: one statement for the games, one for the member's spots in them.
      const games = await sql<{ id: string }>(
        app,
        `insert into pickup_event (pickup_group_id, title, address, starts_at, time_zone, capacity, total_reg)
         select ($1::uuid[])[1 + n % 2], 'Game ' || n, 'Zilker Park', now() + make_interval(hours => 24 + n), 'US/Central', 14, 1
         from generate_series(1, $2::int) as n returning id`,
        [groups, size],
      );
      await sql(
        app,
        `insert into pickup_registration (id, pickup_event_id, member_id, status, registered_at)
         select gen_random_uuid(), id, $2, 'registered', now() from unnest($1::bigint[]) as id`,
        [games.map((game) => game.id), member.id],
      );
      const statements = await countQueries(app.runtime.orm, () =>
        pageOf(member, '/api/member/pickup-events'),
      );
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The session check, the games' groups, the member's standing in them, one page of games.
    expect(counts[0]).toBeLessThanOrEqual(4);
  }, 60_000);
});

/** A published league of two teams (the member's and another) with its round-robin schedule. */
async function leagueOf(teamA: string, teamB: string, publish = true): Promise<string> {
  const league = await createLeague(app, coordinator.auth, {
    seasonStart: '2027-03-02',
    seasonEnd: '2027-05-25',
    venues: ['North field'],
    timeSlots: ['7:00 PM'],
  });
  await registerTeams(app, coordinator.auth, league.id, [teamA, teamB]);
  await generateSchedule(app, coordinator.auth, league.id, { double: true });
  if (publish) {
    const published = await app.request(`/api/league/${league.id}/publish`, {
      method: 'POST',
      headers: coordinator.auth,
      json: {},
    });
    expect(published.status).toBe(200);
  }
  return league.id;
}

describe('GET /api/member/league-events', () => {
  it("lists the upcoming games of published leagues the member's teams play, soonest first, with their RSVP", async () => {
    const member = await createMember(app);
    const rival = await createMember(app);
    const mine = await insertTeam(app, { captains: [rival.id], players: [member.id], name: 'Mine FC' });
    const theirs = await insertTeam(app, { captains: [rival.id], name: 'Theirs FC' });
    const elsewhere = await insertTeam(app, { captains: [rival.id], name: 'Elsewhere FC' });
    const leagueId = await leagueOf(mine, theirs);
    await leagueOf(theirs, elsewhere);
    await leagueOf(mine, elsewhere, false);
    const games = await sql<{ id: string }>(
      app,
      'select id from league_event where league_id = $1 order by starts_at, id',
      [leagueId],
    );
    expect(games).toHaveLength(2);
    const [first, second] = games.map((game) => game.id);
    await sql(
      app,
      'insert into league_event_rsvp (league_event_id, member_id, team_id, status) values ($1, $2, $3, $4)',
      [second, member.id, mine, 'yes'],
    );
    // A canceled game and a played one are not next games.
    const extra = await sql<{ id: string }>(
      app,
      `insert into league_event (id, league_id, stage_id, home_team_id, away_team_id, starts_at, time_zone, venue, status)
       select gen_random_uuid(), league_id, stage_id, home_team_id, away_team_id, s.starts_at, time_zone, venue, s.status
       from league_event, (values (now() + interval '1 day', 'canceled'), (now() - interval '1 day', 'scheduled')) as s(starts_at, status)
       where id = $1 returning id`,
      [first],
    );
    expect(extra).toHaveLength(2);

    const page = await pageOf<LeagueEventDto>(member, '/api/member/league-events');
    expect(page.data.map((game) => [game.id, game.leagueId, game.rsvp.memberStatus])).toEqual([
      [first, leagueId, 'unknown'],
      [second, leagueId, 'yes'],
    ]);
    expect(page).toMatchObject({ hasNext: false, page: 1, limit: 10 });
    const one = await pageOf<LeagueEventDto>(member, '/api/member/league-events?limit=1&page=2');
    expect(one.data.map((game) => game.id)).toEqual([second]);
    expect(one.hasNext).toBe(false);
    expect((await pageOf<LeagueEventDto>(await createMember(app), '/api/member/league-events')).data).toEqual(
      [],
    );
  }, 60_000);

  it('answers a bad limit with 400 and its message, and a visitor with 401', async () => {
    const member = await createMember(app);
    const bad = await app.request('/api/member/league-events?limit=0', { headers: member.auth });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('limit must be a whole number from 1 to 50');
    expect((await app.request('/api/member/league-events')).status).toBe(401);
  });

  it('runs the same number of statements with 5 and 200 games', async () => {
    const counts: number[] = [];
    for (const size of [5, 200]) {
      const member = await createMember(app);
      const referee = await createMember(app);
      const rival = await createMember(app);
      const mine = await insertTeam(app, { captains: [member.id], name: 'Counted FC' });
      const theirs = await insertTeam(app, { captains: [rival.id], name: 'Rival FC' });
      const leagueId = await leagueOf(mine, theirs);
      await sql(
        app,
        `insert into league_event (id, league_id, stage_id, home_team_id, away_team_id, starts_at, time_zone, venue, referee_id)
         select gen_random_uuid(), e.league_id, e.stage_id, e.home_team_id, e.away_team_id,
           e.starts_at + make_interval(days => n), e.time_zone, e.venue, $3
         from (select * from league_event where league_id = $1 limit 1) e, generate_series(1, $2) as n`,
        [leagueId, size - 2, referee.id],
      );
      const statements = await countQueries(app.runtime.orm, () =>
        pageOf(member, '/api/member/league-events'),
      );
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The session check, the member's teams, one page of games, the referees' names.
    expect(counts[0]).toBeLessThanOrEqual(4);
  }, 120_000);
});
