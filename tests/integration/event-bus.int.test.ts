import { Queue } from 'bullmq';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import {
  type AnyEventSubscriber,
  BusConfigurationError,
  busEntities,
  type DomainEvent,
  defineEvents,
  defineSubscriber,
  EVENT_QUEUE_NAMES,
  EVENTS_QUEUE,
  type EventJobData,
  type EventLane,
  type EventName,
  EventWorker,
  type EventWorkerOptions,
  eventJobId,
  OUTBOX_CHANNEL,
  OutboxRelay,
  type OutboxRelayOptions,
  recordEvent,
  uuidv7,
  writeWithEvent,
} from '../../src/platform/bus/index.ts';
import { createOrm, type EntityManager, type MikroORM } from '../../src/platform/db/orm.ts';
import { createRedis } from '../../src/platform/redis/redis.ts';
import { type RedisServer, startRedisServer } from '../support/redis-server.ts';
import { createTestDatabase, type TestDatabase, uniqueRedisPrefix } from '../support/test-database.ts';

// Event names of these tests only. They stay out of EventMap (declaring them there would add them to
// every module's EventName), so they are cast, which the typed API otherwise never needs.
const THING_HAPPENED = 'bus-test.thing-happened' as EventName;
const OTHER_THING = 'bus-test.other-thing' as EventName;
defineEvents([THING_HAPPENED, OTHER_THING]);

interface ThingPayload {
  label: string;
}

/** Retries in milliseconds, not seconds, so the tests stay fast. */
const FAST_RETRIES = { attempts: 5, backoffDelayMs: 20 };

let database: TestDatabase;
let orm: MikroORM;
const cleanups: (() => Promise<unknown>)[] = [];
/** Handler runs per event id and subscriber, failed runs included. */
const calls = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url, poolMax: 12, entities: busEntities });
  // The effect the subscribers apply. No unique key on purpose: an effect applied twice shows as two rows.
  await orm.em
    .fork()
    .execute('create table bus_test_effect (event_id uuid not null, subscriber text not null)');
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

beforeEach(async () => {
  calls.clear();
  await orm.em.fork().execute('truncate outbox, inbox, bus_test_effect');
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await obliterateUsedQueues();
});

function record(em: EntityManager, label: string, name: EventName = THING_HAPPENED): DomainEvent {
  return recordEvent(em, name, { label } satisfies ThingPayload as never);
}

/** Commits `count` events in one transaction, the way a command handler would. */
async function commitEvents(count: number, name: EventName = THING_HAPPENED): Promise<string[]> {
  return orm.em
    .fork()
    .transactional(async (em) => Array.from({ length: count }, (_, i) => record(em, `thing ${i}`, name).id));
}

/**
 * A subscriber whose effect is a row in bus_test_effect, written in its transaction. It fails its
 * first `failTimes` runs of each event after writing the row, so a rollback that doesn't happen shows.
 */
function effectSubscriber(
  name: string,
  options: { event?: EventName; failTimes?: number; before?: () => Promise<void>; lane?: EventLane } = {},
): AnyEventSubscriber {
  return defineSubscriber({
    name,
    event: options.event ?? THING_HAPPENED,
    ...(options.lane && { lane: options.lane }),
    async handle(event, { em }) {
      const key = `${event.id}/${name}`;
      const run = (calls.get(key) ?? 0) + 1;
      calls.set(key, run);
      await options.before?.();
      await em.execute('insert into bus_test_effect (event_id, subscriber) values (?, ?)', [event.id, name]);
      if (run <= (options.failTimes ?? 0)) throw new Error(`${name} failed on run ${run}`);
    },
    // A subscriber of an event picked at run time is not one EventSubscriber<N>, hence the cast.
  }) as unknown as AnyEventSubscriber;
}

/**
 * An effect subscriber that holds each run inside its transaction until released: `handlerStarted`
 * resolves once a run is waiting. Push `release` on `cleanups` last, so that it runs first and a
 * failing test never leaves the job stuck.
 */
function gatedSubscriber(name: string, options: { event?: EventName; lane?: EventLane } = {}) {
  const gate = Promise.withResolvers<void>();
  const started = Promise.withResolvers<void>();
  const subscriber = effectSubscriber(name, {
    ...options,
    before: async () => {
      started.resolve();
      await gate.promise;
    },
  });
  return { subscriber, handlerStarted: started.promise, release: () => gate.resolve() };
}

function callsOf(eventId: string, subscriber: string): number {
  return calls.get(`${eventId}/${subscriber}`) ?? 0;
}

async function effectRows(eventId?: string): Promise<{ event_id: string; subscriber: string }[]> {
  return eventId === undefined
    ? orm.em.fork().execute('select event_id, subscriber from bus_test_effect')
    : orm.em.fork().execute('select event_id, subscriber from bus_test_effect where event_id = ?', [eventId]);
}

async function outboxRow(eventId: string) {
  const [row] = await orm.em
    .fork()
    .execute<{ published_at: string | null; attempts: number; last_error: string | null }[]>(
      'select published_at, attempts, last_error from outbox where id = ?',
      [eventId],
    );
  return row;
}

/** Queues the test touched, by prefix and Redis URL: obliterated after everything else has stopped. */
const usedQueues = new Map<string, { prefix: string; redisUrl: string }>();

function rememberQueue(prefix: string, redisUrl: string): void {
  usedQueues.set(`${redisUrl} ${prefix}`, { prefix, redisUrl });
}

async function obliterateUsedQueues(): Promise<void> {
  for (const { prefix, redisUrl } of usedQueues.values()) {
    const connection = createRedis(redisUrl, 'bus-test-cleanup', { maxRetriesPerRequest: 1 });
    for (const name of EVENT_QUEUE_NAMES) {
      const queue = new Queue(name, { connection, prefix });
      await queue.obliterate({ force: true }).catch(() => {}); // a stopped test Redis has nothing left anyway
      await queue.close();
    }
    connection.disconnect();
  }
  usedQueues.clear();
}

/** A queue handle on a test's prefix, to look at its jobs. */
function inspectQueue(prefix: string, redisUrl: string = inject('redisUrl')): Queue<EventJobData> {
  rememberQueue(prefix, redisUrl);
  const connection = createRedis(redisUrl, 'bus-test-inspect');
  const queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection, prefix });
  cleanups.push(async () => {
    await queue.close();
    connection.disconnect();
  });
  return queue;
}

/**
 * Relays and works one committed event for `subscriber` on a fresh prefix, and waits until its job ends
 * as `state`: the event's id and the job as it ended.
 */
async function runOneEvent(
  subscriber: AnyEventSubscriber,
  state: 'completed' | 'failed',
  jobSettings?: OutboxRelayOptions['jobSettings'],
) {
  const prefix = uniqueRedisPrefix('bus');
  const subscribers = [subscriber];
  const queue = inspectQueue(prefix);
  startRelay({ prefix, subscribers, ...(jobSettings && { jobSettings }) }).start();
  startWorker({ prefix, subscribers });
  const [eventId = ''] = await commitEvents(1);
  const jobId = eventJobId(eventId, subscriber.name);
  await vi.waitFor(async () => expect(await (await queue.getJob(jobId))?.getState()).toBe(state), waitLong);
  return { eventId, job: await queue.getJob(jobId) };
}

function startRelay(
  options: Partial<OutboxRelayOptions> & Pick<OutboxRelayOptions, 'prefix' | 'subscribers'>,
) {
  const relay = new OutboxRelay({
    orm,
    redisUrl: inject('redisUrl'),
    intervalMs: 50,
    listenUrl: false,
    jobSettings: FAST_RETRIES,
    ...options,
  });
  rememberQueue(options.prefix, options.redisUrl ?? inject('redisUrl'));
  cleanups.push(() => relay.stop());
  return relay;
}

function startWorker(
  options: Partial<EventWorkerOptions> & Pick<EventWorkerOptions, 'prefix' | 'subscribers'>,
) {
  const worker = new EventWorker({ orm, redisUrl: inject('redisUrl'), concurrency: 4, ...options });
  rememberQueue(options.prefix, options.redisUrl ?? inject('redisUrl'));
  cleanups.push(() => worker.close());
  worker.start();
  return worker;
}

const waitLong = { timeout: 15_000, interval: 50 };

describe('event bus with PostgreSQL and Redis', () => {
  it('delivers a committed event once to each of its subscribers', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.first'), effectSubscriber('bus-test.second')];
    const queue = inspectQueue(prefix);
    startRelay({ prefix, subscribers }).start();
    startWorker({ prefix, subscribers });

    const [eventId] = await commitEvents(1);
    if (!eventId) throw new Error('no event');

    await vi.waitFor(async () => expect(await effectRows(eventId)).toHaveLength(2), waitLong);
    expect((await outboxRow(eventId))?.published_at).not.toBeNull();
    const inbox = await orm.em
      .fork()
      .execute('select subscriber from inbox where event_id = ? order by subscriber', [eventId]);
    expect(inbox).toEqual([{ subscriber: 'bus-test.first' }, { subscriber: 'bus-test.second' }]);
    const job = await queue.getJob(eventJobId(eventId, 'bus-test.first'));
    expect(job?.data).toMatchObject({ id: eventId, name: THING_HAPPENED, payload: { label: 'thing 0' } });
    await vi.waitFor(async () => expect(await job?.getState()).toBe('completed'), waitLong);
  });

  it('never delivers an event recorded in a transaction that rolled back', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.effect')];
    startRelay({ prefix, subscribers }).start();
    startWorker({ prefix, subscribers });

    let rolledBackId = '';
    await expect(
      orm.em.fork().transactional(async (em) => {
        rolledBackId = record(em, 'doomed').id;
        await em.flush(); // the row reached the database inside the transaction
        throw new Error('the command failed after recording its event');
      }),
    ).rejects.toThrow('the command failed');

    // A later committed event is delivered: by then the relay has had every chance to see the first.
    const [committedId] = await commitEvents(1);
    await vi.waitFor(async () => expect(await effectRows()).toHaveLength(1), waitLong);
    expect((await effectRows())[0]?.event_id).toBe(committedId);
    expect(await outboxRow(rolledBackId)).toBeUndefined();
    expect(callsOf(rolledBackId, 'bus-test.effect')).toBe(0);
  });

  it('applies the effect of a subscriber that fails twice and then succeeds exactly once', async () => {
    const { eventId, job } = await runOneEvent(
      effectSubscriber('bus-test.flaky', { failTimes: 2 }),
      'completed',
    );

    expect(callsOf(eventId, 'bus-test.flaky')).toBe(3);
    expect(await effectRows(eventId)).toHaveLength(1);
    expect(job?.returnvalue).toBe('applied');
  });

  it('keeps a job that used up its attempts in the failed set, with its error', async () => {
    const { eventId, job } = await runOneEvent(
      effectSubscriber('bus-test.broken', { failTimes: Number.POSITIVE_INFINITY }),
      'failed',
      { attempts: 2, backoffDelayMs: 20 },
    );

    expect(job?.failedReason).toBe('bus-test.broken failed on run 2');
    expect(job?.attemptsMade).toBe(2);
    expect(await effectRows(eventId)).toHaveLength(0);
    expect(await orm.em.fork().execute('select * from inbox where event_id = ?', [eventId])).toHaveLength(0);
  });

  it('lets two relays polling at once take every row once, and delivers every event once', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.count')];
    const queue = inspectQueue(prefix);
    const eventIds = await commitEvents(50);
    const relays = [
      startRelay({ prefix, subscribers, batchSize: 5 }),
      startRelay({ prefix, subscribers, batchSize: 5 }),
    ];

    const taken = await Promise.all(
      relays.map(async (relay) => {
        let total = 0;
        for (;;) {
          const result = await relay.relayOnce();
          expect(result.failed).toBe(0);
          if (result.taken === 0) return total;
          total += result.taken;
        }
      }),
    );
    expect(taken[0]! + taken[1]!).toBe(50);
    expect(Math.min(...taken)).toBeGreaterThan(0); // they did work side by side
    expect(await queue.count()).toBe(50);

    startWorker({ prefix, subscribers });
    await vi.waitFor(async () => expect(await effectRows()).toHaveLength(50), waitLong);
    for (const eventId of eventIds) expect(callsOf(eventId, 'bus-test.count')).toBe(1);
    const unpublished = await orm.em.fork().execute('select id from outbox where published_at is null');
    expect(unpublished).toEqual([]);
  });

  it('changes nothing when a relay adds the jobs of an event again', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.once')];
    const queue = inspectQueue(prefix);
    const relay = startRelay({ prefix, subscribers });
    startWorker({ prefix, subscribers });
    const [eventId = ''] = await commitEvents(1);
    await relay.relayOnce();
    await vi.waitFor(async () => expect(await effectRows(eventId)).toHaveLength(1), waitLong);

    // As after a crash between the add and the commit: the row looks unpublished again.
    await orm.em.fork().execute('update outbox set published_at = null where id = ?', [eventId]);
    expect(await relay.relayOnce()).toEqual({ taken: 1, published: 1, failed: 0 });

    expect(await queue.getJobCounts('completed', 'waiting', 'active', 'delayed', 'failed')).toEqual({
      completed: 1,
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 0,
    });
    expect(callsOf(eventId, 'bus-test.once')).toBe(1);
    expect(await effectRows(eventId)).toHaveLength(1);
  });

  it('changes nothing when a job for an applied event is delivered again', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.once')];
    const queue = inspectQueue(prefix);
    startRelay({ prefix, subscribers }).start();
    startWorker({ prefix, subscribers });
    const [eventId = ''] = await commitEvents(1);
    await vi.waitFor(async () => expect(await effectRows(eventId)).toHaveLength(1), waitLong);

    // The same event under another job id, as if the first job had been removed and re-added.
    const original = await queue.getJob(eventJobId(eventId, 'bus-test.once'));
    const redelivered = await queue.add('bus-test.once', original!.data, { jobId: `${eventId}_again` });
    await vi.waitFor(async () => expect(await redelivered.getState()).toBe('completed'), waitLong);

    expect((await queue.getJob(`${eventId}_again`))?.returnvalue).toBe('duplicate');
    expect(callsOf(eventId, 'bus-test.once')).toBe(1);
    expect(await effectRows(eventId)).toHaveLength(1);
  });

  it('applies an event once when two deliveries of it run at the same time', async () => {
    const prefix = uniqueRedisPrefix('bus');
    // The handler dawdles so that both runs are inside their transactions together.
    const subscribers = [
      effectSubscriber('bus-test.slow', { before: () => new Promise((r) => setTimeout(r, 200)) }),
    ];
    const worker = new EventWorker({ orm, redisUrl: inject('redisUrl'), prefix, subscribers });
    const [eventId = ''] = await commitEvents(1);
    const data: EventJobData = {
      id: eventId,
      name: THING_HAPPENED,
      payload: { label: 'x' },
      occurredAt: new Date().toISOString(),
    };

    const outcomes = await Promise.all([
      worker.apply('bus-test.slow', data),
      worker.apply('bus-test.slow', data),
    ]);

    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await effectRows(eventId)).toHaveLength(1);
  });

  it('refuses a job whose name no subscriber has, and keeps it as failed', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const queue = inspectQueue(prefix);
    startWorker({ prefix, subscribers: [effectSubscriber('bus-test.known')] });
    const data: EventJobData = {
      id: crypto.randomUUID(),
      name: THING_HAPPENED,
      payload: {},
      occurredAt: new Date().toISOString(),
    };

    const job = await queue.add('bus-test.unknown', data, { jobId: 'refused-job', attempts: 1 });
    await vi.waitFor(async () => expect(await job.getState()).toBe('failed'), waitLong);

    expect((await queue.getJob('refused-job'))?.failedReason).toBe(
      "No subscriber named 'bus-test.unknown' in this worker (it runs: bus-test.known)",
    );
  });

  it('refuses a job whose event is not the one its subscriber handles', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const worker = new EventWorker({
      orm,
      redisUrl: inject('redisUrl'),
      prefix,
      subscribers: [effectSubscriber('bus-test.known')],
    });
    const data: EventJobData = {
      id: crypto.randomUUID(),
      name: OTHER_THING,
      payload: {},
      occurredAt: new Date().toISOString(),
    };

    await expect(worker.apply('bus-test.known', data)).rejects.toThrow(
      "Subscriber 'bus-test.known' handles 'bus-test.thing-happened', but the job carries 'bus-test.other-thing'",
    );
  });

  it('relays an event right after its commit, without waiting for the next poll', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.prompt')];
    // A poll interval far longer than the test: only the commit notification can wake the relay.
    startRelay({ prefix, subscribers, intervalMs: 60_000, listenUrl: database.url }).start();
    startWorker({ prefix, subscribers });

    const [first = ''] = await commitEvents(1);
    await vi.waitFor(async () => expect(await effectRows(first)).toHaveLength(1), waitLong);
    const [second = ''] = await commitEvents(1);
    await vi.waitFor(async () => expect(await effectRows(second)).toHaveLength(1), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('fans an event out only to the subscribers of its name', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [
      effectSubscriber('bus-test.of-thing'),
      effectSubscriber('bus-test.of-other', { event: OTHER_THING }),
    ];
    const queue = inspectQueue(prefix);
    startRelay({ prefix, subscribers }).start();
    startWorker({ prefix, subscribers });

    const [otherId = ''] = await commitEvents(1, OTHER_THING);
    await vi.waitFor(async () => expect(await effectRows(otherId)).toHaveLength(1), waitLong);
    expect((await effectRows(otherId))[0]?.subscriber).toBe('bus-test.of-other');
    expect(await queue.getJob(eventJobId(otherId, 'bus-test.of-thing'))).toBeUndefined();
  });

  it('handles a quick event at once while long bulk runs hold the worker', async () => {
    const prefix = uniqueRedisPrefix('bus');
    // Six roster mailings, each held until released: more than the worker's four slots.
    const slow = gatedSubscriber('bus-test.slow-mailing', { event: OTHER_THING, lane: 'bulk' });
    const subscribers = [slow.subscriber, effectSubscriber('bus-test.quick-push')];
    startRelay({ prefix, subscribers }).start();
    startWorker({ prefix, subscribers, concurrency: 4 });
    cleanups.push(async () => slow.release());
    const slowIds = await commitEvents(6, OTHER_THING);
    await slow.handlerStarted;
    // Let the worker take every slow job it is going to take before the quick event arrives.
    await new Promise((wait) => setTimeout(wait, 300));

    const [quickId = ''] = await commitEvents(1);
    // In one queue the quick job waited behind the held ones until they finished: here, never.
    await vi.waitFor(async () => expect(await effectRows(quickId)).toHaveLength(1), {
      timeout: 2000,
      interval: 20,
    });

    slow.release();
    await vi.waitFor(async () => {
      for (const id of slowIds) expect(await effectRows(id)).toHaveLength(1);
    }, waitLong);
  });
});

describe('a change written with its event in one statement', () => {
  const effect = (eventId: string | null) => ({
    sql: 'insert into bus_test_effect (event_id, subscriber) values (?, ?)',
    params: [eventId, 'bus-test.one-statement'],
  });

  it('commits the change and its outbox row together', async () => {
    const marker = uuidv7();
    const event = await writeWithEvent(orm.em.fork(), effect(marker), THING_HAPPENED, {
      label: 'one statement',
    } as never);

    expect(await effectRows(marker)).toHaveLength(1);
    const [row] = await orm.em
      .fork()
      .execute<{ event_name: string; payload: unknown; published_at: string | null }[]>(
        'select event_name, payload, published_at from outbox where id = ?',
        [event.id],
      );
    expect(row).toEqual({
      event_name: THING_HAPPENED,
      payload: { label: 'one statement' },
      published_at: null,
    });
  });

  it('wakes no relay: the next poll finds it', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    cleanups.push(() => listener.end());
    const heard: string[] = [];
    listener.on('notification', (notification) => heard.push(notification.payload ?? ''));
    await listener.query(`listen ${OUTBOX_CHANNEL}`);

    await writeWithEvent(orm.em.fork(), effect(uuidv7()), THING_HAPPENED, { label: 'quiet' } as never);
    // Then a marker on the same channel. Notifications arrive in commit order, so once the marker is
    // heard, one from the quiet write would have been heard before it.
    await orm.em.fork().execute('select pg_notify(?, ?)', [OUTBOX_CHANNEL, 'marker']);
    await vi.waitFor(() => expect(heard).toContain('marker'), { timeout: 5000, interval: 20 });
    expect(heard).toEqual(['marker']);
  });

  it('commits without waiting for the WAL flush only when asked to', async () => {
    // The change records the setting its own statement runs with (PostgreSQL runs a data-modifying WITH
    // after the main query has read the settings one).
    const settingOf = async (options?: { lazyFlush: boolean }) => {
      const marker = uuidv7();
      await writeWithEvent(
        orm.em.fork(),
        {
          sql: `insert into bus_test_effect (event_id, subscriber) values (?, current_setting('synchronous_commit'))`,
          params: [marker],
        },
        THING_HAPPENED,
        { label: 'setting' } as never,
        options,
      );
      return (await effectRows(marker))[0]?.subscriber;
    };
    const durable = await settingOf();
    expect(await settingOf({ lazyFlush: true })).toBe('off');
    expect(durable).not.toBe('off');
    // Only for its own statement: the pooled connection goes back as it was.
    expect(await settingOf()).toBe(durable);
  });

  it('records no event when the change fails', async () => {
    // event_id is not null: the insert fails, and the outbox row of the same statement with it.
    await expect(
      writeWithEvent(orm.em.fork(), effect(null), THING_HAPPENED, { label: 'doomed' } as never),
    ).rejects.toThrow();
    expect(await orm.em.fork().execute('select id from outbox')).toEqual([]);
  });
});

describe('start-up check', () => {
  const prefix = 'never-used';

  it('rejects two subscribers with the same name before connecting to anything', () => {
    const subscribers = [
      effectSubscriber('bus-test.twin'),
      effectSubscriber('bus-test.twin', { event: OTHER_THING }),
    ];
    expect(() => new EventWorker({ orm, redisUrl: inject('redisUrl'), prefix, subscribers })).toThrow(
      BusConfigurationError,
    );
    expect(() => new EventWorker({ orm, redisUrl: inject('redisUrl'), prefix, subscribers })).toThrow(
      "two subscribers are named 'bus-test.twin'",
    );
    expect(() => new OutboxRelay({ orm, redisUrl: inject('redisUrl'), prefix, subscribers })).toThrow(
      BusConfigurationError,
    );
  });

  it('rejects a subscriber of an unknown event name', () => {
    const subscribers = [
      effectSubscriber('bus-test.lost', { event: 'bus-test.never-registered' as EventName }),
    ];
    expect(() => new EventWorker({ orm, redisUrl: inject('redisUrl'), prefix, subscribers })).toThrow(
      "subscriber 'bus-test.lost' listens to unknown event 'bus-test.never-registered'",
    );
    expect(() => new OutboxRelay({ orm, redisUrl: inject('redisUrl'), prefix, subscribers })).toThrow(
      BusConfigurationError,
    );
  });

  it('rejects recording an event whose name was never registered', async () => {
    await expect(
      orm.em.fork().transactional(async (em) => record(em, 'x', 'bus-test.never-registered' as EventName)),
    ).rejects.toThrow("Unknown event 'bus-test.never-registered'");
  });
});

describe('graceful stop', () => {
  it('lets the job in progress finish before the worker closes', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const { subscriber, handlerStarted, release } = gatedSubscriber('bus-test.gated');
    const subscribers = [subscriber];
    const relay = startRelay({ prefix, subscribers });
    const worker = startWorker({ prefix, subscribers });
    inspectQueue(prefix);
    cleanups.push(async () => release()); // runs first: a failing test must not leave the job stuck
    const [eventId = ''] = await commitEvents(1);
    await relay.relayOnce();
    await handlerStarted;

    let closed = false;
    const closing = worker.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);

    release();
    await closing;
    await worker.close(); // a second close is harmless
    expect(await effectRows(eventId)).toHaveLength(1);
  });

  it('waits for the poll in flight when the relay stops, and stops only once', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.stop')];
    inspectQueue(prefix);
    const relay = startRelay({ prefix, subscribers });
    const [eventId = ''] = await commitEvents(1);

    const polling = relay.relayOnce();
    await Promise.all([relay.stop(), relay.stop()]);

    // stop() returned only after the poll that was running had committed: its row is published.
    expect((await outboxRow(eventId))?.published_at).not.toBeNull();
    expect(await polling).toEqual({ taken: 1, published: 1, failed: 0 });
    await expect(relay.relayOnce()).rejects.toThrow('The outbox relay is stopped');
  });
});

describe('when Redis goes away', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('keeps an event recorded while Redis is stopped and delivers it once Redis returns', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.survivor')];
    inspectQueue(prefix, redis.url);
    startRelay({
      prefix,
      subscribers,
      redisUrl: redis.url,
      intervalMs: 50,
      maxBackoffMs: 400,
      addTimeoutMs: 1000,
    }).start();
    const worker = startWorker({ prefix, subscribers, redisUrl: redis.url });
    await worker.waitUntilReady();

    await redis.stop();
    const [eventId = ''] = await commitEvents(1);

    // The relay tried, failed, and left the row for later with the reason.
    await vi.waitFor(
      async () => expect((await outboxRow(eventId))?.attempts).toBeGreaterThanOrEqual(2),
      waitLong,
    );
    const waiting = await outboxRow(eventId);
    expect(waiting?.published_at).toBeNull();
    expect(waiting?.last_error).toMatch(/Redis|writeable|Connection/i);
    expect(await effectRows(eventId)).toHaveLength(0);

    await redis.restart();
    await vi.waitFor(async () => expect(await effectRows(eventId)).toHaveLength(1), waitLong);
    expect((await outboxRow(eventId))?.published_at).not.toBeNull();
    expect(callsOf(eventId, 'bus-test.survivor')).toBe(1);
  });

  it('stops the relay and closes the worker while Redis is down, after the running handler commits', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const { subscriber, handlerStarted, release } = gatedSubscriber('bus-test.shutdown');
    const subscribers = [subscriber];
    const relay = startRelay({ prefix, subscribers, redisUrl: redis.url, addTimeoutMs: 1000 });
    const worker = startWorker({ prefix, subscribers, redisUrl: redis.url });
    cleanups.push(async () => release());
    const [eventId = ''] = await commitEvents(1);
    await relay.relayOnce();
    relay.start();
    await handlerStarted;

    await redis.stop();
    const stopping = Promise.all([relay.stop(), worker.close()]);
    setTimeout(release, 200);
    await stopping;

    expect(await effectRows(eventId)).toHaveLength(1);
    await redis.restart();
  });

  it('delivers the events of a relay that started while Redis was down once Redis comes up', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.late-start')];
    await redis.stop();
    const relay = startRelay({
      prefix,
      subscribers,
      redisUrl: redis.url,
      intervalMs: 50,
      maxBackoffMs: 400,
      addTimeoutMs: 1000,
    });
    relay.start();
    const [eventId = ''] = await commitEvents(1);
    await vi.waitFor(
      async () => expect((await outboxRow(eventId))?.attempts).toBeGreaterThanOrEqual(1),
      waitLong,
    );

    await redis.restart();
    inspectQueue(prefix, redis.url);
    startWorker({ prefix, subscribers, redisUrl: redis.url });
    await vi.waitFor(async () => expect(await effectRows(eventId)).toHaveLength(1), waitLong);
    expect((await outboxRow(eventId))?.published_at).not.toBeNull();
  });

  it('relays again the events whose jobs Redis lost when it came back without its data', async () => {
    const prefix = uniqueRedisPrefix('bus');
    const subscribers = [effectSubscriber('bus-test.applied-before'), effectSubscriber('bus-test.job-lost')];
    const [applied, lost] = subscribers.map((subscriber) => subscriber.name) as [string, string];
    startRelay({ prefix, subscribers, redisUrl: redis.url, maxBackoffMs: 400, addTimeoutMs: 1000 }).start();
    const [eventId = ''] = await commitEvents(1);
    await vi.waitFor(async () => expect((await outboxRow(eventId))?.published_at).not.toBeNull(), waitLong);
    // One subscriber applied the event before Redis went; the other's job was still waiting.
    const worker = new EventWorker({ orm, redisUrl: redis.url, prefix, subscribers });
    await worker.apply(applied, {
      id: eventId,
      name: THING_HAPPENED,
      payload: {},
      occurredAt: new Date().toISOString(),
    });

    await redis.restart(); // no persistence: it comes back empty, the waiting job with it
    inspectQueue(prefix, redis.url);
    startWorker({ prefix, subscribers, redisUrl: redis.url });
    await vi.waitFor(
      async () =>
        expect((await effectRows(eventId)).map((row) => row.subscriber).sort()).toEqual(
          [lost, applied].sort(),
        ),
      waitLong,
    );
    expect(callsOf(eventId, lost)).toBe(1);
    expect(callsOf(eventId, applied)).toBe(1);
    expect((await outboxRow(eventId))?.published_at).not.toBeNull();
  });
});
