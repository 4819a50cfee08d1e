import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEND } from '../../src/contracts/messaging/index.ts';
import { MEMBER_LIMIT_MESSAGES } from '../../src/platform/rate-limit/member-limits.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { eventForm } from '../support/events-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailTo,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { chatSocket, emitWithAck } from '../support/messaging-factories.ts';
import { eventually, gameBody } from '../support/pickup-factories.ts';
import { insertGroup } from '../support/pickup-group-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// The per-member limits on writes that reach other members, and the hourly cap on notification e-mail,
// through HTTP and the socket against real PostgreSQL and Redis, with limits small enough to reach.

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

let app: MailingTestApp;
let captain: TestMember;
let player: TestMember;
let teamId: string;

beforeAll(async () => {
  app = await startTestAppWithMail({
    env: {
      ...generousLimits,
      EVENT_LIMIT_PER_HOUR: '2',
      INVITE_LIMIT_PER_HOUR: '3',
      COMMENT_LIMIT_PER_10_MINUTES: '2',
      CHAT_MESSAGE_LIMIT_PER_MINUTE: '2',
      NOTIFICATION_EMAILS_PER_HOUR: '1',
    },
  });
  captain = await createMember(app, { firstName: 'Maya' });
  player = await createMember(app, { firstName: 'Luis' });
  teamId = await insertTeam(app, { captains: [captain.id], players: [player.id], name: 'Austin Armadillos' });
});
afterAll(async () => {
  await app?.stop();
});

const post = (member: TestMember, path: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { ...member.auth, ...headers }, json });

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await body(response)).errors).toEqual([{ message, code: 'RateLimited' }]);
}

const createEvent = (member: TestMember, team: string, title: string) =>
  post(member, '/api/event', eventForm(team, { title }), { team_id: team });

describe('per-member limits', () => {
  it('limits the events a member creates per team an hour, and mails each recipient at most the cap', async () => {
    const created: string[] = [];
    for (const title of ['vs Eastside Eagles', 'vs Westside Wolves']) {
      const response = await createEvent(captain, teamId, title);
      expect(response.status).toBe(201);
      created.push((await body<{ event: { id: string } }>(response)).data.event.id);
    }
    await expectLimited(await createEvent(captain, teamId, 'vs Spam FC'), MEMBER_LIMIT_MESSAGES.event);
    const [events] = await sql<{ count: number }>(
      app,
      'select count(*)::int as count from team_event where team_id = $1',
      [teamId],
    );
    expect(events?.count).toBe(2);

    // Another team of the same captain has its own count.
    const otherTeam = await insertTeam(app, { captains: [captain.id] });
    expect((await createEvent(captain, otherTeam, 'vs Other FC')).status).toBe(201);

    // One e-mail an hour per recipient: the player is mailed one game; the other stays in the bell.
    const mailed = await app.smtp.waitFor(mailTo(player.email), 20_000).catch(() => {
      throw new Error(`mailed: ${JSON.stringify(app.smtp.mails.map((mail) => mail.to))}`);
    });
    expect(mailed.raw).toMatch(
      /Subject: Austin Armadillos: vs (Eastside Eagles|Westside Wolves), are you in\?/,
    );
    await eventually(async () => {
      const rows = await sql(app, 'select 1 from notification where recipient_id = $1', [player.id]);
      return rows.length >= 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(app.smtp.mails.filter((mail) => mail.to.includes(player.email))).toHaveLength(1);
  });

  it('limits the pickup games an admin creates per group an hour, as events per team', async () => {
    const groupId = await insertGroup(app, captain.id);
    for (const title of ['Thursday 7v7', 'Sunday 7v7'])
      expect((await post(captain, '/api/pickup', gameBody(groupId, { title }))).status).toBe(201);
    await expectLimited(await post(captain, '/api/pickup', gameBody(groupId)), MEMBER_LIMIT_MESSAGES.event);
    const [games] = await sql<{ count: number }>(
      app,
      'select count(*)::int as count from pickup_event where pickup_group_id = $1',
      [groupId],
    );
    expect(games?.count).toBe(2);
  });

  it('limits comments per member', async () => {
    const response = await createEvent(player, teamId, 'not a captain');
    expect(response.status).toBe(403);
    const [event] = await sql<{ id: string }>(app, 'select id from team_event where team_id = $1 limit 1', [
      teamId,
    ]);
    const comment = () => post(player, `/api/event/${event!.id}/comments`, { content: 'See you there' });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);
    await expectLimited(await comment(), MEMBER_LIMIT_MESSAGES.comment);
  });

  it('limits chat messages per member, over REST and the socket', async () => {
    const send = () => post(player, '/api/team-message', { teamId, content: 'hello' });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    await expectLimited(await send(), MEMBER_LIMIT_MESSAGES['chat-message']);
    const socket = await chatSocket(app.url, player, sockets);
    expect(
      await emitWithAck(socket, CHAT_SEND, { type: 'dm', receiverId: captain.id, content: 'hi' }),
    ).toEqual({
      status: 'error',
      statusCode: 429,
      errors: [{ message: MEMBER_LIMIT_MESSAGES['chat-message'], code: 'RateLimited' }],
    });
    // Others are not limited by it.
    expect((await post(captain, '/api/team-message', { teamId, content: 'calm down' })).status).toBe(201);
  });

  it('limits e-mail invites per member by address, and resends count too', async () => {
    const invites = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        email: `invitee${i}.${teamId.slice(0, 8)}@example.com`,
        firstName: 'Ivy',
        lastName: `Invitee${i}`,
      }));
    const create = (count: number) =>
      post(captain, '/trpc-clubs/invites.create', { teamId, invites: invites(count) });
    expect((await create(2)).status).toBe(200);
    // Two more addresses would make four: refused, and nobody else is invited.
    const refused = await create(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(await refused.json())).toContain(MEMBER_LIMIT_MESSAGES.invite);
    const [pending] = await sql<{ count: number }>(
      app,
      'select count(*)::int as count from invite where team_id = $1',
      [teamId],
    );
    expect(pending?.count).toBe(2);
    expect((await post(captain, '/trpc-clubs/invites.resend', { teamId })).status).toBe(429);
  });
});
