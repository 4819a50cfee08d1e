import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from '../../src/contracts/clubs/no-permissions.ts';
import { insertTeam, teamForm } from '../support/clubs-factories.ts';
import { createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every clubs route × every kind of caller, with the exact status each must get. Each cell runs on a
// fresh team, so a cell that deletes or leaves cannot change the next one.

type Persona = 'anonymous' | 'stranger' | 'member' | 'captain' | 'sole captain';
const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'captain', 'sole captain'];

interface Cell {
  teamId: string;
  /** The acting member's id (a player's for the anonymous caller, who has none). */
  selfId: string;
  /** Another, ordinary player on the team. */
  otherPlayerId: string;
}

interface Route {
  name: string;
  call(cell: Cell): { path: string; method: string; json?: unknown; form?: () => Promise<FormData> };
  expected: Record<Persona, number>;
}

const imageForm = async () => {
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([png]), 'logo.png');
  return form;
};

const ROUTES: Route[] = [
  {
    name: 'POST /api/team',
    call: () => ({ path: '/api/team', method: 'POST', json: teamForm() }),
    expected: { anonymous: 401, stranger: 201, member: 201, captain: 201, 'sole captain': 201 },
  },
  {
    name: 'GET /api/team/{teamId}',
    call: ({ teamId }) => ({ path: `/api/team/${teamId}`, method: 'GET' }),
    expected: { anonymous: 200, stranger: 200, member: 200, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'PATCH /api/team/{teamId}',
    call: ({ teamId }) => ({ path: `/api/team/${teamId}`, method: 'PATCH', json: { location: 'Waco, TX' } }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'DELETE /api/team/{teamId}',
    call: ({ teamId }) => ({ path: `/api/team/${teamId}`, method: 'DELETE' }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'POST /api/team/{teamId}/logo/upload',
    call: ({ teamId }) => ({ path: `/api/team/${teamId}/logo/upload`, method: 'POST', form: imageForm }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'GET /api/team/{teamId}/roster',
    call: ({ teamId }) => ({ path: `/api/team/${teamId}/roster`, method: 'GET' }),
    expected: { anonymous: 401, stranger: 403, member: 200, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'PATCH …/roster/{another player} make captain',
    call: ({ teamId, otherPlayerId }) => ({
      path: `/api/team/${teamId}/roster/${otherPlayerId}`,
      method: 'PATCH',
      json: { isCaptain: true },
    }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'PATCH …/roster/{self} step down as captain',
    call: ({ teamId, selfId }) => ({
      path: `/api/team/${teamId}/roster/${selfId}`,
      method: 'PATCH',
      json: { isCaptain: false },
    }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 409 },
  },
  {
    name: 'PATCH …/roster/bulk',
    call: ({ teamId, otherPlayerId }) => ({
      path: `/api/team/${teamId}/roster/bulk`,
      method: 'PATCH',
      json: { updates: [{ memberId: otherPlayerId, isCaptain: true }] },
    }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'DELETE …/roster/{another player} remove',
    call: ({ teamId, otherPlayerId }) => ({
      path: `/api/team/${teamId}/roster/${otherPlayerId}`,
      method: 'DELETE',
    }),
    expected: { anonymous: 401, stranger: 403, member: 403, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'DELETE …/roster/{self} leave',
    call: ({ teamId, selfId }) => ({ path: `/api/team/${teamId}/roster/${selfId}`, method: 'DELETE' }),
    expected: { anonymous: 401, stranger: 403, member: 200, captain: 200, 'sole captain': 409 },
  },
  {
    name: 'GET /api/member/teams',
    call: () => ({ path: '/api/member/teams', method: 'GET' }),
    expected: { anonymous: 401, stranger: 200, member: 200, captain: 200, 'sole captain': 200 },
  },
  {
    name: 'POST /api/permission',
    call: ({ teamId }) => ({ path: '/api/permission', method: 'POST', json: { teamId } }),
    expected: { anonymous: 200, stranger: 200, member: 200, captain: 200, 'sole captain': 200 },
  },
];

let app: TestApp;
let people: Record<
  'stranger' | 'player' | 'otherPlayer' | 'captain' | 'coCaptain' | 'soleCaptain',
  TestMember
>;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  const [stranger, player, otherPlayer, captain, coCaptain, soleCaptain] = await Promise.all(
    Array.from({ length: 6 }, () => createMember(app)),
  );
  people = {
    stranger: stranger!,
    player: player!,
    otherPlayer: otherPlayer!,
    captain: captain!,
    coCaptain: coCaptain!,
    soleCaptain: soleCaptain!,
  };
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

/** A fresh team: two captains when the caller is "captain", else the sole captain; two players. */
async function cellFor(persona: Persona): Promise<{ cell: Cell; actor?: TestMember }> {
  const players = [people.player.id, people.otherPlayer.id];
  const captains = persona === 'captain' ? [people.captain.id, people.coCaptain.id] : [people.soleCaptain.id];
  const teamId = await insertTeam(app, { captains, players });
  const actor = {
    anonymous: undefined,
    stranger: people.stranger,
    member: people.player,
    captain: people.captain,
    'sole captain': people.soleCaptain,
  }[persona];
  return {
    cell: { teamId, selfId: (actor ?? people.player).id, otherPlayerId: people.otherPlayer.id },
    actor,
  };
}

describe('clubs authorization matrix', () => {
  const cells = ROUTES.flatMap((route) => PERSONAS.map((persona) => [route.name, persona, route] as const));
  it.each(cells)('%s as %s', async (_name, persona, route) => {
    const { cell, actor } = await cellFor(persona);
    const request = route.call(cell);
    const response = await app.request(request.path, {
      method: request.method,
      headers: actor?.auth ?? {},
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(request.form ? { body: await request.form() } : {}),
    });
    expect(response.status, await response.clone().text()).toBe(route.expected[persona]);
  });
});

describe('POST /api/permission on a pickup group page, by group role', () => {
  type GroupPersona = 'anonymous' | 'stranger' | 'member' | 'group admin' | 'blocked member';
  const none = { ...NO_PERMISSIONS, type: 'pickupGroup' };
  const expected: Record<GroupPersona, Record<string, unknown>> = {
    anonymous: none,
    stranger: none,
    member: { ...none, isMember: true, isActive: true },
    'group admin': { ...none, isMember: true, isActive: true, isAdmin: true, isOwner: true },
    'blocked member': { ...none, isBlocked: true },
  };
  it.each(Object.keys(expected) as GroupPersona[])('as %s', async (persona) => {
    const groupId = await insertGroup(app, people.captain.id);
    await insertGroupMember(app, groupId, people.player.id);
    await insertGroupMember(app, groupId, people.otherPlayer.id, { isBlocked: true });
    const actor = {
      anonymous: undefined,
      stranger: people.stranger,
      member: people.player,
      'group admin': people.captain,
      'blocked member': people.otherPlayer,
    }[persona];
    const response = await app.request('/api/permission', {
      method: 'POST',
      headers: actor?.auth ?? {},
      json: { pickupGroupId: groupId },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual(expected[persona]);
  });
});
