import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AnyEventSubscriber,
  EVENTS_QUEUE,
  type EventJobData,
  EventWorker,
  eventJobOptions,
  uuidv7,
} from '../../src/platform/bus/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { createRedis, type Redis } from '../../src/platform/redis/redis.ts';
import { createTeam } from '../support/clubs-factories.ts';
import { createEvent } from '../support/events-factories.ts';
import { createMember, sql } from '../support/identity-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// Two copies of Playfield sharing a Redis prefix take each other's jobs. A worker that meets a job
// for rows its database does not have must say so and leave the job failed, not complete it as if
// it had done its work; a job whose row was deleted after the event (a game called off) is not an
// error and must not retry for nothing.

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const WARN = 40;
/** Fast retries: a wrong job fails for good within the test. */
const RETRIES = { attempts: 2, backoffDelayMs: 20, keepCompletedForSeconds: 60 };

let app: MailingTestApp;
let worker: EventWorker;
let connection: Redis;
let queue: Queue<EventJobData>;
const logged: LogLine[] = [];

beforeAll(async () => {
  // No worker in the app: the test's own worker runs its subscribers, with a logger it can read.
  app = await startTestAppWithMail({ worker: false });
  const container = app.runtime.container;
  worker = new EventWorker({
    orm: container.get<MikroORM>(TOKENS.Orm),
    redisUrl: app.config.REDIS_URL,
    prefix: app.config.REDIS_PREFIX,
    subscribers: container.getAll<AnyEventSubscriber>(TOKENS.EventSubscribers),
    logger: pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) }),
  });
  worker.start();
  await worker.waitUntilReady();
  connection = createRedis(app.config.REDIS_URL, 'missing-rows-test');
  queue = new Queue(EVENTS_QUEUE, { connection, prefix: app.config.REDIS_PREFIX });
});

afterAll(async () => {
  await worker?.close();
  await queue?.obliterate({ force: true });
  await queue?.close();
  connection?.disconnect();
  await app?.stop();
});

async function addJob(subscriber: string, data: EventJobData) {
  return queue.add(subscriber, data, eventJobOptions(data.id, subscriber, RETRIES));
}

async function settled(job: Awaited<ReturnType<typeof addJob>>) {
  await vi.waitFor(async () => expect(['completed', 'failed']).toContain(await job.getState()), {
    timeout: 15_000,
    interval: 50,
  });
  return (await queue.getJob(job.id ?? ''))!;
}

describe('a job for rows this database does not have', () => {
  it('is a warning naming the event, its subscriber and the database, and stays failed', async () => {
    // Another copy's sign-up: neither the event nor the member exists here.
    const data: EventJobData = {
      id: uuidv7(),
      name: 'identity.member-registered',
      payload: { memberId: randomUUID() },
      occurredAt: new Date().toISOString(),
    };

    const job = await settled(await addJob('identity.send-verification-email', data));

    expect(await job.getState()).toBe('failed');
    expect(job.returnvalue).not.toBe('applied');
    const warning = logged.find((line) => line.eventId === data.id && line.level === WARN);
    expect(warning).toMatchObject({
      event: 'identity.member-registered',
      subscriber: 'identity.send-verification-email',
      database: expect.stringContaining(app.database.name),
      prefix: app.config.REDIS_PREFIX,
    });
    expect(warning?.msg).toMatch(/never recorded/);
    // Nothing was applied here: no inbox row claims the event, no mail went out.
    expect(await sql(app, 'select 1 from inbox where event_id = $1', [data.id])).toHaveLength(0);
    expect(app.smtp.mails).toHaveLength(0);
  });

  it('completes as row-gone, once, when the row was deleted after its event', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const game = await createEvent(app, captain, team.id);
    const removed = await app.request(`/api/event/${game.id}`, { method: 'DELETE', headers: captain.auth });
    expect(removed.status).toBe(200);
    const [created] = await sql<{ id: string; payload: unknown; occurred_at: Date }>(
      app,
      `select id, payload, occurred_at from outbox
       where event_name = 'events.event-created' and payload->>'eventId' = $1`,
      [game.id],
    );
    const data: EventJobData = {
      id: created!.id,
      name: 'events.event-created',
      payload: created!.payload,
      occurredAt: new Date(created!.occurred_at).toISOString(),
    };

    const job = await settled(await addJob('events.mail-roster-on-event-created', data));

    expect(await job.getState()).toBe('completed');
    expect(job.returnvalue).toBe('row-gone');
    expect(job.attemptsMade).toBe(1);
    expect(logged.find((line) => line.eventId === data.id)).toMatchObject({
      level: 30,
      subscriber: 'events.mail-roster-on-event-created',
      row: { table: 'team_event', id: game.id },
    });
    expect(app.smtp.mails.filter((mail) => mail.to.includes(captain.email))).toHaveLength(0);
  });
});
