import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLAP_PUSH,
  CHAT_LIKE,
  CHAT_MESSAGE_PUSH,
  CHAT_SEND,
  CHAT_START_FETCH,
  type ChatClapPush,
  type ChatMessagePage,
  type ChatMessagePush,
  type ClapResult,
  type ConversationsDto,
  MESSAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGING_MESSAGES,
  type SendMessageResult,
} from '../../src/contracts/messaging/index.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import {
  chatSocket,
  collect,
  emitWithAck,
  messagingModules,
  nextPush,
} from '../support/messaging-factories.ts';
import { countWarmQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ env: generousLimits, worker: false, modules: messagingModules });
  // A second API process on the same database and Redis prefix, as in a scaled deployment.
  second = await startTestApp({
    worker: false,
    modules: messagingModules,
    env: {
      ...generousLimits,
      DATABASE_URL: first.database.url,
      REDIS_PREFIX: first.config.REDIS_PREFIX,
    },
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const send = (app: TestApp, member: TestMember, receiverId: string, content: string) =>
  app.request('/api/direct-message', { method: 'POST', headers: member.auth, json: { receiverId, content } });

const sendToTeam = (app: TestApp, member: TestMember, teamId: string, content: string) =>
  app.request('/api/team-message', { method: 'POST', headers: member.auth, json: { teamId, content } });

const page = async (app: TestApp, member: TestMember, query: string) => {
  const response = await app.request(`/api/${query}`, { headers: member.auth });
  return { ...(await body<ChatMessagePage>(response)), httpStatus: response.status };
};

describe('chat across two server processes', () => {
  it('delivers a direct message sent on one process to every tab of both members on the other', async () => {
    const [ana, ben] = await Promise.all([
      createMember(first, { firstName: 'Ana' }),
      createMember(first, { firstName: 'Ben' }),
    ]);
    const benTabOne = await chatSocket(second.url, ben, sockets);
    const benTabTwo = await chatSocket(first.url, ben, sockets);
    const anaOtherTab = await chatSocket(second.url, ana, sockets);
    const anaSocket = await chatSocket(first.url, ana, sockets);

    const pushes = [benTabOne, benTabTwo, anaOtherTab].map((socket) =>
      nextPush<ChatMessagePush>(socket, CHAT_MESSAGE_PUSH),
    );
    const answer = await emitWithAck<SendMessageResult>(anaSocket, CHAT_SEND, {
      type: 'dm',
      receiverId: ben.id,
      content: 'Are you in for Sunday?',
    });
    expect(answer.status).toBe('success');
    for (const push of await Promise.all(pushes)) {
      expect(push).toMatchObject({
        type: 'dm',
        senderId: ana.id,
        receiverId: ben.id,
        message: { content: 'Are you in for Sunday?', senderId: ana.id, firstName: 'Ana', clapCount: 0 },
      });
    }
  });

  it('delivers a team message over REST on one process to the roster on the other, not to strangers', async () => {
    const [captain, player, stranger] = await Promise.all([
      createMember(first),
      createMember(first),
      createMember(first),
    ]);
    const teamId = await insertTeam(first, { captains: [captain.id], players: [player.id] });
    const playerSocket = await chatSocket(second.url, player, sockets);
    const strangerSocket = await chatSocket(second.url, stranger, sockets);
    const strangerSaw = collect<ChatMessagePush>(strangerSocket, CHAT_MESSAGE_PUSH);
    const pushed = nextPush<ChatMessagePush>(playerSocket, CHAT_MESSAGE_PUSH);

    const response = await sendToTeam(first, captain, teamId, 'Great game everyone!');
    expect(response.status).toBe(201);
    expect(await pushed).toMatchObject({ type: 'tm', teamId, message: { content: 'Great game everyone!' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerSaw).toEqual([]);
  });
});

describe('blocked members', () => {
  it('cannot message each other either way, over REST or the socket, and nothing is stored', async () => {
    const [blocker, blocked] = await Promise.all([createMember(first), createMember(first)]);
    const blockResponse = await first.request(`/api/member/${blocked.id}/block`, {
      method: 'POST',
      headers: blocker.auth,
      json: {},
    });
    expect(blockResponse.status).toBeLessThan(300);

    for (const [from, to] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const response = await send(first, from, to.id, 'hello?');
      expect(response.status).toBe(403);
      expect((await body(response)).errors).toEqual([{ message: MESSAGING_MESSAGES.blocked }]);
      const socket = await chatSocket(first.url, from, sockets);
      expect(
        await emitWithAck(socket, CHAT_SEND, { type: 'dm', receiverId: to.id, content: 'hello?' }),
      ).toEqual({ status: 'error', statusCode: 403, errors: [{ message: MESSAGING_MESSAGES.blocked }] });
    }
    const rows = await sql(first, 'select 1 from direct_message where sender_id in ($1, $2)', [
      blocker.id,
      blocked.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("hides a blocked member's team messages from the member who blocked them, in the list and live", async () => {
    const [blocker, blocked, bystander] = await Promise.all([
      createMember(first),
      createMember(first),
      createMember(first),
    ]);
    const teamId = await insertTeam(first, { captains: [blocker.id], players: [blocked.id, bystander.id] });
    const block = (action: 'block' | 'unblock') =>
      first.request(`/api/member/${blocked.id}/${action}`, {
        method: 'POST',
        headers: blocker.auth,
        json: {},
      });
    expect((await block('block')).status).toBeLessThan(300);

    const blockerSocket = await chatSocket(second.url, blocker, sockets);
    const bystanderSocket = await chatSocket(second.url, bystander, sockets);
    const blockerSaw = collect<ChatMessagePush>(blockerSocket, CHAT_MESSAGE_PUSH);
    const bystanderHeard = nextPush<ChatMessagePush>(bystanderSocket, CHAT_MESSAGE_PUSH);
    const sent = await sendToTeam(first, blocked, teamId, 'You cannot hide from me');
    expect(sent.status).toBe(201);
    expect((await bystanderHeard).message.content).toBe('You cannot hide from me');
    const answer = await sendToTeam(first, bystander, teamId, 'Ignore them');
    expect(answer.status).toBe(201);
    await nextPush<ChatMessagePush>(
      blockerSocket,
      CHAT_MESSAGE_PUSH,
      (push) => push.message.content === 'Ignore them',
    );
    expect(blockerSaw.map((push) => push.message.content)).toEqual(['Ignore them']);

    const contents = async (member: TestMember) =>
      (await page(first, member, `team-message/?teamId=${teamId}`)).data.messages.map((m) => m.content);
    expect(await contents(blocker)).toEqual(['Ignore them']);
    expect(await contents(bystander)).toEqual(['You cannot hide from me', 'Ignore them']);
    expect(await contents(blocked)).toEqual(['You cannot hide from me', 'Ignore them']);

    // Unblocking shows them again.
    expect((await block('unblock')).status).toBeLessThan(300);
    expect(await contents(blocker)).toEqual(['You cannot hide from me', 'Ignore them']);
  });

  it("leaves a blocked member's team messages out of the blocker's inbox preview and unread count", async () => {
    const [blocker, blocked, bystander] = await Promise.all([
      createMember(first),
      createMember(first),
      createMember(first),
    ]);
    const teamId = await insertTeam(first, { captains: [blocker.id], players: [blocked.id, bystander.id] });
    await first.request(`/api/member/${blocked.id}/block`, {
      method: 'POST',
      headers: blocker.auth,
      json: {},
    });
    expect((await sendToTeam(first, bystander, teamId, 'Pitch 2 tonight')).status).toBe(201);
    expect((await sendToTeam(first, blocked, teamId, 'You cannot hide from me')).status).toBe(201);
    const teamChat = async (member: TestMember) =>
      (
        await body<ConversationsDto>(await first.request('/api/conversations', { headers: member.auth }))
      ).data.conversations.find((c) => c.teamId === teamId);
    expect(await teamChat(blocker)).toMatchObject({
      lastMessage: { content: 'Pitch 2 tonight', senderId: bystander.id },
      unreadCount: 1,
    });
    expect(await teamChat(bystander)).toMatchObject({
      lastMessage: { content: 'You cannot hide from me' },
      unreadCount: 1,
    });
  });
});

describe('team chat', () => {
  it('is for members only: a stranger can neither read nor write, nor fetch over the socket', async () => {
    const [captain, stranger] = await Promise.all([createMember(first), createMember(first)]);
    const teamId = await insertTeam(first, { captains: [captain.id] });
    expect((await page(first, stranger, `team-message/?teamId=${teamId}`)).httpStatus).toBe(403);
    const write = await sendToTeam(first, stranger, teamId, 'let me in');
    expect(write.status).toBe(403);
    expect((await body(write)).errors).toEqual([{ message: MESSAGING_MESSAGES.teamMembersOnly }]);
    const socket = await chatSocket(first.url, stranger, sockets);
    expect(await emitWithAck(socket, CHAT_START_FETCH, { type: 'tm', teamId })).toMatchObject({
      status: 'error',
      statusCode: 403,
    });
  });
});

describe('messages are plain text with a length limit', () => {
  it('stores markup exactly as typed and refuses blank or too-long messages with a clear message', async () => {
    const [ana, ben] = await Promise.all([createMember(first), createMember(first)]);
    const markup = '<img src=x onerror=alert(1)> **hi** & bye';
    expect((await send(first, ana, ben.id, markup)).status).toBe(201);
    const { data } = await page(first, ben, `direct-message/?memberId=${ana.id}`);
    expect(data.messages.map((message) => message.content)).toEqual([markup]);

    const tooLong = await send(first, ana, ben.id, 'x'.repeat(MESSAGE_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).errors).toEqual([{ message: MESSAGING_MESSAGES.tooLong, field: 'content' }]);
    const blank = await send(first, ana, ben.id, '   ');
    expect(blank.status).toBe(400);
    expect((await body(blank)).errors).toEqual([{ message: MESSAGING_MESSAGES.required, field: 'content' }]);
    expect((await send(first, ana, ben.id, 'x'.repeat(MESSAGE_MAX))).status).toBe(201);
  });

  it('answers bad input with 4xx, never a 500', async () => {
    const ana = await createMember(first);
    const cases: Array<[string, RequestInit & { json?: unknown }]> = [
      ['/api/direct-message/?memberId=not-a-uuid', {}],
      ['/api/direct-message/?memberId=', {}],
      [`/api/direct-message/?memberId=${ana.id}&before=nope`, {}],
      ['/api/team-message/?teamId=00000000-0000-0000-0000-000000000000', {}],
      ['/api/direct-message', { method: 'POST', json: { receiverId: 42, content: ['x'] } }],
      ['/api/direct-message', { method: 'POST', json: { receiverId: ana.id, content: 'me' } }],
      ['/api/direct-message/like', { method: 'POST', json: { action: 'hug', targetId: 'x' } }],
      [
        '/api/direct-message/like',
        { method: 'POST', json: { action: 'clap', targetId: 'x', targetType: 'direct_message' } },
      ],
      ['/api/team-message/mark-all-read', { method: 'POST', json: { teamId: 'nope' } }],
      ['/api/direct-message/mark-all-read', { method: 'POST', json: { memberId: 'nope' } }],
    ];
    for (const [path, init] of cases) {
      const response = await first.request(path, { ...init, headers: ana.auth });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    const socket = await chatSocket(first.url, ana, sockets);
    for (const payload of [null, 'text', { type: 'xx' }, { type: 'dm', receiverId: ana.id, content: 7 }]) {
      const answer = await emitWithAck(socket, CHAT_SEND, payload);
      expect(answer.status).toBe('error');
      expect(answer.status === 'error' && answer.statusCode).toBe(400);
    }
  });
});

describe('claps', () => {
  it('counts one clap per member even when clicks race, and many members clapping at once', async () => {
    const [captain, ...players] = await Promise.all(Array.from({ length: 9 }, () => createMember(first)));
    const teamId = await insertTeam(first, { captains: [captain!.id], players: players.map((p) => p.id) });
    const sent = await first.request('/api/team-message', {
      method: 'POST',
      headers: captain!.auth,
      json: { teamId, content: 'Clap if you scored' },
    });
    const { message } = (await body<SendMessageResult>(sent)).data;
    const like = { action: 'clap', targetId: message.id, targetType: 'team_message', teamId };
    const clap = (member: TestMember, app: TestApp) =>
      app.request('/api/team-message/like', { method: 'POST', headers: member.auth, json: like });

    // The same member five times at once on both processes, and every player at once.
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => clap(captain!, i % 2 ? first : second)),
      ...players.map((player, i) => clap(player, i % 2 ? first : second)),
    ]);
    expect(responses.map((response) => response.status).every((status) => status === 200)).toBe(true);
    const [row] = await sql<{ clap_count: number; claps: string }>(
      first,
      `select m.clap_count, (select count(*) from team_message_clap c where c.message_id = m.id) as claps
       from team_message m where m.id = $1`,
      [message.id],
    );
    expect(row).toEqual({ clap_count: 9, claps: '9' });

    const listed = await page(first, captain!, `team-message/?teamId=${teamId}`);
    expect(listed.data.messages[0]).toMatchObject({ clapCount: 9, hasClapped: true });

    // Unclap twice at once: one clap goes.
    await Promise.all(
      [1, 2].map(() =>
        first.request('/api/team-message/like', {
          method: 'POST',
          headers: players[0]!.auth,
          json: { ...like, action: 'unclap' },
        }),
      ),
    );
    const after = await page(first, players[0]!, `team-message/?teamId=${teamId}`);
    expect(after.data.messages[0]).toMatchObject({ clapCount: 8, hasClapped: false });
  });

  it('pushes a clap live to the other member, and refuses a clap from outside the conversation', async () => {
    const [ana, ben, eve] = await Promise.all([
      createMember(first),
      createMember(first),
      createMember(first),
    ]);
    const { message } = (await body<SendMessageResult>(await send(first, ana, ben.id, 'Nice goal!'))).data;
    const anaSocket = await chatSocket(second.url, ana, sockets);
    const benSocket = await chatSocket(first.url, ben, sockets);
    const pushed = nextPush<ChatClapPush>(anaSocket, CHAT_CLAP_PUSH);
    const answer = await emitWithAck<ClapResult>(benSocket, CHAT_LIKE, {
      action: 'clap',
      targetId: message.id,
      senderId: ben.id,
      targetType: 'direct_message',
      receiverId: ana.id,
    });
    expect(answer).toEqual({
      status: 'success',
      data: { targetId: message.id, targetType: 'direct_message', clapCount: 1, hasClapped: true },
    });
    expect(await pushed).toMatchObject({
      targetId: message.id,
      clapCount: 1,
      memberId: ben.id,
      action: 'clap',
    });

    const eveClap = await first.request('/api/direct-message/like', {
      method: 'POST',
      headers: eve.auth,
      json: { action: 'clap', targetId: message.id, targetType: 'direct_message' },
    });
    expect(eveClap.status).toBe(404);
  });
});

describe('paging', () => {
  it('reads the newest page first and older pages by cursor, in a fixed number of statements', async () => {
    const [ana, ben] = await Promise.all([createMember(first), createMember(first)]);
    const teamId = await insertTeam(first, { captains: [ana.id], players: [ben.id] });
    const others = await insertMembers(first, 3);
    await sql(
      first,
      `insert into roster_entry (id, team_id, member_id, is_captain)
      select gen_random_uuid(), $1, unnest($2::uuid[]), false`,
      [teamId, others],
    );

    const seed = async (count: number, offset: number) => {
      await sql(
        first,
        `insert into direct_message (id, sender_id, receiver_id, content, created_at)
         select gen_random_uuid(), case when i % 2 = 0 then $1::uuid else $2::uuid end,
           case when i % 2 = 0 then $2::uuid else $1::uuid end, 'dm ' || i,
           now() - interval '1 hour' + (i * interval '1 second')
         from generate_series($3::int, $3::int + $4::int - 1) as i`,
        [ana.id, ben.id, offset, count],
      );
      await sql(
        first,
        `insert into team_message (id, team_id, sender_id, content, created_at)
         select gen_random_uuid(), $1, ($2::uuid[])[1 + i % 5], 'tm ' || i,
           now() - interval '1 hour' + (i * interval '1 second')
         from generate_series($3::int, $3::int + $4::int - 1) as i`,
        [teamId, [ana.id, ben.id, ...others], offset, count],
      );
    };
    const orm = first.runtime.orm;
    const statementsFor = async (query: string) =>
      (await countWarmQueries(orm, () => page(first, ana, query))).length;

    await seed(5, 0);
    // Ana's first request reads her session; the pages are counted after it.
    await page(first, ana, `direct-message/?memberId=${ben.id}`);
    const small = {
      dm: await statementsFor(`direct-message/?memberId=${ben.id}`),
      tm: await statementsFor(`team-message/?teamId=${teamId}`),
    };
    await seed(195, 5);
    const large = {
      dm: await statementsFor(`direct-message/?memberId=${ben.id}`),
      tm: await statementsFor(`team-message/?teamId=${teamId}`),
    };
    expect(large).toEqual(small);
    // Direct: the page (access is both names, remembered from the first read, as are the senders'
    // names). Team: access, the members the viewer blocked and the page. A known session needs none.
    expect(small).toEqual({ dm: 1, tm: 3 });

    // Walk the whole team chat back by cursor: every message once, newest page first.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await page(
        first,
        ana,
        `team-message/?teamId=${teamId}${cursor ? `&before=${cursor}` : ''}`,
      );
      pages += 1;
      seen.unshift(...result.data.messages.map((message) => message.content));
      cursor = result.data.nextCursor;
      expect(result.data.messages.length).toBeLessThanOrEqual(MESSAGE_PAGE_SIZE);
    } while (cursor);
    expect(pages).toBe(Math.ceil(200 / MESSAGE_PAGE_SIZE));
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => `tm ${i}`));
  });
});

describe('the inbox', () => {
  it('lists conversations with the last message and unread counts, and mark-all-read clears them', async () => {
    const [ana, ben, cleo] = await Promise.all([
      createMember(first, { firstName: 'Ana' }),
      createMember(first, { firstName: 'Ben' }),
      createMember(first, { firstName: 'Cleo' }),
    ]);
    const teamId = await insertTeam(first, { captains: [ben.id], players: [ana.id], name: 'Reds' });
    await send(first, ben, ana.id, 'one');
    await send(first, ben, ana.id, 'two');
    await send(first, cleo, ana.id, 'hey');
    await send(first, ana, cleo.id, 'hi back');
    await sendToTeam(first, ben, teamId, 'kickoff at 9');

    const inbox = async () =>
      (await body<ConversationsDto>(await first.request('/api/conversations', { headers: ana.auth }))).data;
    const before = await inbox();
    expect(before.totalUnread).toBe(4);
    expect(
      before.conversations.map((c) => [
        c.type,
        c.recipientName ?? c.teamName,
        c.lastMessage?.content,
        c.unreadCount,
      ]),
    ).toEqual([
      ['tm', 'Reds', 'kickoff at 9', 1],
      ['dm', 'Cleo Moreno', 'hi back', 1],
      ['dm', 'Ben Moreno', 'two', 2],
    ]);

    const marked = await first.request('/api/direct-message/mark-all-read', {
      method: 'POST',
      headers: ana.auth,
      json: { memberId: ben.id },
    });
    expect((await body(marked)).data).toEqual({ marked: 2 });
    await first.request('/api/team-message/mark-all-read', {
      method: 'POST',
      headers: ana.auth,
      json: { teamId },
    });
    const after = await inbox();
    expect(after.totalUnread).toBe(1);
    expect(after.conversations.find((c) => c.recipientId === cleo.id)?.unreadCount).toBe(1);
  });

  it('reports a message through POST /api/report', async () => {
    const [ana, ben] = await Promise.all([createMember(first), createMember(first)]);
    const { message } = (await body<SendMessageResult>(await send(first, ben, ana.id, 'rude words'))).data;
    const response = await first.request('/api/report', {
      method: 'POST',
      headers: ana.auth,
      json: { type: 'message', targetId: message.id, reportedPlayerId: ben.id },
    });
    expect(response.status).toBeLessThan(300);
    const [report] = await sql(
      first,
      'select type, target_id, reported_member_id from report where target_id = $1',
      [message.id],
    );
    expect(report).toEqual({ type: 'message', target_id: message.id, reported_member_id: ben.id });
  });
});
