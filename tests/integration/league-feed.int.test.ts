import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAGUE_FEED_CLAPPED,
  LEAGUE_FEED_UPDATED,
  type LeagueFeedClappedPush,
  type LeagueFeedItemDto,
  type LeagueMediaDto,
  leagueRoom,
} from '../../src/contracts/leagues/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  AUSTIN_WORKSPACE,
  CORA,
  createLeague,
  eventually,
  generateSchedule,
  kickOffHoursAgo,
  makeStaff,
  OPERATOR_ORG,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { countWarmQueries } from '../support/query-counter.ts';
import type { TestApp } from '../support/test-app.ts';

// The league feed through HTTP: items written by leagues' subscribers from a game's events (confirmed,
// corrected, moved, canceled), organizers' posts with pictures checked as every upload is, claps once
// per member (live in the league's room), drafts hidden, one statement a page, and who may do what.

const OTHER_ORG = 16;

interface Page {
  data: LeagueFeedItemDto[];
  hasNext: boolean;
  page: number;
  limit: number;
}

let app: TestApp;
let coordinator: TestMember;
const people = {} as Record<'stranger' | 'player' | 'captain' | 'referee' | 'otherCoordinator', TestMember>;

beforeAll(async () => {
  ({ app, coordinator } = await startWithCoordinator({ coordinator: CORA }));
  for (const persona of ['stranger', 'player', 'captain', 'referee', 'otherCoordinator'] as const)
    people[persona] = await createMember(app);
  await makeStaff(app, people.referee.id, 'referee');
  await makeStaff(app, people.otherCoordinator.id, 'coordinator', OTHER_ORG);
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from league where created_by = $1', [coordinator.id]);
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads/league-media`, { recursive: true, force: true });
});

/** A league of two teams (the captain's and the player's) with its schedule; published unless `draft`. */
async function league(options: { draft?: boolean; name?: string } = {}) {
  const home = await insertTeam(app, {
    captains: [people.captain.id],
    players: [people.player.id],
    name: `Feed Home ${randomUUID().slice(0, 4)}`,
  });
  const away = await insertTeam(app, { captains: [coordinator.id], name: 'Feed Away' });
  const created = await createLeague(app, coordinator.auth, { name: options.name ?? 'Feed League' });
  await registerTeams(app, coordinator.auth, created.id, [home, away]);
  const { games } = await generateSchedule(app, coordinator.auth, created.id, { double: true });
  if (!options.draft) {
    const published = await app.request(`/api/league/${created.id}/publish`, {
      method: 'POST',
      headers: coordinator.auth,
    });
    expect(published.status).toBe(200);
  }
  return { leagueId: created.id, home, away, games: games.map((game) => game.id) };
}

const feed = async (leagueId: string, query = '', auth: Record<string, string> = {}) => {
  const response = await app.request(`/api/league-common/${leagueId}/feed${query}`, { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#6a1b9a' } })
    .png()
    .toBuffer();

async function upload(
  leagueId: string,
  auth: Record<string, string>,
  options: { bytes?: Uint8Array; kind?: string; name?: string } = {},
) {
  const form = new FormData();
  if (options.kind) form.append('kind', options.kind);
  form.append('file', new Blob([options.bytes ?? (await picture())]), options.name ?? 'kickoff.png');
  return app.request(`/api/league-media?leagueId=${leagueId}`, { method: 'POST', headers: auth, body: form });
}

const post = (leagueId: string, auth: Record<string, string>, json: unknown) =>
  app.request(`/api/league-common/${leagueId}/posts`, { method: 'POST', headers: auth, json });

const clap = (auth: Record<string, string>, targetId: string, action: 'clap' | 'unclap' = 'clap') =>
  app.request('/api/interaction/', {
    method: 'POST',
    headers: auth,
    json: { action, targetId, targetType: 'league_feed_item' },
  });

async function postedItem(leagueId: string, text = 'Week 1 is on!') {
  const response = await post(leagueId, coordinator.auth, { text });
  expect(response.status).toBe(201);
  return (await body<{ item: LeagueFeedItemDto }>(response)).data.item;
}

describe('items from the games', () => {
  it('shows a confirmed result, rewrites it when corrected, and says when games move or are canceled', async () => {
    const { leagueId, home, games } = await league();
    // Two teams play each other twice: the first game is played, the second moved and then canceled.
    const [played, moved] = games as [string, string];
    const canceled = moved;
    await kickOffHoursAgo(app, played, 2);
    const score = (homeScore: number, awayScore: number) =>
      app.request(`/api/league/event/${played}/final-score`, {
        method: 'PUT',
        headers: coordinator.auth,
        json: { homeScore, awayScore },
      });
    expect((await score(2, 1)).status).toBe(200);
    const first = await eventually(
      () => feed(leagueId),
      (page) => page.data.some((item) => item.kind === 'result'),
    );
    const result = first.data.find((item) => item.kind === 'result')!;
    expect(result).toMatchObject({
      leagueEventId: played,
      homeScore: 2,
      awayScore: 1,
      clapCount: 0,
      hasClapped: false,
    });
    expect(result.text).toBe(`${result.homeTeam!.name} 2–1 ${result.awayTeam!.name}`);
    expect([result.homeTeam!.id, result.awayTeam!.id]).toContain(home);
    expect([result.homeTeam!.name, result.awayTeam!.name]).toContain('Feed Away');

    expect((await clap(people.player.auth, result.id)).status).toBe(200);
    expect((await score(3, 1)).status).toBe(200);
    const corrected = await eventually(
      () => feed(leagueId),
      (page) => page.data.some((item) => item.kind === 'result' && item.homeScore === 3),
    );
    // One item per game: the correction rewrote it, and its clap stayed with it.
    expect(corrected.data.filter((item) => item.kind === 'result')).toEqual([
      expect.objectContaining({ id: result.id, homeScore: 3, awayScore: 1, clapCount: 1 }),
    ]);

    const refereeOnly = await app.request(`/api/league/event/${moved}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { refereeId: people.referee.id },
    });
    expect(refereeOnly.status).toBe(200);
    const move = await app.request(`/api/league/event/${moved}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { startsAt: '2027-04-07T00:30:00Z', venue: 'Zilker field' },
    });
    expect(move.status).toBe(200);
    expect(
      (
        await app.request(`/api/league/event/${canceled}/cancel`, {
          method: 'POST',
          headers: coordinator.auth,
        })
      ).status,
    ).toBe(200);
    const page = await eventually(
      () => feed(leagueId),
      (p) => p.data.some((item) => item.kind === 'game_canceled'),
    );
    // Newest first; naming a referee is no news.
    expect(page.data.map((item) => item.kind)).toEqual(['game_canceled', 'game_moved', 'result']);
    expect(page.data[1]!.text).toMatch(/ moved to Tue, Apr 6, 7:30 PM at Zilker field$/);
    expect(page.data[1]).toMatchObject({ leagueEventId: moved, venue: 'Zilker field' });
    expect(page.data[0]!.text).toMatch(/ is canceled$/);

    // A team's own feed: its games and the organizers' posts.
    await postedItem(leagueId, 'For every team');
    const other = await insertTeam(app, { captains: [coordinator.id], name: 'Bystanders' });
    expect((await feed(leagueId, `?teamId=${home}`)).data).toHaveLength(4);
    expect((await feed(leagueId, `?teamId=${other}`)).data.map((item) => item.kind)).toEqual(['post']);
  }, 60_000);

  it('answers 400 for a bad page or team and 404 for an unknown league', async () => {
    const { leagueId } = await league();
    const bad = await app.request(`/api/league-common/${leagueId}/feed?teamId=nope&page=0`);
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors?.map((error) => error.message)).toContain('Choose a team of this league');
    const unknown = await app.request(`/api/league-common/${randomUUID()}/feed`);
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).errors?.[0]?.message).toBe('League not found.');
  });
});

describe('organizers’ posts with pictures', () => {
  it('posts text with uploaded pictures of the spec’s kinds, newest first', async () => {
    const { leagueId } = await league();
    const kickoff = await upload(leagueId, coordinator.auth, { kind: 'KICKOFF' });
    expect(kickoff.status).toBe(201);
    const media = (await body<LeagueMediaDto>(kickoff)).data;
    expect(media).toMatchObject({ leagueId, kind: 'KICKOFF' });
    expect(media.url).toMatch(/^\/uploads\/league-media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect((await app.request(media.url)).status).toBe(200);
    const champ = (await body<LeagueMediaDto>(await upload(leagueId, coordinator.auth, { kind: 'CHAMP' })))
      .data;
    const plain = (await body<LeagueMediaDto>(await upload(leagueId, coordinator.auth))).data;
    expect(plain.kind).toBe('IMAGE');

    const response = await post(leagueId, coordinator.auth, {
      text: '  Opening night!  ',
      mediaIds: [media.id, champ.id],
    });
    expect(response.status).toBe(201);
    const { item, message } = (await body<{ item: LeagueFeedItemDto; message: string }>(response)).data;
    expect(message).toBe('Successfully posted.');
    expect(item).toMatchObject({
      kind: 'post',
      text: 'Opening night!',
      author: { id: coordinator.id, name: 'Cora Ordinator' },
      images: [
        { id: media.id, kind: 'KICKOFF', url: media.url },
        { id: champ.id, kind: 'CHAMP', url: champ.url },
      ],
    });
    const imageOnly = await post(leagueId, coordinator.auth, { mediaIds: [plain.id] });
    expect(imageOnly.status).toBe(201);
    expect((await feed(leagueId)).data.map((entry) => entry.text)).toEqual(['', 'Opening night!']);
    expect(
      await sql(
        app,
        "select count(*)::int as n from outbox where event_name = 'leagues.feed-posted' and payload->>'leagueId' = $1",
        [leagueId],
      ),
    ).toEqual([{ n: 2 }]);
  });

  it('refuses an empty post, a picture shown already or of another league, and changes nothing', async () => {
    const { leagueId } = await league();
    const { leagueId: otherLeague } = await league({ name: 'Other Feed League' });
    const empty = await post(leagueId, coordinator.auth, { text: '   ' });
    expect(empty.status).toBe(400);
    expect((await body(empty)).errors?.[0]).toMatchObject({
      message: 'Write something or add an image',
      field: 'text',
    });
    const elsewhere = (await body<LeagueMediaDto>(await upload(otherLeague, coordinator.auth))).data;
    const foreign = await post(leagueId, coordinator.auth, { text: 'Look', mediaIds: [elsewhere.id] });
    expect(foreign.status).toBe(400);
    expect((await body(foreign)).errors?.[0]?.message).toBe('Image not found. Upload it again.');
    const mine = (await body<LeagueMediaDto>(await upload(leagueId, coordinator.auth))).data;
    expect((await post(leagueId, coordinator.auth, { text: 'Once', mediaIds: [mine.id] })).status).toBe(201);
    expect((await post(leagueId, coordinator.auth, { text: 'Twice', mediaIds: [mine.id] })).status).toBe(400);
    expect((await feed(leagueId)).data.map((item) => item.text)).toEqual(['Once']);
  });

  it('checks pictures by content and size: wrong type, fake PNG, over 5 MB, unknown kind, no file', async () => {
    const { leagueId } = await league();
    const before = await sql(app, 'select count(*)::int as n from league_media where league_id = $1', [
      leagueId,
    ]);
    const text = await upload(leagueId, coordinator.auth, {
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'logo.png',
    });
    expect(text.status).toBe(415);
    expect((await body(text)).errors?.[0]).toMatchObject({
      message: 'Please choose a PNG, GIF or JPEG image',
      field: 'file',
    });
    // A PNG signature followed by anything else: sniffed as PNG, refused when decoding.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    expect((await upload(leagueId, coordinator.auth, { bytes: fake })).status).toBe(415);
    const big = await upload(leagueId, coordinator.auth, { bytes: new Uint8Array(5_000_001) });
    expect(big.status).toBe(413);
    expect((await body(big)).errors?.[0]?.message).toBe('Please choose a file with size < 5MB');
    const kind = await upload(leagueId, coordinator.auth, { kind: 'SELFIE' });
    expect(kind.status).toBe(400);
    expect((await body(kind)).errors?.[0]?.message).toBe(
      'Image kind must be one of KICKOFF, CHAMP, IMAGE, COVER',
    );
    const none = await app.request(`/api/league-media?leagueId=${leagueId}`, {
      method: 'POST',
      headers: coordinator.auth,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await body(none)).errors?.[0]?.message).toBe('Please choose a file to upload');
    expect(
      await sql(app, 'select count(*)::int as n from league_media where league_id = $1', [leagueId]),
    ).toEqual(before);
  });
});

describe('claps', () => {
  const { socketOf, join } = memberSockets(() => app);

  it('counts one clap per member, takes it back on unclap, and pushes the count to the league’s room', async () => {
    const { leagueId } = await league();
    const item = await postedItem(leagueId);
    const watcher = await socketOf(people.stranger);
    expect(await join(watcher, leagueRoom(leagueId))).toEqual({ ok: true });
    const pushed = new Promise<LeagueFeedClappedPush>((resolve) =>
      watcher.once(LEAGUE_FEED_CLAPPED, resolve),
    );
    const first = await clap(people.player.auth, item.id);
    expect(first.status).toBe(200);
    expect((await body(first)).data).toEqual({
      targetId: item.id,
      targetType: 'league_feed_item',
      clapCount: 1,
      hasClapped: true,
    });
    expect(await pushed).toEqual({
      leagueId,
      itemId: item.id,
      clapCount: 1,
      memberId: people.player.id,
      action: 'clap',
    });
    expect((await body(await clap(people.player.auth, item.id))).data).toMatchObject({ clapCount: 1 });
    expect((await body(await clap(people.captain.auth, item.id))).data).toMatchObject({ clapCount: 2 });
    const seen = (await feed(leagueId, '', people.player.auth)).data[0]!;
    expect(seen).toMatchObject({ clapCount: 2, hasClapped: true });
    expect((await feed(leagueId)).data[0]).toMatchObject({ clapCount: 2, hasClapped: false });
    expect((await body(await clap(people.player.auth, item.id, 'unclap'))).data).toEqual({
      targetId: item.id,
      targetType: 'league_feed_item',
      clapCount: 1,
      hasClapped: false,
    });
    expect((await body(await clap(people.player.auth, item.id, 'unclap'))).data).toMatchObject({
      clapCount: 1,
    });
    expect(
      await sql(
        app,
        "select count(*)::int as n from outbox where event_name = 'leagues.feed-item-clapped' and payload->>'itemId' = $1",
        [item.id],
      ),
    ).toEqual([{ n: 3 }]);
  });

  it('tells the league’s room when a post arrives', async () => {
    const { leagueId } = await league();
    const watcher = await socketOf(people.player);
    expect(await join(watcher, leagueRoom(leagueId))).toEqual({ ok: true });
    const pushed = new Promise((resolve) => watcher.once(LEAGUE_FEED_UPDATED, resolve));
    await postedItem(leagueId);
    expect(await pushed).toEqual({ leagueId });
  });

  it('answers 400 for a bad body and 404 for an unknown item', async () => {
    const bad = await app.request('/api/interaction/', {
      method: 'POST',
      headers: people.player.auth,
      json: { action: 'love', targetId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors?.map((error) => error.message)).toEqual([
      'Choose clap or unclap',
      'Feed item not found.',
    ]);
    const unknown = await clap(people.player.auth, randomUUID());
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).errors?.[0]?.message).toBe('Feed item not found.');
  });
});

describe('the organization’s feed', () => {
  it('lists its leagues’ items newest first, by workspace, drafts only for its staff', async () => {
    const published = await league({ name: 'Org Feed Published' });
    const draft = await league({ draft: true, name: 'Org Feed Draft' });
    const news = await postedItem(published.leagueId, 'Published news');
    const secret = await postedItem(draft.leagueId, 'Draft news');
    const orgFeed = async (query: string, auth: Record<string, string> = {}) =>
      (
        (await (
          await app.request(`/api/organization-common/${OPERATOR_ORG}/feed${query}`, { headers: auth })
        ).json()) as Page
      ).data.map((item) => item.id);
    const publicIds = await orgFeed('?limit=50');
    expect(publicIds).toContain(news.id);
    expect(publicIds).not.toContain(secret.id);
    expect(await orgFeed('?limit=50', people.captain.auth)).not.toContain(secret.id);
    expect(await orgFeed('?limit=50', people.otherCoordinator.auth)).not.toContain(secret.id);
    const staffIds = await orgFeed('?limit=50', people.referee.auth);
    expect(staffIds.slice(0, 2)).toEqual([secret.id, news.id]);
    expect(await orgFeed(`?orgWorkspaceId=${AUSTIN_WORKSPACE}&limit=50`)).toContain(news.id);
    expect(await orgFeed('?orgWorkspaceId=2&limit=50')).not.toContain(news.id);
    expect((await app.request(`/api/organization-common/${OPERATOR_ORG}/feed?limit=51`)).status).toBe(400);
  });
});

describe('statements a page', () => {
  // An app without workers: nothing else queries while a page's statements are counted.
  let quiet: TestApp;
  let organizer: TestMember;
  let reader: TestMember;
  beforeAll(async () => {
    ({ app: quiet, coordinator: organizer } = await startWithCoordinator({ worker: false }));
    reader = await createMember(quiet);
  }, 60_000);
  afterAll(() => quiet?.stop());

  /** A published league with `count` items straight in its feed, one in three with a picture and a clap. */
  async function leagueWithItems(count: number) {
    const teams = [
      await insertTeam(quiet, { captains: [organizer.id], name: 'Quiet A' }),
      await insertTeam(quiet, { captains: [organizer.id], name: 'Quiet B' }),
    ];
    const created = await createLeague(quiet, organizer.auth, { name: `Feed of ${count}` });
    await registerTeams(quiet, organizer.auth, created.id, teams);
    await generateSchedule(quiet, organizer.auth, created.id);
    await sql(quiet, `update league set status = 'published' where id = $1`, [created.id]);
    await sql(
      quiet,
      `insert into league_feed_item (id, league_id, organization_id, workspace_id, kind, text, author_id, created_at)
       select gen_random_uuid(), $1, $2, $3, 'post', 'Item ' || n, $4, now() - make_interval(mins => n)
       from generate_series(1, $5) n`,
      [created.id, OPERATOR_ORG, AUSTIN_WORKSPACE, organizer.id, count],
    );
    await sql(
      quiet,
      `insert into league_media (id, league_id, kind, url, post_id)
       select gen_random_uuid(), $1, 'IMAGE', '/uploads/league-media/x.png', id
       from league_feed_item where league_id = $1 and (extract(epoch from created_at)::bigint % 3) = 0`,
      [created.id],
    );
    await sql(
      quiet,
      `insert into league_feed_clap (item_id, member_id)
       select id, $2 from league_feed_item where league_id = $1 and (extract(epoch from created_at)::bigint % 3) = 1`,
      [created.id, reader.id],
    );
    return created.id;
  }

  it('reads a page of 5 and of 200 items with the same statements (league and organization feeds)', async () => {
    const few = await leagueWithItems(5);
    const many = await leagueWithItems(200);
    let items = 0;
    const statements = (path: string) =>
      countWarmQueries(quiet.runtime.orm, async () => {
        const response = await quiet.request(path, { headers: reader.auth });
        expect(response.status).toBe(200);
        items = ((await response.json()) as Page).data.length;
      });
    // The reader's session is checked once and then remembered for a while: not the page's statement.
    await quiet.request('/api/member/me', { headers: reader.auth });
    const fewPage = await statements(`/api/league-common/${few}/feed`);
    expect(items).toBe(5);
    const manyPage = await statements(`/api/league-common/${many}/feed?limit=50`);
    expect(items).toBe(50);
    // The league (drafts' rule) and the page; the authors' names are remembered from the first read.
    expect(fewPage).toHaveLength(2);
    expect(manyPage).toHaveLength(2);
    // The reader's staff role (drafts) and the page.
    expect(await statements(`/api/organization-common/${OPERATOR_ORG}/feed?limit=50`)).toHaveLength(2);
    expect(items).toBe(50);
  }, 60_000);
});

describe('who may see and do what', () => {
  type Persona =
    | 'anonymous'
    | 'stranger'
    | 'player'
    | 'captain'
    | 'coordinator'
    | 'referee'
    | 'otherCoordinator';
  const PERSONAS: Persona[] = [
    'anonymous',
    'stranger',
    'player',
    'captain',
    'coordinator',
    'referee',
    'otherCoordinator',
  ];
  const authOf = (persona: Persona) =>
    persona === 'anonymous' ? {} : persona === 'coordinator' ? coordinator.auth : people[persona].auth;
  const row = (...statuses: number[]): Record<string, number> =>
    Object.fromEntries(PERSONAS.map((p, i) => [p, statuses[i]!]));

  it('answers each kind of caller as the rules say, drafts included', async () => {
    const published = await league({ name: 'Matrix feed' });
    const draft = await league({ draft: true, name: 'Matrix draft feed' });
    const publishedItem = await postedItem(published.leagueId);
    const draftItem = await postedItem(draft.leagueId);
    const routes: Array<{
      name: string;
      call: (auth: Record<string, string>) => Promise<Response>;
      expected: Record<string, number>;
    }> = [
      {
        name: 'GET feed (published)',
        call: (auth) => app.request(`/api/league-common/${published.leagueId}/feed`, { headers: auth }),
        expected: row(200, 200, 200, 200, 200, 200, 200),
      },
      {
        name: 'GET feed (draft)',
        call: (auth) => app.request(`/api/league-common/${draft.leagueId}/feed`, { headers: auth }),
        expected: row(404, 404, 404, 404, 200, 200, 404),
      },
      {
        name: 'GET organization feed',
        call: (auth) => app.request(`/api/organization-common/${OPERATOR_ORG}/feed`, { headers: auth }),
        expected: row(200, 200, 200, 200, 200, 200, 200),
      },
      {
        name: 'POST league-media (published)',
        call: (auth) => upload(published.leagueId, auth),
        expected: row(401, 403, 403, 403, 201, 403, 403),
      },
      {
        name: 'POST league-media (draft)',
        call: (auth) => upload(draft.leagueId, auth),
        expected: row(401, 404, 404, 404, 201, 403, 404),
      },
      {
        name: 'POST posts (published)',
        call: (auth) => post(published.leagueId, auth, { text: 'Matrix' }),
        expected: row(401, 403, 403, 403, 201, 403, 403),
      },
      {
        name: 'POST posts (draft)',
        call: (auth) => post(draft.leagueId, auth, { text: 'Matrix' }),
        expected: row(401, 404, 404, 404, 201, 403, 404),
      },
      {
        name: 'POST interaction (published item)',
        call: (auth) => clap(auth, publishedItem.id),
        expected: row(401, 200, 200, 200, 200, 200, 200),
      },
      {
        name: 'POST interaction (draft item)',
        call: (auth) => clap(auth, draftItem.id),
        expected: row(401, 404, 404, 404, 200, 200, 404),
      },
    ];
    const seen: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const route of routes) {
      expected[route.name] = route.expected;
      seen[route.name] = {};
      for (const persona of PERSONAS) seen[route.name]![persona] = (await route.call(authOf(persona))).status;
    }
    expect(seen).toEqual(expected);
  }, 120_000);
});
