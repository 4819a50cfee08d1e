import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from '../../src/contracts/clubs/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { insertEvent, insertRsvps } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let captain: TestMember;
let player: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
  [captain, player, stranger] = await Promise.all([
    createMember(app, { firstName: 'Maya' }),
    createMember(app, { firstName: 'Luis' }),
    createMember(app, { firstName: 'Nia' }),
  ]);
});
afterAll(async () => {
  await app?.stop();
});

const permission = (json: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/permission', { method: 'POST', headers, json });

describe('POST /api/permission on an event page', () => {
  it("answers the event's team permissions with type 'event'", async () => {
    const teamId = await insertTeam(app, { captains: [captain.id], players: [player.id] });
    const eventId = await insertEvent(app, teamId);
    const asCaptain = await permission({ eventId }, captain.auth);
    expect(asCaptain.status).toBe(200);
    expect((await body(asCaptain)).data).toEqual({
      ...NO_PERMISSIONS,
      type: 'event',
      isCaptain: true,
      isMember: true,
      isActive: true,
      isOwner: true,
    });
    expect((await body(await permission({ eventId, teamId }, player.auth))).data).toEqual({
      ...NO_PERMISSIONS,
      type: 'event',
      isMember: true,
      isActive: true,
    });
    expect((await body(await permission({ eventId }, stranger.auth))).data).toEqual({
      ...NO_PERMISSIONS,
      type: 'event',
    });
    expect((await body(await permission({ eventId }))).data).toEqual({ ...NO_PERMISSIONS, type: 'event' });
  });

  it('is a 404 for an unknown or malformed event id, never a 500', async () => {
    for (const eventId of ['0196b3a0-0000-7000-8000-0000000000ff', 'not-an-id', "'; drop table team; --"]) {
      const response = await permission({ eventId }, captain.auth);
      expect(response.status, eventId).toBe(404);
      expect((await body(response)).errors?.[0]?.message).toBe('Event not found.');
    }
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answersOf = (memberId: string, eventIds: string[]) =>
  sql<{ event_id: string; status: string }>(
    app,
    'select event_id, status from team_event_rsvp where member_id = $1 and event_id = any($2) order by event_id',
    [memberId, eventIds],
  );
const votesOn = (eventId: string) =>
  sql<{ voter_id: string; mvp_id: string }>(
    app,
    'select voter_id, mvp_id from team_event_mvp_vote where event_id = $1 order by voter_id',
    [eventId],
  );
const attending = async (eventId: string) =>
  (await sql<{ n: number }>(app, 'select attending_count as n from team_event where id = $1', [eventId]))[0]!
    .n;

describe("a player leaving or removed from a team loses their answers to the team's future games", () => {
  it('removes RSVPs and MVP votes of future games only, recounts, and tells open pages', async () => {
    const teammate = await createMember(app, { firstName: 'Emma' });
    const teamId = await insertTeam(app, { captains: [captain.id], players: [player.id, teammate.id] });
    const otherTeam = await insertTeam(app, { captains: [captain.id], players: [player.id] });
    const past = await insertEvent(app, teamId, { startsAt: new Date(Date.now() - 3 * 86_400_000) });
    const next = await insertEvent(app, teamId);
    const later = await insertEvent(app, teamId, { startsAt: new Date(Date.now() + 14 * 86_400_000) });
    const elsewhere = await insertEvent(app, otherTeam);
    for (const eventId of [past, next, elsewhere]) await insertRsvps(app, eventId, [player.id, teammate.id]);
    await insertRsvps(app, later, [player.id], 'maybe');
    await sql(
      app,
      `insert into team_event_mvp_vote (event_id, voter_id, mvp_id) values
         ($1, $2, $3), ($1, $3, $2), ($4, $2, $3), ($4, $3, $2)`,
      [past, player.id, teammate.id, next],
    );
    expect(await attending(next)).toBe(2);

    const left = await app.request(`/api/team/${teamId}/roster/${player.id}`, {
      method: 'DELETE',
      headers: player.auth,
    });
    expect(left.status).toBe(200);

    const remaining = await waitFor(
      () => answersOf(player.id, [past, next, later, elsewhere]),
      (rows) => rows.length === 2,
    );
    expect(remaining.map((row) => row.event_id).sort()).toEqual([past, elsewhere].sort());
    expect(await attending(next)).toBe(1);
    expect(await attending(past)).toBe(2);
    // Votes by and for the player on the future game are gone; the past game keeps its votes.
    expect(await votesOn(next)).toEqual([]);
    expect(await votesOn(past)).toHaveLength(2);
    const pushed = await sql<{ payload: { eventId: string; attendingCount: number; changes: unknown } }>(
      app,
      `select payload from outbox where event_name = 'events.rsvp-changed' and payload->>'actorId' = $1`,
      [player.id],
    );
    expect(pushed.map((row) => row.payload).sort((a, b) => a.eventId.localeCompare(b.eventId))).toEqual(
      [
        {
          eventId: next,
          teamId,
          actorId: player.id,
          changes: [{ memberId: player.id, status: 'unknown' }],
          attendingCount: 1,
        },
        {
          eventId: later,
          teamId,
          actorId: player.id,
          changes: [{ memberId: player.id, status: 'unknown' }],
          attendingCount: 0,
        },
      ].sort((a, b) => a.eventId.localeCompare(b.eventId)),
    );
  });

  it('does the same when a captain removes the player, once however often the event is delivered', async () => {
    const teamId = await insertTeam(app, { captains: [captain.id], players: [stranger.id] });
    const next = await insertEvent(app, teamId);
    await insertRsvps(app, next, [captain.id, stranger.id]);
    const removed = await app.request(`/api/team/${teamId}/roster/${stranger.id}`, {
      method: 'DELETE',
      headers: captain.auth,
    });
    expect(removed.status).toBe(200);
    await waitFor(
      () => answersOf(stranger.id, [next]),
      (rows) => rows.length === 0,
    );
    expect(await attending(next)).toBe(1);
    const handled = await waitFor(
      () =>
        sql(
          app,
          `select 1 from inbox i join outbox o on o.id = i.event_id
           where o.event_name = 'clubs.member-removed' and i.subscriber = 'events.drop-answers-on-member-removed'
             and o.payload->>'memberId' = $1`,
          [stranger.id],
        ),
      (rows) => rows.length === 1,
    );
    expect(handled).toHaveLength(1);
    const changes = await sql(
      app,
      `select 1 from outbox where event_name = 'events.rsvp-changed' and payload->>'eventId' = $1`,
      [next],
    );
    expect(changes).toHaveLength(1);
  });
});
