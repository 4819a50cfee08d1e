import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueRegistrationListing } from '../../src/contracts/leagues/registration-listing.ts';
import {
  type FreeAgentDto,
  type LeagueListingDto,
  MARKETPLACE_CHANGED,
  type MarketplaceChangedPush,
  marketplaceRoom,
  type PostDto,
} from '../../src/contracts/marketplace/index.ts';
import type { EventName, EventPayload } from '../../src/platform/bus/index.ts';
import { uuidv7 } from '../../src/platform/bus/index.ts';
import { body, createMember, generousLimits, sql } from '../support/identity-factories.ts';
import { eventually } from '../support/leagues-factories.ts';
import { listingSeedSql, listingSnapshot } from '../support/marketplace-seed.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { countQueries, countWarmQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The marketplace's league listings: the copy fed by leagues' snapshots (out of order, repeated,
// removed), the filters through HTTP, one statement per page, and the plans of a 10,000-row table.

interface Page {
  data: LeagueListingDto[];
  hasNext: boolean;
  page: number;
  limit: number;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
}, 60_000);
afterAll(() => app?.stop());

/** Records an event as its module would (an outbox row), `occurredAt` as given; returns its id. */
async function record<N extends EventName>(name: N, payload: EventPayload<N>, occurredAt = new Date()) {
  const id = uuidv7();
  await sql(app, 'insert into outbox (id, event_name, payload, occurred_at) values ($1, $2, $3, $4)', [
    id,
    name,
    JSON.stringify(payload),
    occurredAt,
  ]);
  return id;
}
const publish = (payload: EventPayload<'leagues.registration-listing-changed'>, occurredAt?: Date) =>
  record('leagues.registration-listing-changed', payload, occurredAt);

/** Waits until `subscriber` has handled every one of these events (any order). */
const handledBy = (subscriber: string, eventIds: string[]) =>
  eventually(
    () =>
      sql<{ n: number }>(
        app,
        'select count(*)::int as n from inbox where subscriber = $1 and event_id = any($2::uuid[])',
        [subscriber, eventIds],
      ),
    ([row]) => row?.n === eventIds.length,
  );
const handled = (...eventIds: string[]) => handledBy('marketplace.copy-league-listing', eventIds);

const getListing = async (leagueId: string) => {
  const response = await app.request(`/api/marketplace/leagues/${leagueId}`);
  return response.status === 200 ? (await body<LeagueListingDto>(response)).data : response.status;
};

async function list(query: string): Promise<Page> {
  const response = await app.request(`/api/marketplace/leagues?${query}`);
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Page;
}

describe('the copy of leagues’ registration listings', () => {
  it('copies a snapshot with the city’s name, and a later sequence replaces it', async () => {
    const listing = listingSnapshot({ name: 'Copy test league' });
    await handled(await publish({ listing }));
    expect(await getListing(listing.leagueId)).toMatchObject({
      name: 'Copy test league',
      city: 'Austin',
      spotsLeft: 5,
      teamFee: { amountCents: 65_000, currency: 'USD' },
      registrationOpen: true,
    });
    await handled(await publish({ listing: { ...listing, teamsRegistered: 8, sequence: 2 } }));
    expect(await getListing(listing.leagueId)).toMatchObject({ spotsLeft: 0, teamsRegistered: 8 });
  });

  it('ignores a snapshot older than the copy, whatever order they arrive in', async () => {
    const listing = listingSnapshot({ name: 'Newest name', sequence: 5 });
    await handled(await publish({ listing }));
    await handled(
      await publish({ listing: { ...listing, name: 'Stale name', sequence: 4 } }),
      await publish({ listing: { ...listing, name: 'Same sequence again', sequence: 5 } }),
    );
    expect(await getListing(listing.leagueId)).toMatchObject({ name: 'Newest name' });
  });

  it('drops a removed listing; a snapshot recorded before the removal and delivered after it does not bring it back', async () => {
    const listing = listingSnapshot({ sequence: 3 });
    await handled(await publish({ listing }));
    await handled(await publish({ leagueId: listing.leagueId, organizationId: 15, removed: true }));
    expect(await getListing(listing.leagueId)).toBe(404);
    const recordedBefore = new Date(Date.now() - 60_000);
    await handled(await publish({ listing: { ...listing, sequence: 4, name: 'Stale' } }, recordedBefore));
    expect(await getListing(listing.leagueId)).toBe(404);
    // Registration reopened later: a newer snapshot lists it again.
    await handled(await publish({ listing: { ...listing, sequence: 6, name: 'Reopened' } }));
    expect(await getListing(listing.leagueId)).toMatchObject({ name: 'Reopened' });
  });
});

describe('league free agents', () => {
  it('lists a member who registered as a league’s free agent with the league, once, until they withdraw', async () => {
    const listing = listingSnapshot({ name: 'Free agent league', workspaceId: 2, level: 'competitive' });
    await handled(await publish({ listing }));
    const player = await createMember(app, { firstName: 'Lea', lastName: 'Gue' });
    const completed = (kind: 'team' | 'free_agent') =>
      record('leagues.registration-completed', {
        leagueId: listing.leagueId,
        organizationId: 15,
        registrationId: crypto.randomUUID(),
        kind,
        teamId: null,
        memberId: player.id,
        via: 'free',
      });
    await handledBy('marketplace.list-league-free-agent', [
      await completed('team'),
      await completed('free_agent'),
      await completed('free_agent'),
    ]);
    const response = await app.request('/api/marketplace/free-agents?city=2&limit=50');
    const agents = (await body<FreeAgentDto[]>(response)).data.filter((a) => a.member.id === player.id);
    expect(agents).toEqual([
      expect.objectContaining({
        league: { id: listing.leagueId, name: 'Free agent league' },
        level: 'competitive',
        days: ['tuesday'],
        lookingFor: ['league'],
        member: expect.objectContaining({ firstName: 'Lea' }),
      }),
    ]);
    // Withdrawn: no longer listed with the league.
    await handledBy('marketplace.unlist-league-free-agent', [
      await record('leagues.registration-ended', {
        leagueId: listing.leagueId,
        registrationId: crypto.randomUUID(),
        kind: 'free_agent',
        teamId: null,
        memberId: player.id,
        status: 'withdrawn',
        refunded: true,
        actorId: player.id,
      }),
    ]);
    const after = await app.request('/api/marketplace/free-agents?city=2&limit=50');
    expect((await body<FreeAgentDto[]>(after)).data.filter((a) => a.member.id === player.id)).toEqual([]);
  });
});

describe('GET /api/marketplace/leagues', () => {
  const city = 900_001; // a workspace id of this describe only: its rows are the only ones with it
  const add = (overrides: Partial<LeagueRegistrationListing>) =>
    sql(
      app,
      `insert into marketplace_league_listing (league_id, organization_id, workspace_id, city_name, name, format,
        game_day, time_zone, time_slots, venues, season_start, season_end, gender, level, team_fee_cents,
        team_fee_currency, max_teams, teams_registered, waitlist_count, opens_at, closes_at, refund_cutoff,
        search_text, sequence)
       values (gen_random_uuid(), 15, $1, 'Filter City', $2, $3, $4, 'America/Chicago', '[]', '[]', $5, $5, $6, $7,
         $8, 'USD', 8, 0, 0, $9, $10, now() + interval '1 day', lower($2 || ' Filter City'), 1)`,
      ((l) => [
        city,
        l.name,
        l.format,
        l.gameDay,
        l.seasonStart,
        l.gender,
        l.level,
        l.teamFee?.amountCents ?? null,
        l.opensAt,
        l.closesAt,
      ])(listingSnapshot(overrides)),
    );

  beforeAll(async () => {
    await add({
      name: 'Priced Riverside',
      seasonStart: '2027-04-01',
      teamFee: { amountCents: 9_000, currency: 'USD' },
    });
    await add({
      name: 'Free Lakeshore',
      seasonStart: '2027-02-01',
      teamFee: { amountCents: 0, currency: 'USD' },
      gender: 'women',
    });
    await add({
      name: 'Unpriced Hillcrest',
      seasonStart: '2027-03-01',
      teamFee: null,
      format: '5v5',
      gameDay: 'sunday',
    });
    await add({
      name: 'Closed 100% Northgate',
      seasonStart: '2027-05-01',
      teamFee: { amountCents: 20_000, currency: 'USD' },
      level: 'competitive',
      closesAt: new Date(Date.now() - 1000).toISOString(),
    });
  });

  const names = async (query: string) => (await list(`city=${city}&${query}`)).data.map((l) => l.name);

  it('sorts by season start and pages with hasNext', async () => {
    expect(await names('')).toEqual([
      'Free Lakeshore',
      'Unpriced Hillcrest',
      'Priced Riverside',
      'Closed 100% Northgate',
    ]);
    const first = await list(`city=${city}&limit=3`);
    expect([first.data.length, first.hasNext]).toEqual([3, true]);
    const second = await list(`city=${city}&limit=3&page=2`);
    expect([second.data.map((l) => l.name), second.hasNext]).toEqual([['Closed 100% Northgate'], false]);
  });

  it('price up to: Free always matches, No Set Price never, 0 means free only', async () => {
    expect(await names('maxPrice=90')).toEqual(['Free Lakeshore', 'Priced Riverside']);
    expect(await names('maxPrice=89.99')).toEqual(['Free Lakeshore']);
    expect(await names('maxPrice=0')).toEqual(['Free Lakeshore']);
    expect(await names('maxPrice=1000')).not.toContain('Unpriced Hillcrest');
  });

  it('filters by format, day, gender, level, open window and free text (any case, % literal)', async () => {
    expect(await names('format=5v5&day=sunday')).toEqual(['Unpriced Hillcrest']);
    expect(await names('gender=women')).toEqual(['Free Lakeshore']);
    expect(await names('level=competitive')).toEqual(['Closed 100% Northgate']);
    expect(await names('open=true')).not.toContain('Closed 100% Northgate');
    expect(await names('q=RIVER')).toEqual(['Priced Riverside']);
    expect(await names('q=100%25')).toEqual(['Closed 100% Northgate']);
    expect(await names('q=0%25')).toEqual(['Closed 100% Northgate']);
  });

  it('answers bad filters with 400 and their message, and an unknown listing with 404', async () => {
    const bad = async (query: string) => {
      const response = await app.request(`/api/marketplace/leagues?${query}`);
      const answer = (await response.json()) as { errors?: Array<{ message: string }> };
      return [response.status, answer.errors?.[0]?.message];
    };
    expect(await bad('maxPrice=-1')).toEqual([400, expect.stringContaining('Price up to')]);
    expect(await bad('format=4v4')).toEqual([400, expect.stringContaining('Format must be one of')]);
    expect(await bad('day=someday')).toEqual([400, expect.stringContaining('Day must be one of')]);
    expect(await bad('city=99999999999')).toEqual([400, expect.stringContaining('City')]);
    expect(await bad('limit=51')).toEqual([400, expect.stringContaining('Limit')]);
    expect((await app.request('/api/marketplace/leagues/not-a-uuid')).status).toBe(404);
    expect((await app.request(`/api/marketplace/leagues/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('reads a page in one statement, for 5 listings as for 200 and with every filter', async () => {
    const [few, many] = [900_002, 900_003];
    await sql(app, listingSeedSql(5, { firstWorkspace: few, cities: 1 }));
    await sql(app, listingSeedSql(200, { firstWorkspace: many, cities: 1 }));
    // The worker's relay polls the outbox meanwhile: its statements are not the page's.
    const statements = async (query: string) =>
      (await countQueries(app.runtime.orm, () => list(query))).filter((q) => !/\b(outbox|inbox)\b/.test(q));
    const fewPage = await statements(`city=${few}`);
    const manyPage = await statements(`city=${many}&limit=50`);
    expect(fewPage).toHaveLength(1);
    expect(manyPage).toHaveLength(1);
    expect(
      await statements(
        `city=${many}&format=7x7&day=monday&gender=coed&level=recreational&maxPrice=100&open=true&q=league&limit=50`,
      ),
    ).toHaveLength(1);
    expect((await list(`city=${many}&limit=50`)).hasNext).toBe(true);
    expect((await list(`city=${few}`)).data).toHaveLength(5);
  });
});

describe('live updates', () => {
  const { socketOf, join } = memberSockets(() => app);

  it('pushes a city’s changes to its marketplace room: a post, a listing dropped', async () => {
    const [viewer, author] = [await createMember(app), await createMember(app)];
    const socket = await socketOf(viewer);
    expect(await join(socket, marketplaceRoom(3))).toEqual({ ok: true });
    expect(await join(socket, 'marketplace:not-a-city')).toMatchObject({ ok: false });
    const pushes: MarketplaceChangedPush[] = [];
    socket.on(MARKETPLACE_CHANGED, (push: MarketplaceChangedPush) => pushes.push(push));
    const made = await app.request('/api/marketplace/posts', {
      method: 'POST',
      headers: author.auth,
      json: { workspaceId: 3, category: 'other', title: 'Live', body: 'Pushed to the room' },
    });
    const post = (await body<{ post: PostDto }>(made)).data.post;
    const listing = listingSnapshot({ workspaceId: 3 });
    await handled(await publish({ listing }));
    await handled(await publish({ leagueId: listing.leagueId, organizationId: 15, removed: true }));
    await eventually(
      async () => pushes,
      (seen) => seen.length >= 3,
    );
    expect(pushes).toEqual(
      expect.arrayContaining([
        { list: 'posts', id: post.id, change: 'added' },
        { list: 'leagues', id: listing.leagueId, change: 'changed' },
        { list: 'leagues', id: listing.leagueId, change: 'removed' },
      ]),
    );
  });
});

describe('free agents and posts pages', () => {
  it('read the same statements for a page of 5 and of 200 (the page, then identity’s names in one batch)', async () => {
    const member = await createMember(app);
    // One member's league free agents (one listing per league) and posts, in two cities of 5 and 200.
    const seed = (workspaceId: number, count: number) =>
      sql(
        app,
        `insert into marketplace_free_agent (id, member_id, organization_id, workspace_id, city_name, positions, level,
           days, times, looking_for, about, status, league_id, league_name, created_at, updated_at)
         select gen_random_uuid(), $1, 15, $2, 'Count City', '{forward}', 'recreational', '{monday}', '{evening}',
           '{league}', 'Fast on the wing', 'active', gen_random_uuid(), 'League ' || n, now(), now()
         from generate_series(1, $3) n;
         `.trim(),
        [member.id, workspaceId, count],
      ).then(() =>
        sql(
          app,
          `insert into marketplace_post (id, author_id, organization_id, workspace_id, city_name, category, title, body,
             created_at, updated_at, expires_at)
           select gen_random_uuid(), $1, 15, $2, 'Count City', 'gear', 'Shin guards ' || n, 'Barely used', now(), now(),
             now() + interval '30 days'
           from generate_series(1, $3) n`,
          [member.id, workspaceId, count],
        ),
      );
    const [few, many] = [900_012, 900_013];
    await seed(few, 5);
    await seed(many, 200);
    const statements = async (path: string) =>
      (
        await countWarmQueries(app.runtime.orm, async () => {
          const response = await app.request(path);
          expect(response.status).toBe(200);
        })
      ).filter((q) => !/\b(outbox|inbox)\b/.test(q));
    for (const list of ['free-agents', 'posts']) {
      const fewPage = await statements(`/api/marketplace/${list}?city=${few}`);
      const manyPage = await statements(`/api/marketplace/${list}?city=${many}&limit=50`);
      expect(fewPage.length, list).toBeGreaterThan(0);
      expect(manyPage, list).toHaveLength(fewPage.length);
      const page = async (query: string) =>
        (await body<unknown[]>(await app.request(`/api/marketplace/${list}?${query}`))).data;
      expect(await page(`city=${few}`), list).toHaveLength(5);
      expect(await page(`city=${many}&limit=50`), list).toHaveLength(50);
    }
  });
});
