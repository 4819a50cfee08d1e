import type { Socket } from 'socket.io-client';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LIKE,
  CHAT_SEND,
  CHAT_START_FETCH,
  type SendMessageResult,
} from '../../src/contracts/messaging/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import { chatSocket, emitWithAck, messagingModules } from '../support/messaging-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every messaging route and socket event × every kind of caller, with the exact status each must get.
// The conversation belongs to "owner": "member" is on owner's team and has a direct conversation with
// owner; "stranger" is neither; "blocked" is on the team, and owner blocked them. Blocking governs
// direct messages (either way); team chat is the roster's room and follows the roster only.

type Persona = 'anonymous' | 'stranger' | 'member' | 'blocked';
const PERSONAS: Persona[] = ['anonymous', 'stranger', 'member', 'blocked'];

interface Fixture {
  owner: TestMember;
  teamId: string;
  /** A direct message from owner to the caller (to member for a stranger, who is outside it). */
  directMessageId: string;
  teamMessageId: string;
}

interface Case {
  name: string;
  expected: Record<Persona, number>;
  http?: (f: Fixture) => { path: string; method?: string; json?: unknown };
  socket?: (f: Fixture) => { event: string; payload: unknown };
}

const expect4 = (anonymous: number, stranger: number, member: number, blocked: number) => ({
  anonymous,
  stranger,
  member,
  blocked,
});

const CASES: Case[] = [
  {
    name: 'GET /api/direct-message/?memberId',
    http: (f) => ({ path: `/api/direct-message/?memberId=${f.owner.id}` }),
    expected: expect4(401, 200, 200, 200),
  },
  {
    name: 'POST /api/direct-message',
    http: (f) => ({
      path: '/api/direct-message',
      method: 'POST',
      json: { receiverId: f.owner.id, content: 'hi' },
    }),
    expected: expect4(401, 201, 201, 403),
  },
  {
    name: 'POST /api/direct-message/like',
    http: (f) => ({
      path: '/api/direct-message/like',
      method: 'POST',
      json: { action: 'clap', targetId: f.directMessageId, targetType: 'direct_message' },
    }),
    expected: expect4(401, 404, 200, 403),
  },
  {
    name: 'POST /api/direct-message/mark-all-read',
    http: (f) => ({
      path: '/api/direct-message/mark-all-read',
      method: 'POST',
      json: { memberId: f.owner.id },
    }),
    expected: expect4(401, 200, 200, 200),
  },
  {
    name: 'GET /api/team-message/?teamId',
    http: (f) => ({ path: `/api/team-message/?teamId=${f.teamId}` }),
    expected: expect4(401, 403, 200, 200),
  },
  {
    name: 'POST /api/team-message',
    http: (f) => ({
      path: '/api/team-message',
      method: 'POST',
      json: { teamId: f.teamId, content: 'hi team' },
    }),
    expected: expect4(401, 403, 201, 201),
  },
  {
    name: 'POST /api/team-message/like',
    http: (f) => ({
      path: '/api/team-message/like',
      method: 'POST',
      json: { action: 'clap', targetId: f.teamMessageId, targetType: 'team_message', teamId: f.teamId },
    }),
    expected: expect4(401, 403, 200, 200),
  },
  {
    name: 'POST /api/team-message/mark-all-read',
    http: (f) => ({ path: '/api/team-message/mark-all-read', method: 'POST', json: { teamId: f.teamId } }),
    expected: expect4(401, 403, 200, 200),
  },
  {
    name: 'GET /api/conversations',
    http: () => ({ path: '/api/conversations' }),
    expected: expect4(401, 200, 200, 200),
  },
  { name: 'GET /api/emoji', http: () => ({ path: '/api/emoji' }), expected: expect4(401, 200, 200, 200) },
  {
    name: 'socket chat:send dm',
    socket: (f) => ({ event: CHAT_SEND, payload: { type: 'dm', receiverId: f.owner.id, content: 'hi' } }),
    expected: expect4(401, 200, 200, 403),
  },
  {
    name: 'socket chat:send tm',
    socket: (f) => ({ event: CHAT_SEND, payload: { type: 'tm', teamId: f.teamId, content: 'hi' } }),
    expected: expect4(401, 403, 200, 200),
  },
  {
    name: 'socket chat:like dm',
    socket: (f) => ({
      event: CHAT_LIKE,
      payload: { action: 'clap', targetId: f.directMessageId, targetType: 'direct_message' },
    }),
    expected: expect4(401, 404, 200, 403),
  },
  {
    name: 'socket chat:like tm',
    socket: (f) => ({
      event: CHAT_LIKE,
      payload: { action: 'unclap', targetId: f.teamMessageId, targetType: 'team_message' },
    }),
    expected: expect4(401, 403, 200, 200),
  },
  {
    name: 'socket chat:start-fetch dm',
    socket: (f) => ({ event: CHAT_START_FETCH, payload: { type: 'dm', memberId: f.owner.id } }),
    expected: expect4(401, 200, 200, 200),
  },
  {
    name: 'socket chat:start-fetch tm',
    socket: (f) => ({ event: CHAT_START_FETCH, payload: { type: 'tm', teamId: f.teamId } }),
    expected: expect4(401, 403, 200, 200),
  },
];

let app: TestApp;
const callers: Partial<Record<Persona, TestMember>> = {};
const fixtures: Partial<Record<Persona, Fixture>> = {};
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

beforeAll(async () => {
  app = await startTestApp({ env: generousLimits, worker: false, modules: messagingModules });
  const [owner, stranger, member, blocked] = await Promise.all(
    ['Owen', 'Sara', 'Mia', 'Bo'].map((firstName) => createMember(app, { firstName })),
  );
  const teamId = await insertTeam(app, { captains: [owner!.id], players: [member!.id, blocked!.id] });
  const dm = async (to: TestMember) => {
    const response = await app.request('/api/direct-message', {
      method: 'POST',
      headers: owner!.auth,
      json: { receiverId: to.id, content: `hello ${to.id}` },
    });
    return (await body<SendMessageResult>(response)).data.message.id;
  };
  const toMember = await dm(member!);
  const toBlocked = await dm(blocked!);
  const team = await app.request('/api/team-message', {
    method: 'POST',
    headers: owner!.auth,
    json: { teamId, content: 'welcome' },
  });
  const teamMessageId = (await body<SendMessageResult>(team)).data.message.id;
  const block = await app.request(`/api/member/${blocked!.id}/block`, {
    method: 'POST',
    headers: owner!.auth,
    json: {},
  });
  if (block.status >= 300) throw new Error(`block answered ${block.status}`);
  Object.assign(callers, { stranger, member, blocked });
  const common = { owner: owner!, teamId, teamMessageId };
  fixtures.anonymous = { ...common, directMessageId: toMember };
  fixtures.stranger = { ...common, directMessageId: toMember };
  fixtures.member = { ...common, directMessageId: toMember };
  fixtures.blocked = { ...common, directMessageId: toBlocked };
});
afterAll(() => app?.stop());

async function statusOf(testCase: Case, persona: Persona): Promise<number> {
  const fixture = fixtures[persona]!;
  const caller = callers[persona];
  if (testCase.http) {
    const { path, method = 'GET', json } = testCase.http(fixture);
    const response = await app.request(path, { method, json, headers: caller?.auth ?? {} });
    return response.status;
  }
  const { event, payload } = testCase.socket!(fixture);
  if (!caller) {
    // Anonymous sockets are refused at the handshake, before any event.
    const socket = connect(app.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const refused = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false));
      socket.once('connect_error', () => resolve(true));
    });
    return refused ? 401 : 200;
  }
  const socket = await chatSocket(app.url, caller, sockets);
  const answer = await emitWithAck(socket, event, payload);
  return answer.status === 'success' ? 200 : answer.statusCode;
}

describe('messaging authorization matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: ${PERSONAS.map((p) => `${p} ${testCase.expected[p]}`).join(', ')}`, async () => {
      const actual: Record<string, number> = {};
      for (const persona of PERSONAS) actual[persona] = await statusOf(testCase, persona);
      expect(actual).toEqual(testCase.expected);
    });
  }
});
