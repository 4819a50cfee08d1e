import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/platform/openapi/index.ts';
import { createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { gameBody, insertGame } from '../support/pickup-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every pickup route × every kind of caller, with the exact status each must get. Each cell runs on a
// fresh game, so a cell that leaves, cancels or claims cannot change the next one.

type Persona = 'anonymous' | 'stranger' | 'member' | 'admin' | 'blocked member';
const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'admin', 'blocked member'];

let app: TestApp;
let groupId: string;
let people: Record<Exclude<Persona, 'anonymous'> | 'other', TestMember>;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  const [stranger, member, admin, blocked, other] = await Promise.all(
    Array.from({ length: 5 }, () => createMember(app)),
  );
  people = { stranger: stranger!, member: member!, admin: admin!, 'blocked member': blocked!, other: other! };
  groupId = await insertGroup(app, admin!.id);
  await insertGroupMember(app, groupId, member!.id);
  await insertGroupMember(app, groupId, other!.id);
  await insertGroupMember(app, groupId, blocked!.id, { isBlocked: true });
});
afterAll(() => app?.stop());

const COUNTER = {
  registered: 'total_reg',
  offered: 'held_count',
  checkout: 'held_count',
  waitlisted: 'waitlist_count',
} as const;

async function put(gameId: number, memberId: string, status: keyof typeof COUNTER): Promise<string> {
  const id = randomUUID();
  await sql(
    app,
    `insert into pickup_registration (id, pickup_event_id, member_id, status, registered_at, waitlist_seq, waitlisted_at, hold_expires_at)
     values ($1, $2, $3, $4, now(), nextval('pickup_waitlist_seq'), now(), case when $4 in ('offered', 'checkout') then now() + interval '1 hour' end)`,
    [id, gameId, memberId, status],
  );
  await sql(app, `update pickup_event set ${COUNTER[status]} = ${COUNTER[status]} + 1 where id = $1`, [
    gameId,
  ]);
  return id;
}

interface Cell {
  gameId: number;
  actorId: string | undefined;
  sessionId: string;
  commentId: string;
}
interface Route {
  name: string;
  /** Prepares the cell's game; the actor is undefined for anonymous. */
  setup?(gameId: number, actorId: string | undefined): Promise<Partial<Cell>>;
  game?: Parameters<typeof insertGame>[2];
  call(cell: Cell): { method: string; path: string; json?: unknown };
  expected: Record<Persona, number>;
}
const row = (anonymous: number, stranger: number, member: number, admin: number, blocked: number) => ({
  anonymous,
  stranger,
  member,
  admin,
  'blocked member': blocked,
});
const selfIn = (status: keyof typeof COUNTER) => async (gameId: number, actorId: string | undefined) => {
  if (actorId && actorId !== people.stranger.id && actorId !== people['blocked member'].id)
    await put(gameId, actorId, status);
  return {};
};
const fill = async (gameId: number) => {
  await put(gameId, people.other.id, 'registered');
  return {};
};

const ROUTES: Route[] = [
  {
    name: 'POST /api/pickup',
    call: () => ({ method: 'POST', path: '/api/pickup', json: gameBody(groupId) }),
    expected: row(401, 403, 403, 201, 403),
  },
  {
    name: 'PATCH /api/pickup/{id}',
    call: ({ gameId }) => ({ method: 'PATCH', path: `/api/pickup/${gameId}`, json: { title: 'Friday 5v5' } }),
    expected: row(401, 403, 403, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/cancel',
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/cancel` }),
    expected: row(401, 403, 403, 200, 403),
  },
  {
    name: 'GET /api/pickup-common/pickup/{id}',
    call: ({ gameId }) => ({ method: 'GET', path: `/api/pickup-common/pickup/${gameId}` }),
    expected: row(200, 200, 200, 200, 403),
  },
  {
    name: 'GET /api/pickup-common/pickup/{id}/roster',
    call: ({ gameId }) => ({
      method: 'GET',
      path: `/api/pickup-common/pickup/${gameId}/roster?page=1&limit=50`,
    }),
    expected: row(401, 200, 200, 200, 403),
  },
  {
    name: 'GET /api/pickup-common/pickup/{id}/waitlist',
    call: ({ gameId }) => ({ method: 'GET', path: `/api/pickup-common/pickup/${gameId}/waitlist` }),
    expected: row(401, 200, 200, 200, 403),
  },
  {
    name: 'GET /api/pickup-common/group/{id}/events',
    call: () => ({
      method: 'GET',
      path: `/api/pickup-common/group/${groupId}/events?filter=upcoming&page=1&limit=20`,
    }),
    expected: row(200, 200, 200, 200, 403),
  },
  {
    // Each caller's own games: a blocked member simply gets none of that group's.
    name: 'GET /api/member/pickup-events',
    setup: selfIn('registered'),
    call: () => ({ method: 'GET', path: '/api/member/pickup-events?page=1&limit=20' }),
    expected: row(401, 200, 200, 200, 200),
  },
  {
    name: 'POST /api/pickup/{id}/register',
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/register` }),
    expected: row(401, 403, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/pickup-payment-checkout',
    game: { priceCents: 800 },
    call: ({ gameId }) => ({
      method: 'POST',
      path: '/api/pickup/pickup-payment-checkout',
      json: { pickupEventId: gameId },
    }),
    expected: row(401, 403, 200, 200, 403),
  },
  {
    name: 'GET /api/pickup/registration-details/{sessionId}',
    game: { priceCents: 800 },
    setup: async (gameId) => {
      const registrationId = await put(gameId, people.member.id, 'checkout');
      const sessionId = `cs_testmode_${randomUUID().replaceAll('-', '')}`;
      await sql(
        app,
        `insert into pickup_payment (session_id, pickup_event_id, registration_id, member_id, amount_cents, currency, status)
         values ($1, $2, $3, $4, 800, 'USD', 'open')`,
        [sessionId, gameId, registrationId, people.member.id],
      );
      return { sessionId };
    },
    call: ({ sessionId }) => ({ method: 'GET', path: `/api/pickup/registration-details/${sessionId}` }),
    expected: row(401, 404, 200, 404, 404),
  },
  {
    name: 'POST /api/pickup/{id}/leave',
    setup: selfIn('registered'),
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/leave` }),
    expected: row(401, 409, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/member/{memberId}/remove',
    setup: fill,
    call: ({ gameId }) => ({
      method: 'POST',
      path: `/api/pickup/${gameId}/member/${people.other.id}/remove`,
    }),
    expected: row(401, 403, 403, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/waitlist/register',
    game: { capacity: 1 },
    setup: fill,
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/waitlist/register` }),
    expected: row(401, 403, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/waitlist/leave',
    game: { capacity: 1 },
    setup: async (gameId, actorId) => {
      await fill(gameId);
      return selfIn('waitlisted')(gameId, actorId);
    },
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/waitlist/leave` }),
    expected: row(401, 409, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/waitlist/member/{memberId}/remove',
    game: { capacity: 1 },
    setup: async (gameId) => {
      await put(gameId, people.admin.id, 'registered');
      await put(gameId, people.other.id, 'waitlisted');
      return {};
    },
    call: ({ gameId }) => ({
      method: 'POST',
      path: `/api/pickup/${gameId}/waitlist/member/${people.other.id}/remove`,
    }),
    expected: row(401, 403, 403, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/hold/claim',
    game: { capacity: 1, priceCents: 800 },
    setup: selfIn('offered'),
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/hold/claim` }),
    expected: row(401, 403, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/hold/release',
    game: { capacity: 1, priceCents: 800 },
    setup: selfIn('offered'),
    call: ({ gameId }) => ({ method: 'POST', path: `/api/pickup/${gameId}/hold/release` }),
    expected: row(401, 409, 200, 200, 403),
  },
  {
    name: 'GET /api/pickup/{id}/comments',
    call: ({ gameId }) => ({ method: 'GET', path: `/api/pickup/${gameId}/comments` }),
    expected: row(401, 200, 200, 200, 403),
  },
  {
    name: 'POST /api/pickup/{id}/comments',
    call: ({ gameId }) => ({
      method: 'POST',
      path: `/api/pickup/${gameId}/comments`,
      json: { content: 'Who brings the ball?' },
    }),
    expected: row(401, 403, 201, 201, 403),
  },
  {
    name: 'DELETE /api/pickup/{id}/comments/{commentId}',
    setup: async (gameId) => {
      const commentId = randomUUID();
      await sql(
        app,
        `insert into pickup_comment (id, pickup_event_id, member_id, content) values ($1, $2, $3, 'hi')`,
        [commentId, gameId, people.member.id],
      );
      return { commentId };
    },
    call: ({ gameId, commentId }) => ({
      method: 'DELETE',
      path: `/api/pickup/${gameId}/comments/${commentId}`,
    }),
    expected: row(401, 403, 200, 200, 403),
  },
];

/** The pickup module's routes: its own prefixes, the group's games and the member's games. */
const PICKUP_ROUTE =
  / \/api\/(pickup(-common\/pickup|-common\/group\/\{id\}\/events|\/|$)|member\/pickup-events$)/;

describe('pickup authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.name} answers each caller as expected`, async () => {
      const seen: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const actor = persona === 'anonymous' ? undefined : people[persona];
        const gameId = await insertGame(app, groupId, route.game);
        const extra = (await route.setup?.(gameId, actor?.id)) ?? {};
        const request = route.call({ gameId, actorId: actor?.id, sessionId: '', commentId: '', ...extra });
        const response = await app.request(request.path, {
          method: request.method,
          headers: actor?.auth ?? {},
          ...(request.json === undefined ? {} : { json: request.json }),
        });
        seen[persona] = response.status;
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('covers every pickup route the app serves', () => {
    const described = new Set(ROUTES.map((route) => route.name));
    const pickupRoutes = listRoutes(app.runtime.app!)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .filter((route) => PICKUP_ROUTE.test(route));
    expect(pickupRoutes.filter((route) => !described.has(route))).toEqual([]);
    expect(pickupRoutes.length).toBe(ROUTES.length);
  });
});
