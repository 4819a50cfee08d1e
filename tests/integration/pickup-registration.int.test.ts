import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupEventDto } from '../../src/contracts/pickup/index.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import {
  gameBody,
  gameCounts,
  insertGame,
  insertMembers,
  insertRegistrations,
  registrationOf,
} from '../support/pickup-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Registration through HTTP against real PostgreSQL: capacity under concurrency, the waitlist in order of
// arrival, promotion in free games, the game form, and reads whose statement count does not grow.

let app: TestApp;
let admin: TestMember;
let groupId: string;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  admin = await createMember(app);
  groupId = await insertGroup(app, admin.id);
});
afterAll(() => app?.stop());

const post = (member: TestMember, path: string, json?: unknown) =>
  app.request(path, { method: 'POST', headers: member.auth, ...(json === undefined ? {} : { json }) });

async function members(count: number): Promise<TestMember[]> {
  const list: TestMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await createMember(app, { firstName: `Player${i}` });
    await insertGroupMember(app, groupId, member.id);
    list.push(member);
  }
  return list;
}

describe('posting a game', () => {
  it('creates a game in the group time zone and answers it with its price label', async () => {
    const response = await post(admin, '/api/pickup', gameBody(groupId, { price: { amountCents: 800 } }));
    expect(response.status).toBe(201);
    const { data } = await body<{ event: PickupEventDto; message: string }>(response);
    expect(data.message).toBe('Successfully created.');
    expect(data.event).toMatchObject({
      pickupGroupId: groupId,
      timezone: 'US/Central',
      ianaTimezone: 'America/Chicago',
      capacity: 14,
      totalReg: 0,
      spotsLeft: 14,
      priceLabel: '$8',
      isPaid: true,
      isRegistered: false,
      waitlistPosition: null,
    });
    expect(typeof data.event.id).toBe('number');
    expect(data.event.localizedDatetime).toMatch(/ \/ 07:30 PM$/);
  });

  it('refuses a time in the past with the field named', async () => {
    const response = await post(admin, '/api/pickup', gameBody(groupId, { year: 2001 }));
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Please choose a time in the future', field: 'date' },
    ]);
  });

  it('refuses a capacity below the players registered, and a stale form', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 5 });
    await insertRegistrations(app, gameId, await insertMembers(app, 4));
    const low = await app.request(`/api/pickup/${gameId}`, {
      method: 'PATCH',
      headers: admin.auth,
      json: { capacity: 3 },
    });
    expect(low.status).toBe(400);
    expect((await body(low)).errors).toEqual([
      { message: 'Spots cannot be fewer than the 4 players already registered', field: 'capacity' },
    ]);
    const stale = await app.request(`/api/pickup/${gameId}`, {
      method: 'PATCH',
      headers: admin.auth,
      json: { capacity: 8, version: 99 },
    });
    expect(stale.status).toBe(409);
  });
});

describe('overbooking', () => {
  it('leaves exactly 14 of 40 simultaneous registrations in, and the other 26 wait in order of arrival', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 14 });
    const players = await members(40);
    const answers = await Promise.all(
      players.map((player) => post(player, `/api/pickup/${gameId}/register`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(14);
    expect(statuses.filter((status) => status === 409)).toHaveLength(26);
    const full = answers.find((answer) => answer.status === 409)!;
    expect((await body(full)).errors).toEqual([
      {
        message: 'This game is full. Join the waitlist and you will be offered the next open spot.',
        code: 'PickupFull',
      },
    ]);
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 14, held_count: 0 });
    const [registered] = await sql<{ count: string }>(
      app,
      `select count(*) from pickup_registration where pickup_event_id = $1 and status = 'registered'`,
      [gameId],
    );
    expect(Number(registered?.count)).toBe(14);

    // The 26 join the waitlist at once: each gets a distinct place, in the order the server took them.
    const refused = players.filter((_, index) => statuses[index] === 409);
    const joins = await Promise.all(
      refused.map((player) => post(player, `/api/pickup/${gameId}/waitlist/register`)),
    );
    expect(joins.map((join) => join.status)).toEqual(refused.map(() => 200));
    const positions = await Promise.all(
      joins.map(async (join) => (await body<{ event: PickupEventDto }>(join)).data.event.waitlistPosition),
    );
    expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    const line = await sql<{ member_id: string }>(
      app,
      `select member_id from pickup_registration where pickup_event_id = $1 and status = 'waitlisted' order by waitlist_seq`,
      [gameId],
    );
    const byPosition = refused
      .map((player, index) => ({ id: player.id, position: positions[index]! }))
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.id);
    expect(line.map((row) => row.member_id)).toEqual(byPosition);
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 14, waitlist_count: 26 });
  });

  it('keeps joins in order of arrival one after another', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 1 });
    await insertRegistrations(app, gameId, await insertMembers(app, 1));
    const [a, b, c] = await members(3);
    for (const [player, place] of [
      [a!, 1],
      [b!, 2],
      [c!, 3],
    ] as const) {
      const answer = await post(player, `/api/pickup/${gameId}/waitlist/register`);
      expect((await body<{ message: string }>(answer)).data.message).toBe(
        `You are number ${place} on the waitlist.`,
      );
    }
    const view = await app.request(`/api/pickup-common/pickup/${gameId}/waitlist`, { headers: a!.auth });
    expect((await body<Array<{ memberId: string; position: number }>>(view)).data).toMatchObject([
      { memberId: a!.id, position: 1 },
      { memberId: b!.id, position: 2 },
      { memberId: c!.id, position: 3 },
    ]);
  });
});

describe('promotion in a free game', () => {
  it('registers the first player waiting as soon as a registered player leaves', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 2 });
    const [one, two, waitingFirst, waitingSecond] = await members(4);
    for (const player of [one!, two!])
      expect((await post(player, `/api/pickup/${gameId}/register`)).status).toBe(200);
    for (const player of [waitingFirst!, waitingSecond!])
      expect((await post(player, `/api/pickup/${gameId}/waitlist/register`)).status).toBe(200);

    const left = await post(one!, `/api/pickup/${gameId}/leave`);
    expect(left.status).toBe(200);
    const { data } = await body<{ event: PickupEventDto; message: string }>(left);
    expect(data.message).toBe('You left the game.');
    expect(data.event).toMatchObject({ isRegistered: false, totalReg: 2, waitlistCount: 1 });
    expect((await registrationOf(app, gameId, waitingFirst!.id))?.status).toBe('registered');
    expect((await registrationOf(app, gameId, waitingSecond!.id))?.status).toBe('waitlisted');

    const removed = await post(admin, `/api/pickup/${gameId}/member/${two!.id}/remove`);
    expect(removed.status).toBe(200);
    expect((await registrationOf(app, gameId, waitingSecond!.id))?.status).toBe('registered');
    expect(await gameCounts(app, gameId)).toMatchObject({ total_reg: 2, waitlist_count: 0 });
  });

  it('gives new spots to the waitlist when an admin adds capacity', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 1 });
    await insertRegistrations(app, gameId, await insertMembers(app, 1));
    const [waiting] = await members(1);
    await post(waiting!, `/api/pickup/${gameId}/waitlist/register`);
    const response = await app.request(`/api/pickup/${gameId}`, {
      method: 'PATCH',
      headers: admin.auth,
      json: { capacity: 2 },
    });
    expect(response.status).toBe(200);
    expect((await registrationOf(app, gameId, waiting!.id))?.status).toBe('registered');
  });
});

describe('reads that do not grow with the data', () => {
  async function statementsFor(registered: number, path: (gameId: number) => string): Promise<number> {
    const gameId = await insertGame(app, groupId, { capacity: 250 });
    await insertRegistrations(app, gameId, await insertMembers(app, registered));
    let status = 0;
    const queries = await countQueries(app.runtime.orm, async () => {
      status = (await app.request(path(gameId), { headers: admin.auth })).status;
    });
    expect(status).toBe(200);
    return queries.length;
  }

  it('answers the roster with as many statements for 200 players as for 5', async () => {
    const roster = (gameId: number) => `/api/pickup-common/pickup/${gameId}/roster?page=1&limit=50`;
    const small = await statementsFor(5, roster);
    expect(await statementsFor(200, roster)).toBe(small);
    expect(small).toBeLessThanOrEqual(6);
  });

  it("answers the group's games with as many statements for 200 registrations as for 5", async () => {
    const events = () => `/api/pickup-common/group/${groupId}/events?filter=upcoming&page=1&limit=20`;
    const small = await statementsFor(5, events);
    expect(await statementsFor(200, events)).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });

  it('pages the roster by 50', async () => {
    const gameId = await insertGame(app, groupId, { capacity: 120 });
    await insertRegistrations(app, gameId, await insertMembers(app, 60));
    const first = await body<unknown[]>(
      await app.request(`/api/pickup-common/pickup/${gameId}/roster`, { headers: admin.auth }),
    );
    expect(first.data).toHaveLength(50);
    expect(first).toMatchObject({ hasNext: true, page: 1, limit: 50, total: 60 });
  });
});

describe('REPORT COMMENT on a pickup game', () => {
  it('reports another player’s comment through POST /api/report, and not one’s own', async () => {
    const [author, reader] = await members(2);
    const gameId = await insertGame(app, groupId);
    const posted = await post(author!, `/api/pickup/${gameId}/comments`, { content: 'Who brings the bibs?' });
    expect(posted.status).toBe(201);
    const [comment] = await sql<{ id: string }>(
      app,
      'select id from pickup_comment where pickup_event_id = $1',
      [gameId],
    );
    const report = (member: TestMember) =>
      post(member, '/api/report', { type: 'comment', targetId: comment!.id, reportedPlayerId: author!.id });
    expect((await report(reader!)).status).toBe(201);
    const [row] = await sql<{ reported_member_id: string; type: string }>(
      app,
      'select reported_member_id, type from report where target_id = $1',
      [comment!.id],
    );
    expect(row).toEqual({ reported_member_id: author!.id, type: 'comment' });
    expect((await report(author!)).status).toBe(400);
  });
});
