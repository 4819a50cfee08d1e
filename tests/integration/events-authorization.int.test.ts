import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../support/clubs-factories.ts';
import { eventForm, insertEvent } from '../support/events-factories.ts';
import { createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every events route × every kind of caller, with the exact status each must get. Each cell runs on a
// fresh team and event, so a cell that deletes cannot change the next one. "removed" was on the roster
// and was removed (teams have no blocking; a removed player is what a blocked one is to a team).

type Persona = 'anonymous' | 'stranger' | 'member' | 'captain' | 'removed';
const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'captain', 'removed'];

interface Cell {
  teamId: string;
  eventId: string;
  pastEventId: string;
  commentId: string;
  selfId: string;
  playerId: string;
}

interface Route {
  name: string;
  call(cell: Cell): { path: string; method: string; json?: unknown; headers?: Record<string, string> };
  expected: Record<Persona, number>;
}

const all = (
  anonymous: number,
  stranger: number,
  member: number,
  captain: number,
): Record<Persona, number> => ({
  anonymous,
  stranger,
  member,
  captain,
  removed: stranger,
});

const ROUTES: Route[] = [
  {
    name: 'POST /api/event',
    call: ({ teamId }) => ({
      path: '/api/event',
      method: 'POST',
      json: eventForm(teamId),
      headers: { team_id: teamId },
    }),
    expected: all(401, 403, 403, 201),
  },
  {
    name: 'GET /api/event/{id}',
    call: (c) => ({ path: `/api/event/${c.eventId}`, method: 'GET' }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'PATCH /api/event/{id}',
    call: (c) => ({ path: `/api/event/${c.eventId}`, method: 'PATCH', json: { title: 'Renamed' } }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'DELETE /api/event/{id}',
    call: (c) => ({ path: `/api/event/${c.eventId}`, method: 'DELETE' }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'POST …/rsvp for self',
    call: (c) => ({
      path: `/api/event/${c.eventId}/rsvp`,
      method: 'POST',
      json: { memberId: c.selfId, status: 'yes' },
    }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'POST …/rsvp for another player',
    call: (c) => ({
      path: `/api/event/${c.eventId}/rsvp`,
      method: 'POST',
      json: { memberId: c.playerId, status: 'maybe' },
    }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'POST …/rsvp/bulk',
    call: (c) => ({
      path: `/api/event/${c.eventId}/rsvp/bulk`,
      method: 'POST',
      json: { rsvps: [{ memberId: c.playerId, status: 'no' }] },
    }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'GET …/roster',
    call: (c) => ({ path: `/api/event/${c.eventId}/roster`, method: 'GET' }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'PATCH …/score',
    call: (c) => ({
      path: `/api/event/${c.pastEventId}/score`,
      method: 'PATCH',
      json: { teamScore: 2, opponentScore: 0 },
    }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'POST …/mvp-vote',
    call: (c) => ({
      path: `/api/event/${c.pastEventId}/mvp-vote`,
      method: 'POST',
      json: { mvpId: c.playerId },
    }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'GET …/game-stats',
    call: (c) => ({ path: `/api/event/${c.pastEventId}/game-stats`, method: 'GET' }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'POST …/game-stats',
    call: (c) => ({
      path: `/api/event/${c.pastEventId}/game-stats`,
      method: 'POST',
      json: { stats: [{ memberId: c.playerId, goals: 1 }] },
    }),
    expected: all(401, 403, 403, 200),
  },
  {
    name: 'GET …/comments/',
    call: (c) => ({ path: `/api/event/${c.eventId}/comments/`, method: 'GET' }),
    expected: all(401, 403, 200, 200),
  },
  {
    name: 'POST …/comments/',
    call: (c) => ({
      path: `/api/event/${c.eventId}/comments/`,
      method: 'POST',
      json: { content: 'See you there' },
    }),
    expected: all(401, 403, 201, 201),
  },
  {
    name: "DELETE …/comments/{a player's comment}",
    call: (c) => ({ path: `/api/event/${c.eventId}/comments/${c.commentId}`, method: 'DELETE' }),
    expected: all(401, 403, 403, 403),
  },
  {
    name: 'GET /api/member/events',
    call: () => ({ path: '/api/member/events', method: 'GET' }),
    expected: all(401, 200, 200, 200),
  },
  {
    name: 'GET /api/team/{teamId}/leaderboards',
    call: (c) => ({ path: `/api/team/${c.teamId}/leaderboards?type=all`, method: 'GET' }),
    expected: all(401, 403, 200, 200),
  },
];

let app: TestApp;
const actors = {} as Record<Exclude<Persona, 'anonymous'>, TestMember>;
let player: TestMember;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  for (const persona of ['stranger', 'member', 'captain', 'removed'] as const)
    actors[persona] = await createMember(app);
  player = await createMember(app);
});
afterAll(async () => {
  await app?.stop();
});

async function freshCell(persona: Persona): Promise<Cell> {
  const captains = persona === 'captain' ? [actors.captain.id] : [player.id];
  const players = [player.id, ...(persona === 'member' || persona === 'removed' ? [actors[persona].id] : [])];
  const teamId = await insertTeam(app, { captains, players: players.filter((id) => !captains.includes(id)) });
  const eventId = await insertEvent(app, teamId);
  const pastEventId = await insertEvent(app, teamId, { startsAt: new Date(Date.now() - 86_400_000) });
  const [comment] = await sql<{ id: string }>(
    app,
    `insert into team_event_comment (id, event_id, member_id, content) values (gen_random_uuid(), $1, $2, 'Hi') returning id`,
    [eventId, player.id],
  );
  if (persona === 'removed')
    await sql(app, 'delete from roster_entry where team_id = $1 and member_id = $2', [
      teamId,
      actors.removed.id,
    ]);
  const selfId = persona === 'anonymous' ? player.id : actors[persona].id;
  return { teamId, eventId, pastEventId, commentId: comment!.id, selfId, playerId: player.id };
}

describe('events authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${PERSONAS.map((p) => `${p} ${route.expected[p]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const call = route.call(await freshCell(persona));
        const auth = persona === 'anonymous' ? {} : actors[persona].auth;
        const response = await app.request(call.path, {
          method: call.method,
          headers: { ...auth, ...call.headers },
          ...(call.json !== undefined ? { json: call.json } : {}),
        });
        seen[persona] = response.status;
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('answers 404 for an unknown event', async () => {
    const response = await app.request('/api/event/00000000-0000-4000-8000-000000000000', {
      headers: actors.member.auth,
    });
    expect(response.status).toBe(404);
  });
});
