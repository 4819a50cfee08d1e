import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_MESSAGE_PUSH, type ChatMessagePush } from '../../src/contracts/messaging/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { eventForm } from '../support/events-factories.ts';
import { freePort } from '../support/free-port.ts';
import {
  body,
  cookiesOf,
  createMember,
  DEFAULT_PASSWORD,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import { chatSocket, nextPush } from '../support/messaging-factories.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import {
  type AppProcess,
  deploymentEnv,
  type ServerProcess,
  startServerProcess,
  startWorkerProcess,
} from '../support/server-process.ts';
import { type AppClient, appClient } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase, uniqueRedisPrefix } from '../support/test-database.ts';

// Scale-out: two API processes (`src/main.ts --role=api`) and two worker processes (`workers/main.ts`),
// as deployed, on one PostgreSQL database and one Redis prefix. Both APIs are one site to a member (one
// PUBLIC_URL, as behind a load balancer), so whichever process answers, a session, a chat line and a
// job behave as with one process.

let database: TestDatabase;
let dataDir: string;
const redisUrl = inject('redisUrl');
const prefix = uniqueRedisPrefix('scale');
const apis: ServerProcess[] = [];
const workers: AppProcess[] = [];
let one: AppClient;
let two: AppClient;

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'playfield-scale-'));
  const ports = [await freePort(), await freePort()];
  const shared = deploymentEnv({ databaseUrl: database.url, redisUrl, prefix, dataDir });
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  apis.push(
    ...(await Promise.all(
      ports.map((port) =>
        startServerProcess(
          {
            ...deploymentEnv({ databaseUrl: database.url, redisUrl, prefix, dataDir, port }),
            PUBLIC_URL: publicUrl,
          },
          { args: ['--role=api'], timeoutMs: 120_000 },
        ),
      ),
    )),
  );
  // At info, a worker logs each mail it writes: the test tells which worker ran which mail job.
  const workerEnv = { ...shared, LOG_LEVEL: 'info' };
  workers.push(startWorkerProcess(workerEnv), startWorkerProcess(workerEnv));
  [one, two] = apis.map((api) => appClient(api.url, database)) as [AppClient, AppClient];
}, 150_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all([...apis, ...workers].map((process) => process.stop()));
  await database?.drop();
  await dropRedisKeys(redisUrl, prefix);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const me = (app: AppClient, headers: Record<string, string>) => app.request('/api/member/me', { headers });

describe('two API processes and two workers on one database and Redis', () => {
  it('a member signed in on one API is signed in on the other, by token and by cookie, and signed out on both', async () => {
    const member = await createMember(one, { firstName: 'Ana' });
    const byToken = await me(two, member.auth);
    expect(byToken.status).toBe(200);
    expect((await body<{ id: string }>(byToken)).data.id).toBe(member.id);

    const cookieSignIn = await two.request('/api/auth/login/member', {
      method: 'POST',
      json: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(cookieSignIn.status).toBe(200);
    const cookie = Object.entries(cookiesOf(cookieSignIn))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    expect((await me(one, { cookie })).status).toBe(200);

    // Signed out through the second API: the first refuses the token from then on.
    const signOut = await two.request('/api/auth/logout', {
      method: 'POST',
      headers: member.auth,
      json: { refreshToken: member.refreshToken },
    });
    expect(signOut.status).toBe(200);
    // The first learns of it through PostgreSQL's NOTIFY: at once, or within a few polls under load.
    const signedOutAt = performance.now();
    await expect
      .poll(async () => (await me(one, member.auth)).status, { timeout: 10_000, interval: 50 })
      .toBe(401);
    console.info(
      `scale-out harness: sign-out refused on the other API after ${Math.round(performance.now() - signedOutAt)} ms`,
    );
    expect((await me(two, member.auth)).status).toBe(401);
  });

  it('a chat message sent through one API arrives on a socket connected to the other, and back', async () => {
    const [ana, ben] = await Promise.all([
      createMember(one, { firstName: 'Ana' }),
      createMember(two, { firstName: 'Ben' }),
    ]);
    const benOnTwo = await chatSocket(apis[1]!.url, ben, sockets);
    const anaOnOne = await chatSocket(apis[0]!.url, ana, sockets);
    // `from` sends through `app`; `to` must get it on `socket`, connected to the other process.
    const deliveredAcross = async (
      app: AppClient,
      from: TestMember,
      to: TestMember,
      socket: Socket,
      content: string,
    ) => {
      const pushed = nextPush<ChatMessagePush>(
        socket,
        CHAT_MESSAGE_PUSH,
        (push) => push.message.content === content,
      );
      const sent = await app.request('/api/direct-message', {
        method: 'POST',
        headers: from.auth,
        json: { receiverId: to.id, content },
      });
      expect(sent.status).toBe(201);
      expect((await pushed).message.senderId).toBe(from.id);
    };
    await deliveredAcross(one, ana, ben, benOnTwo, 'Ready?');
    await deliveredAcross(two, ben, ana, anaOnOne, 'Always');
  });

  it('runs each job once: N games on a roster of 4 give 3N notifications and 4N e-mails', async () => {
    const GAMES = 20;
    const captain = await createMember(one, { firstName: 'Cap' });
    const players = await Promise.all(
      ['Dee', 'Eli', 'Fay'].map((firstName) => createMember(two, { firstName })),
    );
    const teamId = await insertTeam(one, { captains: [captain.id], players: players.map((p) => p.id) });
    const mailsBefore = (await mailFiles()).length;
    const logged = () => workers.map((worker) => worker.output().split('mail written to file').length - 1);
    const loggedBefore = logged();

    // Half the games through each API.
    const created = await Promise.all(
      Array.from({ length: GAMES }, async (_, index) => {
        const app = index % 2 === 0 ? one : two;
        const response = await app.request('/api/event', {
          method: 'POST',
          headers: { ...captain.auth, team_id: teamId },
          json: eventForm(teamId, { title: `Scale game ${index}` }),
        });
        return response.status;
      }),
    );
    expect(created).toEqual(Array(GAMES).fill(201));

    const notificationCount = async () =>
      (
        await sql<{ n: number }>(
          one,
          `select count(*)::int as n from notification where type = 'event_created' and recipient_id = any($1::uuid[])`,
          [players.map((p) => p.id)],
        )
      )[0]?.n ?? 0;
    await expect.poll(notificationCount, { timeout: 60_000, interval: 250 }).toBe(3 * GAMES);
    await expect
      .poll(async () => (await mailFiles()).length - mailsBefore, { timeout: 60_000, interval: 250 })
      .toBe(4 * GAMES);
    // Nothing more comes: no job ran twice, on either worker.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await notificationCount()).toBe(3 * GAMES);
    expect((await mailFiles()).length - mailsBefore).toBe(4 * GAMES);
    const [{ pairs = 0 } = {}] = await sql<{ pairs: number }>(
      one,
      'select count(distinct (source_id, recipient_id))::int as pairs from notification where recipient_id = any($1::uuid[])',
      [players.map((p) => p.id)],
    );
    expect(pairs).toBe(3 * GAMES);
    // Both workers took mail jobs, and together they wrote each mail once.
    const byWorker = logged().map((n, index) => n - (loggedBefore[index] ?? 0));
    console.info(`scale-out harness: ${GAMES} games, mails by worker ${JSON.stringify(byWorker)}`);
    expect(byWorker.every((n) => n > 0)).toBe(true);
    expect(byWorker.reduce((sum, n) => sum + n, 0)).toBe(4 * GAMES);
  });
});

async function mailFiles(): Promise<string[]> {
  const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.eml'));
}
