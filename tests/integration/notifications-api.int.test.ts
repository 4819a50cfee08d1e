import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../src/contracts/notifications/index.ts';
import { addToRoster, insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { block, handRunner, notificationsOf } from '../support/notifications-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Subscribers run by hand (worker: false) so each test decides when they run and counts statements.
let app: TestApp;
let runner: ReturnType<typeof handRunner>;
let captain: TestMember;
let player: TestMember;
let blocker: TestMember;
let stranger: TestMember;
let teamId: string;
let bulk: string[];

beforeAll(async () => {
  app = await startTestApp({ env: generousLimits, worker: false });
  runner = handRunner(app);
  captain = await createMember(app, { firstName: 'Maya', lastName: 'Ortiz' });
  player = await createMember(app, { firstName: 'Luis', lastName: 'Hernandez' });
  blocker = await createMember(app, { firstName: 'Bea', lastName: 'Blocker' });
  stranger = await createMember(app, { firstName: 'Sam', lastName: 'Stranger' });
  bulk = await insertMembers(app, 30);
  teamId = await insertTeam(app, {
    captains: [captain.id],
    players: [player.id, blocker.id],
    name: 'Austin Armadillos',
  });
  await addToRoster(app, teamId, bulk);
  await block(app, blocker.id, captain.id);
});
afterAll(async () => {
  await app?.stop();
});

const page = async (member: TestMember, query = '') => {
  const response = await app.request(`/api/notification${query}`, { headers: member.auth });
  expect(response.status).toBe(200);
  return (await body<NotificationPage>(response)).data;
};

describe('notification fan-out', () => {
  it('stores a comment for every teammate in one INSERT, never for the author or a member who blocked them', async () => {
    const event = await createEvent(app, player, teamId).catch(() => undefined);
    expect(event).toBeUndefined(); // players cannot schedule; the captain does
    const game = await createEvent(app, captain, teamId, { title: 'vs Eastside Eagles' });
    const response = await app.request(`/api/event/${game.id}/comments`, {
      method: 'POST',
      headers: captain.auth,
      json: { content: 'Bring both kits, lads' },
    });
    expect(response.status).toBe(201);

    const statements = await countQueries(runner.orm, () =>
      runner.apply('notifications.notify-roster-on-comment', 'events.comment-added'),
    );
    expect(statements.filter((query) => /insert\s+into\s+notification\b/i.test(query))).toHaveLength(1);

    const [stored] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from notification where type = 'event_comment'`,
    );
    expect(stored!.count).toBe(31); // the player and 30 teammates: not the captain, not the blocker
    expect(await notificationsOf(app, captain.id)).toEqual([]);
    expect(await notificationsOf(app, blocker.id)).toEqual([]);
    const [mine] = (await page(player)).results;
    expect(mine).toMatchObject({
      type: 'event_comment',
      status: 'unread',
      text: 'Maya Ortiz commented on vs Eastside Eagles: "Bring both kits, lads"',
      metaData: {
        team: { id: teamId, name: 'Austin Armadillos' },
        event: { id: game.id, title: 'vs Eastside Eagles', kind: 'event' },
        member: { id: captain.id, firstName: 'Maya', lastName: 'Ortiz' },
      },
    });

    // Run again (a retried job): the inbox and the unique key store nothing twice.
    expect(await runner.apply('notifications.notify-roster-on-comment', 'events.comment-added')).toBe(
      'duplicate',
    );
    await sql(app, 'delete from inbox where subscriber = $1', ['notifications.notify-roster-on-comment']);
    await runner.apply('notifications.notify-roster-on-comment', 'events.comment-added');
    const [again] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from notification where type = 'event_comment'`,
    );
    expect(again!.count).toBe(31);
  });

  it('tells the roster about a new game, a change and a cancellation, naming who did it', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Rain FC' });
    await runner.apply(
      'notifications.notify-roster-on-event-created',
      'events.event-created',
      (p) => p.eventId === game.id,
    );
    const patched = await app.request(`/api/event/${game.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { addressName: 'Field 9' },
    });
    expect(patched.status).toBe(200);
    await runner.apply(
      'notifications.notify-roster-on-event-updated',
      'events.event-updated',
      (p) => p.eventId === game.id,
    );
    const deleted = await app.request(`/api/event/${game.id}`, { method: 'DELETE', headers: captain.auth });
    expect(deleted.status).toBe(200);
    await runner.apply(
      'notifications.notify-roster-on-event-deleted',
      'events.event-deleted',
      (p) => p.eventId === game.id,
    );

    const texts = (await notificationsOf(app, player.id)).filter((row) =>
      String(row.text).includes('Rain FC'),
    );
    expect(texts.map((row) => row.type)).toEqual(['event_created', 'event_updated', 'event_deleted']);
    expect(texts[0]!.text).toBe('Maya Ortiz scheduled vs Rain FC for Austin Armadillos. Are you in?');
    expect(texts[2]!.meta_data).toMatchObject({ deletor: { id: captain.id } });
    // Each names the game's zone, so the bell shows the kickoff as the event page does (US/Central).
    expect(texts.map((row) => (row.meta_data as { event: { timeZone?: string } }).event.timeZone)).toEqual([
      'America/Chicago',
      'America/Chicago',
      'America/Chicago',
    ]);
    expect((await notificationsOf(app, blocker.id)).length).toBe(0);
    expect((await notificationsOf(app, captain.id)).length).toBe(0);
  });

  it('tells the team when a player joins, but not the player', async () => {
    const newcomer = await createMember(app, { firstName: 'Nia' });
    await sql(
      app,
      `insert into outbox (id, event_name, payload, occurred_at, attempts) values (gen_random_uuid(), 'clubs.member-joined', $1, now(), 0)`,
      [JSON.stringify({ teamId, memberId: newcomer.id, isCaptain: false, via: 'invite' })],
    );
    await addToRoster(app, teamId, [newcomer.id]);
    await runner.apply('notifications.notify-roster-on-member-joined', 'clubs.member-joined');
    const rows = await notificationsOf(app, captain.id);
    expect(rows.map((row) => row.text)).toContain('Nia Moreno joined Austin Armadillos.');
    expect(await notificationsOf(app, newcomer.id)).toEqual([]);
  });
});

describe('GET /api/notification', () => {
  it('reads any page, with the unread count, in one statement whether the member has 5 or 200', async () => {
    const few = await createMember(app);
    const many = await createMember(app);
    const seed = (memberId: string, count: number) =>
      sql(
        app,
        `insert into notification (recipient_id, type, text, meta_data, source_id, created_at)
         select $1, 'event_comment', 'n' || g, '{}'::jsonb, gen_random_uuid(), now() - g * interval '1 minute'
         from generate_series(1, $2) g`,
        [memberId, count],
      );
    await seed(few.id, 5);
    await seed(many.id, 200);
    // Each member's first request reads their session; the page is then one statement, count included.
    await page(few);
    await page(many);
    const countFor = async (member: TestMember) =>
      (await countQueries(runner.orm, () => page(member, '?page=2&limit=20'))).length;
    expect(await countFor(few)).toBe(1);
    expect(await countFor(many)).toBe(1);

    const first = await page(many);
    expect(first.results).toHaveLength(20);
    expect(first.hasNext).toBe(true);
    expect(first.totalUnread).toBe(200);
    expect(first.results[0]!.text).toBe('n1');
    const last = await page(many, '?page=10&limit=20');
    expect(last.hasNext).toBe(false);
    expect(last.results.at(-1)!.text).toBe('n200');
    // Past the last page: no rows, and still the count.
    expect(await page(few, '?page=2')).toMatchObject({ results: [], totalUnread: 5, hasNext: false });

    const bad = await app.request('/api/notification?limit=500', { headers: many.auth });
    expect(bad.status).toBe(400);
  });

  it('marks one read (the count drops by one), ignores other members’ ids, then marks all read', async () => {
    const before = await page(player);
    const target = before.results[0]!;
    const others = await page(captain);
    const patched = await app.request('/api/notification', {
      method: 'PATCH',
      headers: player.auth,
      json: { notificationIds: [target.id, ...others.results.map((n) => n.id)], status: 'read' },
    });
    expect(patched.status).toBe(200);
    expect((await body(patched)).data).toEqual({ updated: 1, totalUnread: before.totalUnread - 1 });
    const after = await page(player);
    expect(after.totalUnread).toBe(before.totalUnread - 1);
    expect(after.results.find((n) => n.id === target.id)!.status).toBe('read');
    expect((await page(captain)).totalUnread).toBe(others.totalUnread);

    const invalid = await app.request('/api/notification', {
      method: 'PATCH',
      headers: player.auth,
      json: { notificationIds: ['nope'], status: 'unread' },
    });
    expect(invalid.status).toBe(400);

    const all = await app.request('/api/notification/read-all', { method: 'POST', headers: player.auth });
    expect(all.status).toBe(200);
    expect((await body(all)).data).toMatchObject({ totalUnread: 0 });
    expect((await page(player)).totalUnread).toBe(0);
  });
});

describe('authorization', () => {
  it('answers every route for anonymous, stranger, member and blocked callers', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Matrix FC' });
    const routes: Array<{ name: string; call: (auth?: Record<string, string>) => Promise<Response> }> = [
      { name: 'GET', call: (auth) => app.request('/api/notification', { headers: auth }) },
      {
        name: 'PATCH',
        call: (auth) =>
          app.request('/api/notification', {
            method: 'PATCH',
            headers: auth,
            json: { notificationIds: ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'], status: 'read' },
          }),
      },
      {
        name: 'read-all',
        call: (auth) => app.request('/api/notification/read-all', { method: 'POST', headers: auth }),
      },
      {
        name: 'nudge',
        call: (auth) => app.request(`/api/event/${game.id}/nudge`, { method: 'POST', headers: auth }),
      },
    ];
    const expected: Record<string, Record<string, number>> = {
      anonymous: { GET: 401, PATCH: 401, 'read-all': 401, nudge: 401 },
      stranger: { GET: 200, PATCH: 200, 'read-all': 200, nudge: 403 },
      member: { GET: 200, PATCH: 200, 'read-all': 200, nudge: 403 },
      blocked: { GET: 200, PATCH: 200, 'read-all': 200, nudge: 403 },
    };
    const callers: Record<string, Record<string, string> | undefined> = {
      anonymous: undefined,
      stranger: stranger.auth,
      member: player.auth,
      blocked: blocker.auth,
    };
    const seen: Record<string, Record<string, number>> = {};
    for (const [who, auth] of Object.entries(callers)) {
      seen[who] = {};
      for (const route of routes) seen[who]![route.name] = (await route.call(auth)).status;
    }
    expect(seen).toEqual(expected);
    const unknown = await app.request('/api/event/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/nudge', {
      method: 'POST',
      headers: captain.auth,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/event/{eventId}/nudge', () => {
  it('reminds those who have not answered, not the captain nor a blocker, once every 12 hours', async () => {
    const game = await createEvent(app, captain, teamId, { title: 'vs Nudge FC' });
    await sql(app, `insert into team_event_rsvp (event_id, member_id, status) values ($1, $2, 'yes')`, [
      game.id,
      bulk[0],
    ]);
    const first = await app.request(`/api/event/${game.id}/nudge`, { method: 'POST', headers: captain.auth });
    expect(first.status).toBe(200);
    expect((await body(first)).data).toEqual({
      message: 'Reminder sent to the players who have not answered.',
      nudged: 31, // the player, Nia and 29 of the bulk; not the one who said yes, the blocker or the captain
    });
    const mine = (await notificationsOf(app, player.id)).filter((row) => row.type === 'next_match_reminder');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toBe(
      "Your manager's waiting-are you in or out? vs Nudge FC (Austin Armadillos) RSVP today!",
    );
    expect(mine[0]!.meta_data).toMatchObject({ timeInterval: 'NUDGE', event: { id: game.id } });

    const second = await app.request(`/api/event/${game.id}/nudge`, {
      method: 'POST',
      headers: captain.auth,
    });
    expect(second.status).toBe(409);
    expect((await body(second)).errors?.[0]?.message).toBe(
      'The team was nudged less than 12 hours ago. Try again later.',
    );
    await sql(
      app,
      `update notification_nudge set nudged_at = now() - interval '12 hours 1 minute' where event_id = $1`,
      [game.id],
    );
    const later = await app.request(`/api/event/${game.id}/nudge`, { method: 'POST', headers: captain.auth });
    expect(later.status).toBe(200);
  });
});
