import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, teamForm } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import {
  groupDetails,
  groupForm,
  insertGroup,
  insertGroupMember,
  pngImage,
} from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every pickup group, invite and onboarding route × every kind of caller, with the exact status each
// must get. Each cell runs on a fresh group or team, so a cell that leaves or deactivates cannot
// change the next one.

interface Request {
  path: string;
  method: string;
  json?: unknown;
  form?: () => Promise<FormData>;
  headers?: Record<string, string>;
}

let app: TestApp;
let people: Record<
  | 'stranger'
  | 'player'
  | 'otherPlayer'
  | 'admin'
  | 'coAdmin'
  | 'blocked'
  | 'captain'
  | 'coCaptain'
  | 'soleCaptain',
  TestMember
>;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  const names = [
    'stranger',
    'player',
    'otherPlayer',
    'admin',
    'coAdmin',
    'blocked',
    'captain',
    'coCaptain',
    'soleCaptain',
  ] as const;
  const members = await Promise.all(names.map(() => createMember(app)));
  people = Object.fromEntries(names.map((name, index) => [name, members[index]!])) as typeof people;
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

async function send(actor: TestMember | undefined, request: Request): Promise<Response> {
  return app.request(request.path, {
    method: request.method,
    headers: { ...(actor?.auth ?? {}), ...(request.headers ?? {}) },
    ...(request.json !== undefined ? { json: request.json } : {}),
    ...(request.form ? { body: await request.form() } : {}),
  });
}

async function linkToken(actor: TestMember, json: unknown): Promise<string> {
  const response = await send(actor, { path: '/api/invite', method: 'POST', json });
  if (response.status !== 201) throw new Error(`invite answered ${response.status}`);
  return (await body<{ token: string }>(response)).data.token;
}

describe('pickup group authorization matrix', () => {
  type Persona = 'anonymous' | 'stranger' | 'member' | 'group admin' | 'blocked member';
  const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'group admin', 'blocked member'];
  interface Cell {
    groupId: string;
    selfId: string;
    otherPlayerId: string;
    token: string;
  }
  const images = async () => ({
    banner: { bytes: await pngImage() },
    badge: { bytes: await pngImage('#fff') },
  });
  const row = (anonymous: number, stranger: number, member: number, admin: number, blocked: number) => ({
    anonymous,
    stranger,
    member,
    'group admin': admin,
    'blocked member': blocked,
  });
  const ROUTES: Array<{ name: string; call(cell: Cell): Request; expected: Record<Persona, number> }> = [
    {
      name: 'POST /api/pickup-group',
      call: () => ({
        path: '/api/pickup-group',
        method: 'POST',
        form: async () => groupForm(groupDetails(), await images()),
      }),
      expected: row(401, 201, 201, 201, 201),
    },
    {
      name: 'GET /api/pickup-common/group/{id}',
      call: ({ groupId }) => ({ path: `/api/pickup-common/group/${groupId}`, method: 'GET' }),
      expected: row(200, 200, 200, 200, 200),
    },
    {
      name: 'GET /api/pickup-common/group/{id}/members',
      call: ({ groupId }) => ({
        path: `/api/pickup-common/group/${groupId}/members?page=1&limit=10`,
        method: 'GET',
      }),
      expected: row(401, 200, 200, 200, 403),
    },
    {
      name: 'PATCH /api/pickup-group/{id}',
      call: ({ groupId }) => ({
        path: `/api/pickup-group/${groupId}`,
        method: 'PATCH',
        json: { location: 'Waco, TX' },
      }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'PATCH /api/pickup-group/{id} with a badge',
      call: ({ groupId }) => ({
        path: `/api/pickup-group/${groupId}`,
        method: 'PATCH',
        form: async () => groupForm({}, { badge: { bytes: await pngImage() } }),
      }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'DELETE /api/pickup-group/{id}',
      call: ({ groupId }) => ({ path: `/api/pickup-group/${groupId}`, method: 'DELETE' }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'POST …/join',
      call: ({ groupId }) => ({ path: `/api/pickup-group/${groupId}/join`, method: 'POST' }),
      expected: row(401, 200, 200, 200, 403),
    },
    {
      name: 'POST …/leave',
      call: ({ groupId }) => ({ path: `/api/pickup-group/${groupId}/leave`, method: 'POST' }),
      expected: row(401, 404, 200, 200, 403),
    },
    {
      name: 'POST …/member/{another member}/remove',
      call: ({ groupId, otherPlayerId }) => ({
        path: `/api/pickup-group/${groupId}/member/${otherPlayerId}/remove`,
        method: 'POST',
      }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'POST …/toggle-block {another member}',
      call: ({ groupId, otherPlayerId }) => ({
        path: `/api/pickup-group/${groupId}/toggle-block`,
        method: 'POST',
        json: { memberId: otherPlayerId },
      }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'POST …/toggle-block {self}',
      call: ({ groupId, selfId }) => ({
        path: `/api/pickup-group/${groupId}/toggle-block`,
        method: 'POST',
        json: { memberId: selfId },
      }),
      expected: row(401, 403, 403, 409, 403),
    },
    {
      name: 'POST …/toggle-admin {another member}',
      call: ({ groupId, otherPlayerId }) => ({
        path: `/api/pickup-group/${groupId}/toggle-admin`,
        method: 'POST',
        json: { memberId: otherPlayerId },
      }),
      expected: row(401, 403, 403, 200, 403),
    },
    {
      name: 'POST …/toggle-admin {self}',
      call: ({ groupId, selfId }) => ({
        path: `/api/pickup-group/${groupId}/toggle-admin`,
        method: 'POST',
        json: { memberId: selfId },
      }),
      expected: row(401, 403, 403, 409, 403),
    },
    {
      name: 'POST /api/invite {pickupGroupId}',
      call: ({ groupId }) => ({
        path: '/api/invite',
        method: 'POST',
        json: { pickupGroupId: groupId, type: 'as_pickupGrpMember' },
        headers: { invite_type: 'pickupGroup' },
      }),
      expected: row(401, 403, 201, 201, 403),
    },
    {
      name: 'POST /api/public/invite/process {group link}',
      call: ({ token }) => ({ path: '/api/public/invite/process', method: 'POST', json: { token } }),
      expected: row(200, 200, 200, 200, 400),
    },
    {
      name: 'POST /api/permission {pickupGroupId}',
      call: ({ groupId }) => ({ path: '/api/permission', method: 'POST', json: { pickupGroupId: groupId } }),
      expected: row(200, 200, 200, 200, 200),
    },
    {
      name: 'GET /api/member/teams',
      call: () => ({ path: '/api/member/teams', method: 'GET' }),
      expected: row(401, 200, 200, 200, 200),
    },
  ];

  async function cellFor(persona: Persona): Promise<{ cell: Cell; actor?: TestMember }> {
    const groupId = await insertGroup(app, people.admin.id);
    await insertGroupMember(app, groupId, people.coAdmin.id, { isAdmin: true });
    await insertGroupMember(app, groupId, people.player.id);
    await insertGroupMember(app, groupId, people.otherPlayer.id);
    await insertGroupMember(app, groupId, people.blocked.id, { isBlocked: true });
    const token = await linkToken(people.admin, { pickupGroupId: groupId });
    const actor = {
      anonymous: undefined,
      stranger: people.stranger,
      member: people.player,
      'group admin': people.admin,
      'blocked member': people.blocked,
    }[persona];
    return {
      cell: { groupId, selfId: (actor ?? people.player).id, otherPlayerId: people.otherPlayer.id, token },
      actor,
    };
  }

  const cells = ROUTES.flatMap((route) => PERSONAS.map((persona) => [route.name, persona, route] as const));
  it.each(cells)('%s as %s', async (_name, persona, route) => {
    const { cell, actor } = await cellFor(persona);
    const response = await send(actor, route.call(cell));
    expect(response.status, await response.clone().text()).toBe(route.expected[persona]);
  });
});

describe('team invite and onboarding authorization matrix', () => {
  type Persona = 'anonymous' | 'stranger' | 'member' | 'captain' | 'sole captain';
  const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'captain', 'sole captain'];
  interface Cell {
    teamId: string;
    token: string;
  }
  const row = (anonymous: number, stranger: number, member: number, captain: number, sole: number) => ({
    anonymous,
    stranger,
    member,
    captain,
    'sole captain': sole,
  });
  const rpcQuery = (procedure: string, input: unknown) =>
    `/trpc-clubs/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const ROUTES: Array<{ name: string; call(cell: Cell): Request; expected: Record<Persona, number> }> = [
    {
      name: 'POST /api/invite {teamId}',
      call: ({ teamId }) => ({
        path: '/api/invite',
        method: 'POST',
        json: { teamId, type: 'as_roster' },
        headers: { invite_type: 'member' },
      }),
      expected: row(401, 403, 403, 201, 201),
    },
    {
      name: 'RPC invites.create',
      call: ({ teamId }) => ({
        path: '/trpc-clubs/invites.create',
        method: 'POST',
        json: { teamId, invites: [{ email: 'invitee@example.com', firstName: 'Ivy', lastName: 'Invitee' }] },
      }),
      expected: row(401, 403, 403, 200, 200),
    },
    {
      name: 'RPC invites.list',
      call: ({ teamId }) => ({ path: rpcQuery('invites.list', { teamId }), method: 'GET' }),
      expected: row(401, 403, 403, 200, 200),
    },
    {
      name: 'RPC invites.resend',
      call: ({ teamId }) => ({ path: '/trpc-clubs/invites.resend', method: 'POST', json: { teamId } }),
      expected: row(401, 403, 403, 200, 200),
    },
    {
      name: 'POST /api/public/invite/process {team link}',
      call: ({ token }) => ({ path: '/api/public/invite/process', method: 'POST', json: { token } }),
      expected: row(200, 200, 200, 200, 200),
    },
    {
      name: 'POST /api/onboard',
      call: () => ({ path: '/api/onboard', method: 'POST', json: { ...teamForm(), captchaToken: 'token' } }),
      expected: row(401, 201, 201, 201, 201),
    },
    {
      name: 'POST /api/onboard/verify-email',
      call: () => ({
        path: '/api/onboard/verify-email',
        method: 'POST',
        json: { email: 'someone@example.com', captchaToken: 'token' },
      }),
      expected: row(200, 200, 200, 200, 200),
    },
  ];

  async function cellFor(persona: Persona): Promise<{ cell: Cell; actor?: TestMember }> {
    const captains =
      persona === 'captain' ? [people.captain.id, people.coCaptain.id] : [people.soleCaptain.id];
    const teamId = await insertTeam(app, { captains, players: [people.player.id, people.otherPlayer.id] });
    const token = await linkToken(persona === 'captain' ? people.captain : people.soleCaptain, { teamId });
    const actor = {
      anonymous: undefined,
      stranger: people.stranger,
      member: people.player,
      captain: people.captain,
      'sole captain': people.soleCaptain,
    }[persona];
    return { cell: { teamId, token }, actor };
  }

  const cells = ROUTES.flatMap((route) => PERSONAS.map((persona) => [route.name, persona, route] as const));
  it.each(cells)('%s as %s', async (_name, persona, route) => {
    const { cell, actor } = await cellFor(persona);
    const response = await send(actor, route.call(cell));
    expect(response.status, await response.clone().text()).toBe(route.expected[persona]);
  });
});
