import { Queue } from 'bullmq';
import pg from 'pg';
import { pino } from 'pino';
import type { MikroORM } from '../db/orm.ts';
import type { Logger } from '../logging/logger.ts';
import { createRedis, type Redis } from '../redis/redis.ts';
import {
  DEFAULT_EVENT_JOB_SETTINGS,
  type EventJobData,
  type EventJobSettings,
  eventJobOptions,
  queueOfLane,
} from './event-jobs.ts';
import { markRedisKeepsJobs, redisKeptRelayedJobs, relayAgainUnapplied } from './lost-jobs.ts';
import { assertValidSubscribers, subscribersByEvent } from './startup-check.ts';
import type { AnyEventSubscriber } from './subscriber.ts';

/**
 * The channel the outbox trigger (Migration20261122000100_outbox_notify) notifies on commit; rows
 * written by writeWithEvent notify nobody and wait for the next poll.
 */
export const OUTBOX_CHANNEL = 'outbox_committed';

export interface OutboxRelayOptions {
  orm: MikroORM;
  redisUrl: string;
  /** BullMQ key prefix, the same the workers use (config REDIS_PREFIX). */
  prefix: string;
  /** Every subscriber of the application: the relay adds one job per (event, subscriber). */
  subscribers: readonly AnyEventSubscriber[];
  logger?: Logger;
  /** Poll period while all is well. Default 500 ms. */
  intervalMs?: number;
  /** Rows taken per poll (and per transaction). Default 100. */
  batchSize?: number;
  /** Longest wait for Redis to take a row's jobs before counting the attempt as failed. Default 5 s. */
  addTimeoutMs?: number;
  /** While adds fail, polls back off exponentially up to this. Default 10 s. */
  maxBackoffMs?: number;
  /**
   * PostgreSQL URL to LISTEN for committed outbox rows on, so an event is relayed right after its
   * commit instead of at the next poll. Default: the ORM's `clientUrl`; `false` polls only.
   */
  listenUrl?: string | false;
  /** Retry and retention of the jobs the relay adds. */
  jobSettings?: Partial<EventJobSettings>;
  /** Known event names for the start-up check. Default: every name registered with defineEvents. */
  eventNames?: ReadonlySet<string>;
  /**
   * Also run when Redis is found without the jobs relayed so far, before it is marked as keeping them
   * again (a failure leaves the mark off, so the next poll retries): the scheduler puts back its
   * planned jobs here.
   */
  onRedisLostJobs?: () => Promise<unknown>;
}

export interface RelayBatchResult {
  /** Rows this relay locked (rows another relay holds are skipped, not waited for). */
  taken: number;
  /** Rows whose jobs are in Redis, now marked published. */
  published: number;
  /** Rows left unpublished for the next poll, with `attempts` and `last_error` updated. */
  failed: number;
}

interface OutboxRow {
  id: string;
  event_name: string;
  payload: unknown;
  occurred_at: string;
}

// `for update skip locked` in a short transaction: rows another relay is publishing are invisible to
// this one, so several relays (one per API and worker process) share the work without taking a row
// twice. The lock is held across the Redis add, and `published_at` is set in the same transaction, so
// a row is marked published only once its jobs exist. A crash between the add and the commit leaves
// the row unpublished; the next poll adds the same job ids again, which BullMQ ignores.
const TAKE_UNPUBLISHED = `
  select id, event_name, payload, to_json(occurred_at) #>> '{}' as occurred_at
  from outbox
  where published_at is null
  order by occurred_at, id
  limit ?
  for update skip locked`;

/**
 * Moves committed outbox rows to BullMQ. Safe to run in every process at once. `start()` polls on an
 * interval and wakes on commit notifications; `relayOnce()` runs one batch (tests, tools);
 * `stop()` waits for the batch in flight and closes the relay's connections.
 */
export class OutboxRelay {
  readonly #orm: MikroORM;
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #logger: Logger;
  readonly #subscribers: readonly AnyEventSubscriber[];
  readonly #onRedisLostJobs: (() => Promise<unknown>) | undefined;
  readonly #fanOut: Map<string, AnyEventSubscriber[]>;
  readonly #jobSettings: EventJobSettings;
  readonly #intervalMs: number;
  readonly #batchSize: number;
  readonly #addTimeoutMs: number;
  readonly #maxBackoffMs: number;
  readonly #listenUrl: string | undefined;

  /** The lanes' queues (see BULK_EVENTS_QUEUE), by name, once made. */
  readonly #queues = new Map<string, Queue<EventJobData>>();
  #loop: Promise<void> | undefined;
  readonly #inFlight = new Set<Promise<unknown>>();
  #stopRequested = false;
  #stopped: Promise<void> | undefined;
  #sleeper: { wake: () => void; wakeOnCommit: boolean } | undefined;
  /** A wake-up that came while no sleep was pending (a poll was running), and why. */
  #pendingWake: 'commit' | 'redis' | undefined;
  #listening: Promise<void> | undefined;
  #listener: pg.Client | undefined;
  #listenRetry: NodeJS.Timeout | undefined;
  #redisDown = false;
  /** Counts the Redis connection's (re)connections: each may find a Redis that lost its data. */
  #connections = 0;
  /** The connection on which Redis was last found to keep the relayed jobs (see lost-jobs.ts). */
  #keptCheckedOn = -1;

  constructor(options: OutboxRelayOptions) {
    assertValidSubscribers(options.subscribers, options.eventNames);
    this.#orm = options.orm;
    this.#prefix = options.prefix;
    this.#logger = (options.logger ?? pino({ level: 'silent' })).child({ component: 'outbox-relay' });
    this.#subscribers = options.subscribers;
    this.#onRedisLostJobs = options.onRedisLostJobs;
    this.#fanOut = subscribersByEvent(options.subscribers);
    this.#jobSettings = { ...DEFAULT_EVENT_JOB_SETTINGS, ...options.jobSettings };
    this.#intervalMs = options.intervalMs ?? 500;
    this.#batchSize = options.batchSize ?? 100;
    this.#addTimeoutMs = options.addTimeoutMs ?? 5000;
    this.#maxBackoffMs = options.maxBackoffMs ?? 10_000;
    const listenUrl = options.listenUrl ?? this.#orm.config.get('clientUrl');
    this.#listenUrl = listenUrl === false ? undefined : listenUrl;

    // A connection of its own that fails fast: with no offline queue, a command sent while Redis is
    // away is rejected at once instead of waiting, so a poll never holds its row locks for an outage.
    this.#redis = createRedis(options.redisUrl, `${options.prefix}:outbox-relay`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.#redis.on('error', (error: Error) => {
      if (this.#redisDown || this.#stopRequested) return;
      this.#redisDown = true;
      this.#logger.warn({ err: error }, 'Redis unreachable: outbox rows wait until it returns');
    });
    this.#redis.on('ready', () => {
      if (this.#redisDown) this.#logger.info('Redis is back: relaying waiting outbox rows');
      this.#redisDown = false;
      // A Redis that restarted may have come back without its data: checked before the next poll.
      this.#connections += 1;
      this.#wake('redis');
    });
  }

  /** Starts polling (and listening for commits). Calling it again does nothing. */
  start(): void {
    if (this.#loop || this.#stopRequested) return;
    this.#listening = this.#listen();
    this.#loop = this.#run();
  }

  /** Asks for a poll now, e.g. right after a commit that recorded events. */
  notify(): void {
    this.#wake('commit');
  }

  /** Relays one batch of committed, unpublished rows. */
  relayOnce(): Promise<RelayBatchResult> {
    if (this.#stopRequested) return Promise.reject(new Error('The outbox relay is stopped'));
    return this.#track(this.#relayBatch());
  }

  /** Stops polling, waits for the batch in flight, closes connections. Idempotent. */
  stop(): Promise<void> {
    this.#stopped ??= this.#shutdown();
    return this.#stopped;
  }

  async #run(): Promise<void> {
    let failedPolls = 0;
    while (!this.#stopRequested) {
      // A commit notified while this poll runs may or may not be seen by it: poll again right after.
      this.#pendingWake = undefined;
      let result: RelayBatchResult | undefined;
      try {
        if (this.#keptCheckedOn !== this.#connections && this.#redis.status === 'ready')
          await this.#track(this.#recoverLostJobs());
        result = await this.#track(this.#relayBatch());
      } catch (error) {
        this.#logger.error({ err: error }, 'Outbox poll failed');
      }
      if (this.#stopRequested) break;
      if (result !== undefined && result.failed === 0) {
        failedPolls = 0;
        if (result.taken === this.#batchSize) continue; // a backlog: keep draining
        await this.#sleep(this.#intervalMs, true);
      } else {
        // Back off while Redis or PostgreSQL is away. Commit notifications don't cut this short (each
        // would be one more failing poll); Redis coming back does.
        failedPolls += 1;
        await this.#sleep(Math.min(this.#intervalMs * 2 ** failedPolls, this.#maxBackoffMs), false);
      }
    }
  }

  async #relayBatch(): Promise<RelayBatchResult> {
    const em = this.#orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(TAKE_UNPUBLISHED, [this.#batchSize]);
      if (rows.length === 0) return { taken: 0, published: 0, failed: 0 };
      const errors = await this.#publish(rows);
      const publishedIds: string[] = [];
      const failedIdsByMessage = new Map<string, string[]>();
      rows.forEach((row, index) => {
        const error = errors[index];
        if (error === undefined) {
          publishedIds.push(row.id);
        } else {
          const ids = failedIdsByMessage.get(error.message) ?? [];
          ids.push(row.id);
          failedIdsByMessage.set(error.message, ids);
        }
      });
      if (publishedIds.length > 0) {
        await tx.execute(
          'update outbox set published_at = now(), attempts = attempts + 1 where id in (?)',
          [publishedIds],
          'run',
        );
      }
      for (const [message, ids] of failedIdsByMessage) {
        await tx.execute(
          'update outbox set attempts = attempts + 1, last_error = ? where id in (?)',
          [message, ids],
          'run',
        );
        this.#logger.warn({ rows: ids.length, error: message }, 'Outbox rows not relayed, will retry');
      }
      const failed = rows.length - publishedIds.length;
      if (publishedIds.length > 0) this.#logger.debug({ rows: publishedIds.length }, 'Outbox rows relayed');
      return { taken: rows.length, published: publishedIds.length, failed };
    });
  }

  /**
   * Once per Redis connection, before relaying: if Redis has lost the jobs relayed so far (it came back
   * empty), the rows whose jobs may be gone are relayed again, so no subscriber misses an event.
   */
  async #recoverLostJobs(): Promise<void> {
    const connection = this.#connections;
    if (!(await redisKeptRelayedJobs(this.#redis, this.#prefix))) {
      const rows = await relayAgainUnapplied(
        this.#orm.em.fork(),
        this.#subscribers,
        this.#jobSettings.keepCompletedForSeconds,
      );
      if (rows > 0)
        this.#logger.warn(
          { rows },
          'Redis holds none of the jobs relayed before (it came back without its data): relaying again the rows a subscriber has not applied',
        );
      await this.#onRedisLostJobs?.();
      // Only now: should the update fail, the next poll finds the key missing and tries again.
      await markRedisKeepsJobs(this.#redis, this.#prefix);
    }
    this.#keptCheckedOn = connection;
  }

  /** Adds each row's jobs; the error of a row that could not be added, `undefined` for success. */
  async #publish(rows: readonly OutboxRow[]): Promise<(Error | undefined)[]> {
    return Promise.all(
      rows.map(async (row) => {
        // No subscriber (yet) means nothing to deliver: the row is done. A subscriber added later
        // receives the events recorded after its deploy, not the history.
        const subscribers = this.#fanOut.get(row.event_name) ?? [];
        if (subscribers.length === 0) return undefined;
        const data: EventJobData = {
          id: row.id,
          name: row.event_name,
          payload: row.payload,
          occurredAt: row.occurred_at,
        };
        // Each subscriber's job goes to its lane's queue; the row is done once every queue has its jobs.
        const jobsByQueue = new Map<string, Parameters<Queue<EventJobData>['addBulk']>[0]>();
        for (const subscriber of subscribers) {
          const queueName = queueOfLane(subscriber.lane);
          const jobs = jobsByQueue.get(queueName) ?? [];
          jobs.push({
            name: subscriber.name,
            data,
            opts: eventJobOptions(row.id, subscriber.name, this.#jobSettings),
          });
          jobsByQueue.set(queueName, jobs);
        }
        try {
          await Promise.all(
            [...jobsByQueue].map(async ([queueName, jobs]) => {
              const queue = await this.#readyQueue(queueName);
              await withTimeout(queue.addBulk(jobs), this.#addTimeoutMs, 'Adding jobs to Redis');
            }),
          );
          return undefined;
        } catch (error) {
          return toError(error);
        }
      }),
    );
  }

  /**
   * The BullMQ queue, once its connection is ready. Made lazily, and made again if its set-up failed
   * (BullMQ never retries a queue whose first connection broke half-way), so a relay started during a
   * Redis outage recovers by itself.
   */
  async #readyQueue(name: string): Promise<Queue<EventJobData>> {
    if (this.#redis.status !== 'ready') {
      // Right after start the first connection may still be on its way: worth a short wait. During an
      // outage it is not: fail now rather than hold the rows' locks.
      const connecting = ['wait', 'connecting', 'connect'].includes(this.#redis.status);
      if (this.#redisDown || !connecting)
        throw new Error(`Redis is unavailable (connection ${this.#redis.status})`);
      await withTimeout(untilReady(this.#redis), this.#addTimeoutMs, 'Connecting to Redis');
    }
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue<EventJobData>(name, { connection: this.#redis, prefix: this.#prefix });
      // Connection errors are reported once by the Redis listener above; BullMQ repeats them here.
      queue.on('error', (error) => this.#logger.debug({ err: error, queue: name }, 'Events queue error'));
      this.#queues.set(name, queue);
    }
    try {
      await withTimeout(queue.waitUntilReady(), this.#addTimeoutMs, 'Connecting the events queue');
      return queue;
    } catch (error) {
      if (this.#queues.get(name) === queue) this.#queues.delete(name);
      await queue.close().catch(() => {});
      throw error;
    }
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    const forget = () => this.#inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  #wake(reason: 'commit' | 'redis'): void {
    const sleeper = this.#sleeper;
    if (sleeper) {
      if (sleeper.wakeOnCommit || reason === 'redis') sleeper.wake();
    } else if (this.#pendingWake !== 'redis') {
      this.#pendingWake = reason;
    }
  }

  #sleep(ms: number, wakeOnCommit: boolean): Promise<void> {
    const pending = this.#pendingWake;
    if (this.#stopRequested || pending === 'redis' || (wakeOnCommit && pending === 'commit')) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleeper = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleeper = { wake, wakeOnCommit };
    });
  }

  /** LISTEN for commits on a connection of its own; on loss, polling carries on and it reconnects. */
  async #listen(): Promise<void> {
    if (!this.#listenUrl || this.#stopRequested) return;
    const client = new pg.Client({ connectionString: this.#listenUrl, application_name: 'outbox-relay' });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#listener === client) this.#listener = undefined;
      client.end().catch(() => {});
      if (this.#stopRequested) return;
      this.#logger.warn(
        { err: error },
        'Lost the outbox LISTEN connection: polling only until it reconnects',
      );
      this.#listenRetry = setTimeout(() => {
        this.#listening = this.#listen();
      }, 2000);
    };
    client.on('notification', () => this.#wake('commit'));
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      if (this.#stopRequested) {
        lost = true;
        await client.end().catch(() => {});
        return;
      }
      this.#listener = client;
      this.#wake('commit'); // rows committed while not listening
    } catch (error) {
      onLost(toError(error));
    }
  }

  async #shutdown(): Promise<void> {
    this.#stopRequested = true;
    this.#sleeper?.wake();
    clearTimeout(this.#listenRetry);
    await this.#listening;
    await this.#loop;
    await Promise.allSettled([...this.#inFlight]);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => {});
    await Promise.all([...this.#queues.values()].map((queue) => queue.close().catch(() => {})));
    this.#redis.disconnect();
  }
}

function untilReady(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    if (redis.status === 'ready') resolve();
    else redis.once('ready', () => resolve());
  });
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
