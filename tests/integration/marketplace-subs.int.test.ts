import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRosterDto } from '../../src/contracts/events/index.ts';
import type {
  EventSubRequestDto,
  SubOfferDto,
  SubRequestDto,
} from '../../src/contracts/marketplace/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { insertEvent } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { eventually } from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Subs (issue 20): a captain posts "subs needed" for a team event, players offer, the captain accepts up
// to how many are needed; the accepted sub is on the game's roster (RSVP yes) and in their schedule.
// Who may do what, the racing last spot, the automatic closes, and one statement per page of the list.

let app: TestApp;
let captain: TestMember;
let teammate: TestMember;
let otherCaptain: TestMember;
let stranger: TestMember;
let player: TestMember;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
  captain = await createMember(app);
  teammate = await createMember(app);
  otherCaptain = await createMember(app);
  stranger = await createMember(app);
  player = await createMember(app);
  teamId = await insertTeam(app, { captains: [captain.id], players: [teammate.id], name: 'Sub Seekers' });
  otherTeamId = await insertTeam(app, { captains: [otherCaptain.id] });
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from sub_request where team_id = any($1::uuid[])', [[teamId, otherTeamId]]);
  await app?.stop();
});

type Actor = 'anonymous' | 'stranger' | 'player' | 'captain' | 'otherCaptain';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'player', 'captain', 'otherCaptain'];
const headersOf = (actor: Actor) =>
  actor === 'anonymous' ? {} : { stranger, player: teammate, captain, otherCaptain }[actor].auth;
const call = (who: TestMember | Actor, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: typeof who === 'string' ? headersOf(who) : who.auth, json });

const form = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  workspaceId: 1,
  needed: 2,
  positions: ['defender', 'goalkeeper'],
  level: 'intermediate',
  feeShare: { amountCents: 800, currency: 'USD' },
  note: 'Bring a dark shirt.',
  ...overrides,
});

async function postRequest(overrides: Record<string, unknown> = {}, eventId?: string) {
  const id = eventId ?? (await insertEvent(app, teamId, { title: 'vs Eastside' }));
  const response = await call(captain, 'POST', '/api/marketplace/subs', form(id, overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ subRequest: SubRequestDto }>(response)).data.subRequest;
}
async function offer(member: TestMember, requestId: string, note = '') {
  const response = await call(member, 'POST', `/api/marketplace/subs/${requestId}/offers`, { note });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ offer: SubOfferDto }>(response)).data.offer;
}
const accept = (who: TestMember | Actor, requestId: string, offerId: string) =>
  call(who, 'POST', `/api/marketplace/subs/${requestId}/offers/${offerId}/accept`);
const getRequest = async (id: string) =>
  (await body<SubRequestDto>(await app.request(`/api/marketplace/subs/${id}`))).data;

describe('posting', () => {
  it('lists a captain’s request with the event’s time and place, and refuses a second open one', async () => {
    const eventId = await insertEvent(app, teamId, { title: 'vs Northside' });
    const request = await postRequest({}, eventId);
    expect(request).toMatchObject({
      eventId,
      title: 'vs Northside',
      addressName: 'Zilker Park',
      team: { id: teamId, name: 'Sub Seekers' },
      needed: 2,
      accepted: 0,
      positions: ['goalkeeper', 'defender'],
      feeShare: { amountCents: 800, currency: 'USD' },
      status: 'open',
    });
    // An edit changes what it names and keeps the rest.
    const edited = await call(captain, 'PATCH', `/api/marketplace/subs/${request.id}`, { needed: 3 });
    expect(edited.status).toBe(200);
    expect((await body<{ subRequest: SubRequestDto }>(edited)).data.subRequest).toMatchObject({
      needed: 3,
      feeShare: { amountCents: 800, currency: 'USD' },
      note: 'Bring a dark shirt.',
    });
    const again = await call(captain, 'POST', '/api/marketplace/subs', form(eventId));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This event already has an open sub request');
    const listed = await body<SubRequestDto[]>(
      await app.request('/api/marketplace/subs?city=1&position=defender'),
    );
    expect(listed.data.map((r) => r.id)).toContain(request.id);
    const other = await body<SubRequestDto[]>(
      await app.request('/api/marketplace/subs?city=1&position=forward'),
    );
    expect(other.data.map((r) => r.id)).not.toContain(request.id);
  });

  it('answers bad input with the message and stores nothing', async () => {
    const eventId = await insertEvent(app, teamId);
    for (const [change, message] of [
      [{ needed: 11 }, 'Subs needed must be a whole number from 1 to 10'],
      [{ needed: 0 }, 'Subs needed must be a whole number from 1 to 10'],
      [{ positions: [] }, 'Choose at least one position'],
      [{ positions: ['striker'] }, 'Position must be one of'],
      [{ level: 'pro' }, 'Level must be one of'],
      [{ note: 'x'.repeat(281) }, 'Note must be at most 280 characters'],
      [{ feeShare: { amountCents: -1, currency: 'USD' } }, 'Share of the fee must be'],
      [{ workspaceId: 987654 }, 'Choose one of the cities.'],
    ] as const) {
      const response = await call(captain, 'POST', '/api/marketplace/subs', form(eventId, change));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const [{ count } = { count: '' }] = await sql<{ count: string }>(
      app,
      'select count(*) from sub_request where event_id = $1',
      [eventId],
    );
    expect(Number(count)).toBe(0);
    const started = await insertEvent(app, teamId, { startsAt: new Date(Date.now() - 60_000) });
    const late = await call(captain, 'POST', '/api/marketplace/subs', form(started));
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('This event has already started.');
  });
});

describe('authorization', () => {
  it('lets only a captain of the event’s team post, edit, close, read offers and answer them', async () => {
    const statuses: Record<string, Record<Actor, number>> = {};
    const row = (name: string) => {
      statuses[name] = {} as Record<Actor, number>;
      return statuses[name];
    };
    const postRow = row('post');
    for (const actor of ACTORS)
      postRow[actor] = (
        await call(actor, 'POST', '/api/marketplace/subs', form(await insertEvent(app, teamId)))
      ).status;
    const request = await postRequest({ needed: 5 });
    const base = `/api/marketplace/subs/${request.id}`;
    const reads = row('read offers');
    const edits = row('edit');
    const lists = row('list');
    const offers = row('offer');
    for (const actor of ACTORS) {
      reads[actor] = (await call(actor, 'GET', `/api/marketplace/subs/event/${request.eventId}`)).status;
      edits[actor] = (await call(actor, 'PATCH', base, { note: 'Edited' })).status;
      lists[actor] = (await call(actor, 'GET', '/api/marketplace/subs?city=1')).status;
      offers[actor] = (await call(actor, 'POST', `${base}/offers`, { note: 'Me' })).status;
    }
    const mine = await offer(player, request.id);
    const answers = row('accept');
    const declines = row('decline');
    for (const actor of ACTORS) {
      declines[actor] =
        actor === 'captain' ? 0 : (await call(actor, 'POST', `${base}/offers/${mine.id}/decline`)).status;
      answers[actor] = actor === 'captain' ? 0 : (await accept(actor, request.id, mine.id)).status;
    }
    const closes = row('close');
    for (const actor of ACTORS) closes[actor] = (await call(actor, 'POST', `${base}/close`)).status;
    expect(statuses).toEqual({
      post: { anonymous: 401, stranger: 403, player: 403, captain: 201, otherCaptain: 403 },
      'read offers': { anonymous: 401, stranger: 403, player: 403, captain: 200, otherCaptain: 403 },
      edit: { anonymous: 401, stranger: 403, player: 403, captain: 200, otherCaptain: 403 },
      list: { anonymous: 200, stranger: 200, player: 200, captain: 200, otherCaptain: 200 },
      // The team's own players cannot sub for it; a stranger and the other captain offer once each.
      offer: { anonymous: 401, stranger: 201, player: 400, captain: 400, otherCaptain: 201 },
      decline: { anonymous: 401, stranger: 403, player: 403, captain: 0, otherCaptain: 403 },
      accept: { anonymous: 401, stranger: 403, player: 403, captain: 0, otherCaptain: 403 },
      // Closed by the captain: later ones find it no longer open.
      close: { anonymous: 401, stranger: 403, player: 403, captain: 200, otherCaptain: 409 },
    });
  });
});

describe('offers and accepting', () => {
  it('puts an accepted sub on the roster with RSVP yes and in their schedule; a late offer is told', async () => {
    const request = await postRequest({ needed: 1 });
    const mine = await offer(player, request.id, 'Centre-back');
    const late = await offer(stranger, request.id);
    const declinedOne = await offer(otherCaptain, request.id);
    const declined = await call(
      captain,
      'POST',
      `/api/marketplace/subs/${request.id}/offers/${declinedOne.id}/decline`,
    );
    expect(declined.status).toBe(200);
    const view = await body<EventSubRequestDto>(
      await call(captain, 'GET', `/api/marketplace/subs/event/${request.eventId}`),
    );
    expect(view.data.offers.map((o) => [o.member.id, o.status])).toEqual([
      [player.id, 'pending'],
      [stranger.id, 'pending'],
      [otherCaptain.id, 'declined'],
    ]);
    const accepted = await accept(captain, request.id, mine.id);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await getRequest(request.id)).status).toBe('filled');
    const after = await body<EventSubRequestDto>(
      await call(captain, 'GET', `/api/marketplace/subs/event/${request.eventId}`),
    );
    expect(after.data.offers.find((o) => o.id === late.id)?.status).toBe('late');
    // Not listed any more.
    const listed = await body<SubRequestDto[]>(await app.request('/api/marketplace/subs?city=1&limit=50'));
    expect(listed.data.map((r) => r.id)).not.toContain(request.id);
    // The events module adds the sub from the accepted event (through the outbox).
    const roster = await eventually(
      async () => body<EventRosterDto>(await call(player, 'GET', `/api/event/${request.eventId}/roster`)),
      (reply) => reply.status === 'success' && reply.data.attendees.some((e) => e.memberId === player.id),
    );
    expect(roster.data.attendees.find((e) => e.memberId === player.id)).toMatchObject({
      status: 'yes',
      isSub: true,
    });
    const schedule = await body<Array<{ id: string; rsvp: { memberStatus: string } }>>(
      await call(player, 'GET', '/api/member/events?filter=future'),
    );
    expect(schedule.data.find((e) => e.id === request.eventId)?.rsvp.memberStatus).toBe('yes');
    // And in their calendar feed, named after the team they play for.
    const link = await body<{ url: string }>(await call(player, 'GET', '/api/member/calendar'));
    const ics = await (
      await fetch(link.data.url.replace(app.config.PUBLIC_URL.replace(/\/+$/, ''), app.url))
    ).text();
    expect(ics).toContain(`UID:${request.eventId}`);
    expect(ics).toContain('Sub Seekers');
    // A sub answers for themself like a rostered player.
    const rsvp = await call(player, 'POST', `/api/event/${request.eventId}/rsvp`, {
      memberId: player.id,
      status: 'maybe',
    });
    expect(rsvp.status, await rsvp.clone().text()).toBe(200);
    // Not on the team for all that.
    const [{ count } = { count: '' }] = await sql<{ count: string }>(
      app,
      'select count(*) from roster_entry where team_id = $1 and member_id = $2',
      [teamId, player.id],
    );
    expect(Number(count)).toBe(0);
    const again = await call(stranger, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: '' });
    expect(again.status).toBe(409);
  });

  it('gives the last spot to exactly one of two captains accepting at once', async () => {
    const coCaptain = await createMember(app);
    await sql(
      app,
      `insert into roster_entry (id, team_id, member_id, is_captain) values ($1, $2, $3, true)`,
      [randomUUID(), teamId, coCaptain.id],
    );
    for (let round = 0; round < 3; round += 1) {
      const request = await postRequest({ needed: 1 });
      const [a, b] = [await createMember(app), await createMember(app)];
      const [offerA, offerB] = [await offer(a, request.id), await offer(b, request.id)];
      const answers = await Promise.all([
        accept(captain, request.id, offerA.id),
        accept(coCaptain, request.id, offerB.id),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const [{ accepted } = { accepted: -1 }] = await sql<{ accepted: number }>(
        app,
        'select accepted from sub_request where id = $1',
        [request.id],
      );
      expect(accepted).toBe(1);
      const offers = await sql<{ status: string }>(
        app,
        'select status from sub_offer where request_id = $1',
        [request.id],
      );
      expect(offers.map((o) => o.status).sort()).toEqual(['accepted', 'late']);
    }
  });
});

describe('closing by itself', () => {
  it('hides a request whose game has started and closes one whose event is deleted', async () => {
    const request = await postRequest();
    await sql(app, `update sub_request set starts_at = now() - interval '1 minute' where id = $1`, [
      request.id,
    ]);
    const listed = await body<SubRequestDto[]>(await app.request('/api/marketplace/subs?city=1&limit=50'));
    expect(listed.data.map((r) => r.id)).not.toContain(request.id);
    expect((await getRequest(request.id)).status).toBe('closed');

    const doomed = await postRequest();
    const pending = await offer(player, doomed.id);
    const deleted = await call(captain, 'DELETE', `/api/event/${doomed.eventId}`);
    expect(deleted.status).toBeLessThan(300);
    await eventually(
      () => getRequest(doomed.id),
      (r) => r.status === 'closed',
    );
    const [{ status } = { status: '' }] = await sql<{ status: string }>(
      app,
      'select status from sub_offer where id = $1',
      [pending.id],
    );
    expect(status).toBe('late');
  });
});

describe('the Subs list', () => {
  it('is one statement for a page of 5 and of 200', async () => {
    const [few, many] = [
      800_000 + Math.floor(Math.random() * 100_000),
      900_000 + Math.floor(Math.random() * 99_000),
    ];
    const seed = (workspace: number, count: number) =>
      sql(
        app,
        `insert into sub_request (id, event_id, team_id, team_name, posted_by, organization_id, workspace_id,
           city_name, title, address_name, starts_at, time_zone, game_day, needed, positions, level, note,
           created_at, updated_at)
         select gen_random_uuid(), gen_random_uuid(), $1, 'Fixture FC', $2, 15, $3, 'Testville', 'Game ' || n,
           'Field', now() + n * interval '1 hour', 'America/Chicago', 'monday', 2, '{defender}', 'intermediate',
           '', now(), now()
         from generate_series(1, $4) n`,
        [otherTeamId, otherCaptain.id, workspace, count],
      );
    await seed(few, 5);
    await seed(many, 200);
    // The earlier tests' events are still being handled by the in-process worker: let it finish, so
    // the statements counted are the page's only.
    await eventually(
      () => sql<{ count: string }>(app, 'select count(*) from outbox where published_at is null'),
      (rows) => Number(rows[0]?.count) === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const statements = async (path: string) =>
      (
        await countQueries(app.runtime.orm, async () => {
          const response = await app.request(path);
          expect(response.status).toBe(200);
        })
      ).filter((q) => !/\b(outbox|inbox)\b/.test(q));
    expect(await statements(`/api/marketplace/subs?city=${few}`)).toHaveLength(1);
    expect(await statements(`/api/marketplace/subs?city=${many}&limit=50`)).toHaveLength(1);
    expect(
      await statements(
        `/api/marketplace/subs?city=${many}&day=monday&level=intermediate&position=defender&limit=50`,
      ),
    ).toHaveLength(1);
    const page = await body<SubRequestDto[]>(await app.request(`/api/marketplace/subs?city=${few}`));
    expect(page.data).toHaveLength(5);
    const none = await body<SubRequestDto[]>(
      await app.request(`/api/marketplace/subs?city=${few}&day=tuesday`),
    );
    expect(none.data).toHaveLength(0);
  });
});
