import { type QueryResult, RequestContext } from '@mikro-orm/core';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import { databaseLabel } from '../db/database-label.ts';
import type { MikroORM } from '../db/orm.ts';
import { runWithEffectKey } from '../idempotency/effect-key.ts';
import type { Logger } from '../logging/logger.ts';
import { FINISHED_JOB_METRICS } from '../operations/finished-job-metrics.ts';
import { createRedis, pingRedis, type Redis } from '../redis/redis.ts';
import { type EventJobData, type EventLane, queueOfLane } from './event-jobs.ts';
import type { DomainEvent, EventName, EventPayload } from './event-map.ts';
import { MissingRow } from './missing-row.ts';
import { assertValidSubscribers } from './startup-check.ts';
import { type AnyEventSubscriber, handleEvent } from './subscriber.ts';

export interface EventWorkerOptions {
  orm: MikroORM;
  redisUrl: string;
  /** BullMQ key prefix, the same the relay uses (config REDIS_PREFIX). */
  prefix: string;
  /** The subscribers this process runs: each job name must match exactly one of them. */
  subscribers: readonly AnyEventSubscriber[];
  logger?: Logger;
  /**
   * Jobs run at once. Each holds a database connection for its transaction, so keep it below the
   * ORM's pool size. Default 5.
   */
  concurrency?: number;
  /**
   * Jobs of `lane: 'bulk'` subscribers (see BULK_EVENTS_QUEUE) run at once, on top of `concurrency`.
   * Each holds a connection for its transaction and takes another now and then. Default 2.
   */
  bulkConcurrency?: number;
  /** Known event names for the start-up check. Default: every name registered with defineEvents. */
  eventNames?: ReadonlySet<string>;
  /**
   * On close, how long after the last handler returned to wait for BullMQ to record the results
   * before dropping the connections (it never gives up on its own while Redis is unreachable).
   * Default 5 s.
   */
  closeGraceMs?: number;
}

/**
 * A job's return value: whether this run applied the event, found it already applied, or found the
 * row the event names deleted since (a MissingRow from the subscriber: nothing to apply).
 */
export type EventJobOutcome = 'applied' | 'duplicate' | 'row-gone';

/**
 * A job for an event this database never recorded: another copy of Playfield, with its own database,
 * queues its jobs under the same Redis prefix. Nothing here can apply it, so the job fails (visible in
 * BullMQ's failed set) instead of completing as if it had; its retries may reach the copy it belongs to.
 */
export class EventNotRecordedHere extends Error {
  readonly eventId: string;
  readonly eventName: string;
  readonly subscriber: string;
  readonly database: string;

  constructor(eventId: string, eventName: string, subscriber: string, database: string) {
    super(
      `Event ${eventId} (${eventName}) is not in the outbox of ${database}: it belongs to another database`,
    );
    this.name = 'EventNotRecordedHere';
    this.eventId = eventId;
    this.eventName = eventName;
    this.subscriber = subscriber;
    this.database = database;
  }
}

// The relay queues only committed outbox rows, and outbox rows are never deleted, so an event that is
// not in this database's outbox was recorded by another one. (Pruning the outbox one day must keep a
// row while its jobs can still run.)
const RECORDED_HERE = 'select 1 from outbox where id = ?';

const RECORD_IN_INBOX = `
  insert into inbox (event_id, subscriber, processed_at) values (?, ?, now())
  on conflict (event_id, subscriber) do nothing`;

/**
 * Runs subscribers for the jobs the relay adds. Each job is one transaction: the inbox row
 * `(event, subscriber)` first, then the handler's effect, then commit. If the inbox row exists the
 * effect was applied already and the job completes as `duplicate`; if the handler throws, the inbox
 * row rolls back with the effect and BullMQ retries the job with backoff. A duplicate delivered
 * while the first run is still in progress waits on the inbox row's key and then sees it. A job for an
 * event this database never recorded fails with a warning (EventNotRecordedHere); a subscriber that
 * finds its row deleted since the event (MissingRow) completes the job as `row-gone`.
 */
export class EventWorker {
  readonly #orm: MikroORM;
  readonly #redisUrl: string;
  readonly #prefix: string;
  readonly #logger: Logger;
  readonly #concurrency: Readonly<Record<EventLane, number>>;
  readonly #handlers: ReadonlyMap<string, AnyEventSubscriber>;
  readonly #closeGraceMs: number;
  /** The database this worker applies events to, in words for its log (no credentials). */
  readonly #database: string;
  readonly #running = new Set<Promise<unknown>>();
  #connection: Redis | undefined;
  /** One BullMQ worker per lane this worker's subscribers use. */
  #workers: Worker<EventJobData, EventJobOutcome>[] = [];
  #closed: Promise<void> | undefined;

  /** Runs the start-up check: throws a BusConfigurationError if a job name would not have exactly one handler. */
  constructor(options: EventWorkerOptions) {
    assertValidSubscribers(options.subscribers, options.eventNames);
    this.#orm = options.orm;
    this.#redisUrl = options.redisUrl;
    this.#prefix = options.prefix;
    this.#logger = (options.logger ?? pino({ level: 'silent' })).child({ component: 'event-worker' });
    this.#concurrency = { quick: options.concurrency ?? 5, bulk: options.bulkConcurrency ?? 2 };
    this.#closeGraceMs = options.closeGraceMs ?? 5000;
    this.#handlers = new Map(options.subscribers.map((subscriber) => [subscriber.name, subscriber]));
    this.#database = databaseLabel(
      String(this.#orm.config.get('clientUrl') ?? this.#orm.config.get('dbName')),
    );
  }

  /** The subscriber names this worker handles, which are the job names it accepts. */
  get subscriberNames(): string[] {
    return [...this.#handlers.keys()];
  }

  /**
   * Starts taking jobs. It does not wait for Redis: a worker started during an outage begins once
   * Redis answers (see `waitUntilReady`). Calling it again does nothing.
   */
  start(): void {
    if (this.#workers.length > 0 || this.#closed) return;
    // Only a template: BullMQ duplicates it into each worker's own two connections (one of them
    // blocking), so it never needs to connect itself.
    const connection = createRedis(this.#redisUrl, `${this.#prefix}:event-worker`, { lazyConnect: true });
    this.#connection = connection;
    const lanes = new Set<EventLane>(
      [...this.#handlers.values()].map((subscriber) => subscriber.lane ?? 'quick'),
    );
    this.#workers = [...(lanes.size > 0 ? lanes : ['quick' as const])].map((lane) =>
      this.#startLane(lane, connection),
    );
  }

  #startLane(lane: EventLane, connection: Redis): Worker<EventJobData, EventJobOutcome> {
    const worker = new Worker<EventJobData, EventJobOutcome>(queueOfLane(lane), (job) => this.#process(job), {
      connection,
      prefix: this.#prefix,
      concurrency: this.#concurrency[lane],
      autorun: true,
      metrics: FINISHED_JOB_METRICS,
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      const exhausted = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
      // #process has said why in a warning of its own; only the last attempt is worth another line.
      if (error instanceof EventNotRecordedHere && !exhausted) return;
      this.#logger[exhausted ? 'error' : 'warn'](
        {
          err: error,
          jobId: job.id,
          subscriber: job.name,
          eventId: job.data.id,
          event: job.data.name,
          attempt: job.attemptsMade,
        },
        exhausted
          ? 'Subscriber failed for good: the job stays in the failed set'
          : 'Subscriber failed, will retry',
      );
    });
    // While Redis is away BullMQ reports every reconnect attempt: log a given error once a minute.
    let lastError = { message: '', at: 0 };
    worker.on('error', (error) => {
      const now = Date.now();
      if (error.message === lastError.message && now - lastError.at < 60_000) return;
      lastError = { message: error.message, at: now };
      this.#logger.warn({ err: error, lane }, 'Event worker error');
    });
    return worker;
  }

  /** Resolves once the worker's Redis connections are up. */
  async waitUntilReady(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.waitUntilReady()));
  }

  /**
   * Stops taking jobs, lets the running handlers finish, closes its connections. Idempotent. It
   * never waits for an unreachable Redis (BullMQ would, for ever): handlers still finish, then the
   * connections are dropped, and BullMQ later runs those jobs again as stalled, which the inbox
   * turns into no-ops.
   */
  close(): Promise<void> {
    this.#closed ??= this.#shutdown();
    return this.#closed;
  }

  async #shutdown(): Promise<void> {
    const workers = this.#workers;
    if (workers.length > 0) {
      if (await pingRedis(this.#redisUrl, 1000)) {
        await Promise.all(workers.map((worker) => this.#closeGracefully(worker)));
      } else {
        // BullMQ's graceful close waits for Redis to take the results, which an unreachable Redis never
        // does. The handlers only need PostgreSQL: let them commit or roll back, then close by force.
        // Their jobs stay active in Redis, go back to waiting as stalled, and the inbox turns the rerun
        // into a no-op.
        this.#logger.warn(
          'Redis unreachable while closing: finishing running handlers, then closing by force',
        );
        await this.#handlersIdle();
        await Promise.all(workers.map((worker) => worker.close(true).catch(() => {})));
      }
    }
    this.#connection?.disconnect();
  }

  async #closeGracefully(worker: Worker<EventJobData, EventJobOutcome>): Promise<void> {
    const closed = worker.close().then(
      () => true,
      (error: unknown) => {
        this.#logger.warn({ err: error }, 'Event worker closed with an error');
        return true;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const overdue = this.#handlersIdle().then(
      () => new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.#closeGraceMs))),
    );
    const closedInTime = await Promise.race([closed, overdue]);
    clearTimeout(timer);
    if (!closedInTime) {
      // Redis went away during the close: drop the connections rather than wait for it.
      this.#logger.warn(
        'Event worker could not close cleanly (Redis unreachable?): dropping its connections',
      );
      await worker
        .getBackend()
        .close(true)
        .catch(() => {});
    }
  }

  async #handlersIdle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /**
   * Applies one event with one subscriber, exactly as a job does. The worker calls it for each job;
   * it is public for tools that replay an event by hand.
   */
  async apply(subscriberName: string, data: EventJobData): Promise<EventJobOutcome> {
    const subscriber = this.#handlers.get(subscriberName);
    if (!subscriber) {
      // Not unrecoverable: during a rolling deploy an older worker can take a job for a subscriber
      // only newer workers have; failing it here hands it back for a retry that a newer one takes.
      throw new Error(
        `No subscriber named '${subscriberName}' in this worker (it runs: ${this.subscriberNames.join(', ') || 'none'})`,
      );
    }
    if (data.name !== subscriber.event) {
      throw new UnrecoverableError(
        `Subscriber '${subscriber.name}' handles '${subscriber.event}', but the job carries '${data.name}'`,
      );
    }
    const event: DomainEvent = {
      id: data.id,
      name: subscriber.event,
      payload: data.payload as EventPayload<EventName>,
      occurredAt: new Date(data.occurredAt),
    };
    try {
      return await this.#orm.em.fork().transactional(async (em) => {
        const [ours] = await em.execute<unknown[]>(RECORDED_HERE, [event.id]);
        if (!ours) throw new EventNotRecordedHere(event.id, event.name, subscriber.name, this.#database);
        const recorded = await em.execute<QueryResult>(RECORD_IN_INBOX, [event.id, subscriber.name], 'run');
        if (recorded.affectedRows === 0) return 'duplicate';
        // In a RequestContext so services resolving TOKENS.EntityManager get this transaction too.
        // Under the effect's key, so a mail a retry sends again is recognised as the same mail.
        await runWithEffectKey(`${subscriber.name}:${event.id}`, () =>
          RequestContext.create(em, () => handleEvent(subscriber, event, { em })),
        );
        return 'applied';
      });
    } catch (error) {
      if (!(error instanceof MissingRow)) throw error;
      // The event is this database's (checked above), so its row was deleted after it. Rolled back,
      // inbox row and all: a redelivery finds the same and changes nothing either.
      this.#logger.info(
        {
          eventId: event.id,
          event: event.name,
          subscriber: subscriber.name,
          row: { table: error.table, id: error.id },
          database: this.#database,
        },
        'Row gone since the event: nothing to apply',
      );
      return 'row-gone';
    }
  }

  async #process(job: Job<EventJobData, EventJobOutcome>): Promise<EventJobOutcome> {
    const applying = this.apply(job.name, job.data);
    this.#running.add(applying);
    const outcome = await applying
      .catch((error: unknown) => {
        if (error instanceof EventNotRecordedHere) this.#warnNotRecordedHere(job, error);
        throw error;
      })
      .finally(() => this.#running.delete(applying));
    this.#logger.debug(
      { jobId: job.id, subscriber: job.name, eventId: job.data.id, outcome },
      'Event handled',
    );
    return outcome;
  }

  /** Loud on purpose: a copy that takes another's jobs loses that copy's e-mails without it. */
  #warnNotRecordedHere(job: Job<EventJobData, EventJobOutcome>, error: EventNotRecordedHere): void {
    this.#logger.warn(
      {
        jobId: job.id,
        eventId: error.eventId,
        event: error.eventName,
        subscriber: error.subscriber,
        database: error.database,
        prefix: this.#prefix,
        attempt: job.attemptsMade + 1,
        attempts: job.opts.attempts ?? 1,
      },
      `Job for an event this database never recorded: another copy of Playfield with its own database ` +
        `queues jobs under Redis prefix '${this.#prefix}'. The job fails here (and stays in the failed ` +
        'set once out of attempts); give each copy its own REDIS_PREFIX, or leave it unset.',
    );
  }
}
