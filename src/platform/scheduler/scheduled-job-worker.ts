import { RequestContext } from '@mikro-orm/core';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import type { EntityManager, MikroORM } from '../db/orm.ts';
import { runWithEffectKey } from '../idempotency/effect-key.ts';
import type { Logger } from '../logging/logger.ts';
import { FINISHED_JOB_METRICS } from '../operations/finished-job-metrics.ts';
import { createRedis, type Redis } from '../redis/redis.ts';
import { forgetPlannedJob, SCHEDULED_QUEUE } from './scheduler.ts';

export interface ScheduledJobContext {
  /**
   * A fresh EntityManager for this run (also the RequestContext's, so services resolving
   * TOKENS.EntityManager see it). Not in a transaction: the handler opens its own, since effects such
   * as e-mail belong after a commit. The handler must be idempotent: a job can run twice (a worker
   * killed mid-run, a retry).
   */
  em: EntityManager;
  jobId: string;
}

/** Runs the jobs of one name from the scheduled queue. `name` follows the subscriber rule. */
export interface ScheduledJobHandler<T = unknown> {
  readonly name: string;
  handle(data: T, ctx: ScheduledJobContext): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: each handler has its own data type
export type AnyScheduledJobHandler = ScheduledJobHandler<any>;

export interface ScheduledJobWorkerOptions {
  orm: MikroORM;
  redisUrl: string;
  prefix: string;
  handlers: readonly AnyScheduledJobHandler[];
  logger?: Logger;
  concurrency?: number;
}

/** The worker side of the Scheduler: each job runs its one handler; a job without one fails for good. */
export class ScheduledJobWorker {
  readonly #options: ScheduledJobWorkerOptions;
  readonly #handlers: ReadonlyMap<string, AnyScheduledJobHandler>;
  readonly #logger: Logger;
  #connection: Redis | undefined;
  #worker: Worker | undefined;

  constructor(options: ScheduledJobWorkerOptions) {
    const names = options.handlers.map((handler) => handler.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`Two scheduled job handlers are named '${duplicate}'`);
    this.#options = options;
    this.#handlers = new Map(options.handlers.map((handler) => [handler.name, handler]));
    this.#logger = (options.logger ?? pino({ level: 'silent' })).child({ component: 'scheduled-jobs' });
  }

  get handlerNames(): string[] {
    return [...this.#handlers.keys()];
  }

  start(): void {
    if (this.#worker || this.#handlers.size === 0) return;
    this.#connection = createRedis(this.#options.redisUrl, `${this.#options.prefix}:scheduled-worker`, {
      lazyConnect: true,
    });
    const worker = new Worker(SCHEDULED_QUEUE, (job: Job) => this.run(job.name, job.data, job.id ?? ''), {
      connection: this.#connection,
      prefix: this.#options.prefix,
      concurrency: this.#options.concurrency ?? 2,
      metrics: FINISHED_JOB_METRICS,
    });
    worker.on('completed', (job) => this.#forget(job));
    worker.on('failed', (job, error) => {
      this.#logger.warn({ err: error, jobId: job?.id, handler: job?.name }, 'Scheduled job failed');
      // Only a job that will not be retried is done with; one waiting for its retry stays planned.
      if (job) void job.getState().then((state) => (state === 'failed' ? this.#forget(job) : undefined));
    });
    worker.on('error', (error) => this.#logger.warn({ err: error }, 'Scheduled job worker error'));
    this.#worker = worker;
  }

  /** The job's row of scheduled_job goes once it has run (a failure to delete is logged: restore runs it again, harmlessly). */
  #forget(job: Job): Promise<void> {
    if (!job.id) return Promise.resolve();
    return forgetPlannedJob(this.#options.orm, job.id, new Date(job.timestamp + (job.opts.delay ?? 0))).catch(
      (error: unknown) => this.#logger.warn({ err: error, jobId: job.id }, 'Scheduled job not forgotten'),
    );
  }

  async waitUntilReady(): Promise<void> {
    await this.#worker?.waitUntilReady();
  }

  /** Runs one job exactly as the worker does; public so tests and tools can replay a job. */
  async run(name: string, data: unknown, jobId: string): Promise<void> {
    const handler = this.#handlers.get(name);
    if (!handler) throw new UnrecoverableError(`No scheduled job handler named '${name}'`);
    const em = this.#options.orm.em.fork();
    const handle = () => RequestContext.create(em, () => handler.handle(data, { em, jobId }));
    // A retried job runs under the same key, so a mail it sends again is recognised as the same mail.
    await (jobId ? runWithEffectKey(`${name}:${jobId}`, handle) : handle());
  }

  async close(): Promise<void> {
    await this.#worker?.close().catch(() => {});
    this.#connection?.disconnect();
  }
}
