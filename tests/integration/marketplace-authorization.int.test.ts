import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeAgentDto, PostDto } from '../../src/contracts/marketplace/index.ts';
import { subAlertLinkSettings, subAlertUnsubscribeLinks } from '../../src/modules/marketplace/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { insertEvent } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { makeStaff } from '../support/leagues-factories.ts';
import { listingSeedSql } from '../support/marketplace-seed.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Who may do what in the marketplace: every route for anonymous, a member (the free agent or the
// post's author), another member, staff of the post's organization (15, the operator) and another
// organization's coordinator. And what the answers hold: never a member's contacts (spec §6).

let app: TestApp;
let owner: TestMember;
let other: TestMember;
let staff: TestMember;
let otherOrgStaff: TestMember;
type Actor = 'anonymous' | 'owner' | 'other' | 'staff' | 'otherOrgStaff';
const ACTORS: Actor[] = ['anonymous', 'owner', 'other', 'staff', 'otherOrgStaff'];
const headersOf = (actor: Actor) =>
  actor === 'anonymous' ? {} : { owner, other, staff, otherOrgStaff }[actor].auth;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  owner = await createMember(app, { firstName: 'Fran', lastName: 'Agent', phoneNumber: '(512) 555-0199' });
  other = await createMember(app);
  staff = await createMember(app);
  otherOrgStaff = await createMember(app);
  await makeStaff(app, staff.id, 'referee');
  await makeStaff(app, otherOrgStaff.id, 'coordinator', 99);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads/marketplace-posts`, { recursive: true, force: true });
});

const call = (actor: Actor, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: headersOf(actor), json });
const statusOf = async (actor: Actor, method: string, path: string, json?: unknown) =>
  (await call(actor, method, path, json)).status;
/** The status each actor gets for the same request, one after another in ACTORS' order. */
async function matrix(method: string, path: (actor: Actor) => Promise<string> | string, json?: unknown) {
  const statuses: Record<string, number> = {};
  for (const actor of ACTORS) statuses[actor] = await statusOf(actor, method, await path(actor), json);
  return statuses;
}

const freeAgentForm = {
  workspaceId: 1,
  positions: ['forward', 'goalkeeper', 'forward'],
  level: 'intermediate',
  days: ['tuesday'],
  times: ['evening'],
  lookingFor: ['team'],
  about: 'Quick winger.',
};
let cityCount = 0;
/** A free-agent listing of the owner's in a city of its own (one listing per member and city). */
async function listing(): Promise<FreeAgentDto> {
  cityCount += 1;
  const workspaceId = 1 + (cityCount % 4);
  await sql(app, 'delete from marketplace_free_agent where member_id = $1 and workspace_id = $2', [
    owner.id,
    workspaceId,
  ]);
  const response = await call('owner', 'POST', '/api/marketplace/free-agents', {
    ...freeAgentForm,
    workspaceId,
  });
  expect(response.status).toBe(201);
  return (await body<{ freeAgent: FreeAgentDto }>(response)).data.freeAgent;
}

async function post(): Promise<PostDto> {
  const response = await call('owner', 'POST', '/api/marketplace/posts', {
    workspaceId: 1,
    category: 'gear',
    title: 'Size 10 cleats',
    body: 'Worn twice.',
  });
  expect(response.status).toBe(201);
  return (await body<{ post: PostDto }>(response)).data.post;
}

/** A JSON answer's list and errors, as far as these tests read them. */
const read = async (response: Response) =>
  (await response.json()) as {
    data: Array<{ id: string }>;
    errors: Array<{ message: string; field?: string }>;
  };

const everyone = (status: number) => Object.fromEntries(ACTORS.map((actor) => [actor, status]));

describe('league listings', () => {
  it('are public to read', async () => {
    await sql(app, listingSeedSql(3));
    const [row] = await sql<{ league_id: string }>(
      app,
      'select league_id from marketplace_league_listing limit 1',
    );
    expect(await matrix('GET', () => '/api/marketplace/leagues')).toEqual(everyone(200));
    expect(await matrix('GET', () => `/api/marketplace/leagues/${row?.league_id}`)).toEqual(everyone(200));
  });
});

describe('free agents', () => {
  it('a member lists themself once per city, with the choices in order and no contact fields', async () => {
    expect(await statusOf('anonymous', 'POST', '/api/marketplace/free-agents', freeAgentForm)).toBe(401);
    const agent = await listing();
    expect(agent).toMatchObject({
      member: { id: owner.id, firstName: 'Fran', lastName: 'Agent' },
      positions: ['goalkeeper', 'forward'],
      city: expect.any(String),
      status: 'active',
      league: null,
    });
    const text = JSON.stringify(agent);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('555-0199');
    const again = await call('owner', 'POST', '/api/marketplace/free-agents', {
      ...freeAgentForm,
      workspaceId: agent.workspaceId,
    });
    expect(again.status).toBe(409);
    const unknownCity = await call('owner', 'POST', '/api/marketplace/free-agents', {
      ...freeAgentForm,
      workspaceId: 999_999,
    });
    expect([unknownCity.status, (await read(unknownCity)).errors[0]]).toEqual([
      400,
      { message: 'Choose one of the cities.', field: 'workspaceId' },
    ]);
  });

  it('anyone reads the list, one listing and the organization’s list; only members read their own', async () => {
    const agent = await listing();
    expect(await matrix('GET', () => '/api/marketplace/free-agents')).toEqual(everyone(200));
    expect(await matrix('GET', () => `/api/marketplace/free-agents/${agent.id}`)).toEqual(everyone(200));
    expect(await matrix('GET', () => '/api/organization-common/15/free-agents?orgWorkspaceId=1')).toEqual(
      everyone(200),
    );
    expect(await matrix('GET', () => '/api/marketplace/free-agents/mine')).toEqual({
      ...everyone(200),
      anonymous: 401,
    });
    const orgList = await call(
      'anonymous',
      'GET',
      `/api/organization-common/15/free-agents?orgWorkspaceId=${agent.workspaceId}`,
    );
    expect((await read(orgList)).data.map((a) => a.id)).toContain(agent.id);
    const elsewhere = await call('anonymous', 'GET', `/api/organization-common/99/free-agents`);
    expect((await read(elsewhere)).data).toEqual([]);
  });

  it('only the member edits, pauses or removes their listing; a paused one is theirs alone to see', async () => {
    const agent = await listing();
    const path = `/api/marketplace/free-agents/${agent.id}`;
    expect(await matrix('PATCH', () => path, { about: 'Edited' })).toEqual({
      anonymous: 401,
      owner: 200,
      other: 403,
      staff: 403,
      otherOrgStaff: 403,
    });
    expect(await statusOf('owner', 'PATCH', path, { status: 'paused' })).toBe(200);
    expect(await matrix('GET', () => path)).toEqual({ ...everyone(404), owner: 200 });
    const listed = await call(
      'anonymous',
      'GET',
      `/api/marketplace/free-agents?city=${agent.workspaceId}&position=forward`,
    );
    expect((await read(listed)).data.map((a) => a.id)).not.toContain(agent.id);
    expect(await statusOf('other', 'PATCH', path, { status: 'active' })).toBe(404);
    expect(await statusOf('owner', 'PATCH', path, { status: 'active' })).toBe(200);
    const filtered = async (query: string) =>
      (
        await read(
          await call('anonymous', 'GET', `/api/marketplace/free-agents?city=${agent.workspaceId}&${query}`),
        )
      ).data.map((a) => a.id);
    expect(await filtered('position=forward&day=tuesday&lookingFor=team&level=intermediate')).toContain(
      agent.id,
    );
    expect(await filtered('position=defender')).not.toContain(agent.id);
    expect(await matrix('DELETE', () => path)).toEqual({
      anonymous: 401,
      owner: 200,
      other: 404, // gone by then: the owner's call came first
      staff: 404,
      otherOrgStaff: 404,
    });
    const second = await listing();
    const secondPath = `/api/marketplace/free-agents/${second.id}`;
    for (const actor of ['other', 'staff', 'otherOrgStaff'] as const)
      expect(await statusOf(actor, 'DELETE', secondPath)).toBe(403);
    expect(await statusOf('owner', 'DELETE', secondPath)).toBe(200);
    expect(await statusOf('owner', 'GET', secondPath)).toBe(404);
  });

  it('answers malformed and unknown ids with 404 and bad filters with 400', async () => {
    expect(await statusOf('owner', 'PATCH', '/api/marketplace/free-agents/nope', { about: 'x' })).toBe(404);
    expect(await statusOf('owner', 'DELETE', `/api/marketplace/free-agents/${crypto.randomUUID()}`)).toBe(
      404,
    );
    expect(await statusOf('anonymous', 'GET', '/api/marketplace/free-agents?position=sweeper')).toBe(400);
    expect(
      await statusOf(
        'anonymous',
        'GET',
        '/api/organization-common/15/free-agents?orgWorkspaceId=99999999999',
      ),
    ).toBe(400);
    expect(
      await statusOf('owner', 'POST', '/api/marketplace/free-agents', { ...freeAgentForm, positions: [] }),
    ).toBe(400);
  });
});

describe('posts', () => {
  it('anyone reads; members post; only the author edits', async () => {
    expect(
      await statusOf('anonymous', 'POST', '/api/marketplace/posts', {
        workspaceId: 1,
        category: 'gear',
        title: 'x',
        body: 'y',
      }),
    ).toBe(401);
    const made = await post();
    expect(made).toMatchObject({ categoryLabel: 'Gear', author: { id: owner.id }, imageUrl: null });
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(30 * 86_400_000);
    expect(JSON.stringify(made)).not.toContain(owner.email);
    expect(await matrix('GET', () => '/api/marketplace/posts?city=1&category=gear')).toEqual(everyone(200));
    expect(await matrix('GET', () => `/api/marketplace/posts/${made.id}`)).toEqual(everyone(200));
    expect(
      await matrix('PATCH', () => `/api/marketplace/posts/${made.id}`, { title: 'Size 10 cleats, like new' }),
    ).toEqual({
      anonymous: 401,
      owner: 200,
      other: 403,
      staff: 403,
      otherOrgStaff: 403,
    });
  });

  it('the author deletes, the organization’s staff remove, nobody else', async () => {
    const made = await post();
    const path = `/api/marketplace/posts/${made.id}`;
    for (const actor of ['anonymous', 'other', 'otherOrgStaff'] as const)
      expect(await statusOf(actor, 'DELETE', path)).toBe(actor === 'anonymous' ? 401 : 403);
    expect(await statusOf('staff', 'DELETE', path)).toBe(200);
    expect(await statusOf('anonymous', 'GET', path)).toBe(404);
    const own = await post();
    expect(await statusOf('owner', 'DELETE', `/api/marketplace/posts/${own.id}`)).toBe(200);
    expect(await statusOf('owner', 'DELETE', `/api/marketplace/posts/${own.id}`)).toBe(404);
    const list = await call('anonymous', 'GET', '/api/marketplace/posts?city=1&limit=50');
    expect((await read(list)).data.map((p) => p.id)).not.toContain(own.id);
  });

  it('anyone signed in but the author reports a post, once', async () => {
    const made = await post();
    const path = `/api/marketplace/posts/${made.id}/report`;
    expect(await matrix('POST', () => path, { reason: 'Spam' })).toEqual({
      ...everyone(200),
      anonymous: 401,
      owner: 400,
    });
    expect(await statusOf('other', 'POST', path, {})).toBe(200);
    const [row] = await sql<{ n: number }>(
      app,
      'select count(*)::int as n from marketplace_post_report where post_id = $1',
      [made.id],
    );
    expect(row?.n).toBe(3);
  });

  it('only the author adds a picture, checked and re-encoded as every upload', async () => {
    const made = await post();
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const upload = (actor: Actor, bytes: Uint8Array = picture) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'cleats.png');
      return app.request(`/api/marketplace/posts/${made.id}/image`, {
        method: 'POST',
        headers: headersOf(actor),
        body: form,
      });
    };
    for (const actor of ['anonymous', 'other', 'staff', 'otherOrgStaff'] as const)
      expect((await upload(actor)).status, actor).toBe(actor === 'anonymous' ? 401 : 403);
    expect((await upload('owner', new TextEncoder().encode('not a picture'))).status).toBe(415);
    const uploaded = await upload('owner');
    expect(uploaded.status).toBe(200);
    const { post: withImage } = (await body<{ post: PostDto }>(uploaded)).data;
    expect(withImage.imageUrl).toMatch(/^\/uploads\/marketplace-posts\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect((await app.request(withImage.imageUrl!)).status).toBe(200);
  });

  it('is no longer listed nor found after 30 days', async () => {
    const made = await post();
    await sql(app, `update marketplace_post set expires_at = now() - interval '1 second' where id = $1`, [
      made.id,
    ]);
    expect(await statusOf('anonymous', 'GET', `/api/marketplace/posts/${made.id}`)).toBe(404);
    const list = await call('anonymous', 'GET', '/api/marketplace/posts?limit=50');
    expect((await read(list)).data.map((p) => p.id)).not.toContain(made.id);
    expect(await statusOf('owner', 'PATCH', `/api/marketplace/posts/${made.id}`, { title: 'Again' })).toBe(
      404,
    );
  });

  it('records an outbox event for each change', async () => {
    const events = await sql<{ event_name: string }>(
      app,
      `select distinct event_name from outbox where event_name like 'marketplace.%' order by 1`,
    );
    expect(events.map((e) => e.event_name)).toEqual([
      'marketplace.free-agent-listed',
      'marketplace.free-agent-removed',
      'marketplace.free-agent-updated',
      'marketplace.post-created',
      'marketplace.post-deleted',
      'marketplace.post-reported',
      'marketplace.post-updated',
    ]);
  });
});

describe('subs attendance (issue 20)', () => {
  it('only a captain of the team marks an accepted sub played or no-show, after kickoff', async () => {
    // The owner captains the team; the other member is the accepted sub; staff have no say on a team's game.
    const teamId = await insertTeam(app, { captains: [owner.id] });
    const eventId = await insertEvent(app, teamId);
    const posted = await call('owner', 'POST', '/api/marketplace/subs', {
      eventId,
      workspaceId: 1,
      needed: 1,
      positions: ['defender'],
      level: 'intermediate',
    });
    const request = (await body<{ subRequest: { id: string } }>(posted)).data.subRequest;
    const offered = await call('other', 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: '' });
    const offer = (await body<{ offer: { id: string } }>(offered)).data.offer;
    const base = `/api/marketplace/subs/${request.id}/offers/${offer.id}`;
    expect(await statusOf('owner', 'POST', `${base}/accept`)).toBe(200);
    const startsAt = new Date(Date.now() - 3_600_000);
    await sql(app, 'update team_event set starts_at = $2 where id = $1', [eventId, startsAt]);
    await sql(app, 'update sub_request set starts_at = $2 where id = $1', [request.id, startsAt]);
    expect(await matrix('PUT', () => `${base}/attendance`, { attendance: 'played' })).toEqual({
      ...everyone(403),
      anonymous: 401,
      owner: 200,
    });
    await sql(app, 'delete from team where id = $1', [teamId]);
    await sql(app, 'delete from sub_request where id = $1', [request.id]);
  });
});

describe('sub alerts (issue 20)', () => {
  it('each signed-in member has their own alert; anonymous gets 401', async () => {
    const form = { workspaceId: 1, days: ['sunday'], positions: ['defender'] };
    expect(await matrix('GET', () => '/api/marketplace/sub-alert')).toEqual({
      ...everyone(200),
      anonymous: 401,
    });
    expect(await matrix('PUT', () => '/api/marketplace/sub-alert', form)).toEqual({
      ...everyone(200),
      anonymous: 401,
    });
    // Each sees their own, never another's.
    const mine = await body<{ days: string[] } | null>(
      await call('owner', 'GET', '/api/marketplace/sub-alert'),
    );
    expect(mine.data).toMatchObject({ days: ['sunday'] });
    expect(await matrix('DELETE', () => '/api/marketplace/sub-alert')).toEqual({
      ...everyone(200),
      anonymous: 401,
    });
    const [{ count } = { count: '' }] = await sql<{ count: string }>(app, 'select count(*) from sub_alert');
    expect(Number(count)).toBe(0);
  });

  it('the unsubscribe link works for whoever holds it, without a session; a forged one for nobody', async () => {
    await call('owner', 'PUT', '/api/marketplace/sub-alert', {
      workspaceId: 1,
      days: ['sunday'],
      positions: ['defender'],
    });
    const { oneClickUrl } = subAlertUnsubscribeLinks(subAlertLinkSettings(app.config), owner.id);
    const link = new URL(oneClickUrl);
    const path = `${link.pathname}${link.search}`;
    expect(await matrix('GET', () => path)).toEqual(everyone(200));
    expect(await matrix('POST', () => path)).toEqual(everyone(200));
    const forged = `${link.pathname}?${new URLSearchParams({ member: other.id, token: link.searchParams.get('token')! })}`;
    expect(await matrix('GET', () => forged)).toEqual(everyone(403));
    expect(await matrix('POST', () => forged)).toEqual(everyone(403));
    await call('owner', 'DELETE', '/api/marketplace/sub-alert');
  });
});
