import { Queue } from 'bullmq';
import { closeRedis, createRedis, type Redis } from '../redis/redis.ts';

/**
 * Scheduled work (reminders, hold expiry, score deadlines) as delayed BullMQ jobs with deterministic
 * ids, never a polling loop (ARCHITECTURE.md "Data"). One queue for every kind: the job name routes to
 * exactly one ScheduledJobHandler, as the events queue does for subscribers. Keys live under the
 * configured prefix (`<prefix>:scheduled:*`).
 */
export const SCHEDULED_QUEUE = 'scheduled';

/** A job waiting for its time. */
export interface ScheduledJob {
  id: string;
  name: string;
  runAt: Date;
  data: unknown;
}

export interface Scheduler {
  /**
   * Runs handler `name` with `data` at `runAt` (at once if that has passed). A job with this `id` that
   * has not started yet is replaced, so calling it again moves the job. BullMQ refuses ':' in ids.
   * Throws while a job with this id is running, so a caller in a subscriber retries with backoff.
   */
  schedule(name: string, id: string, runAt: Date, data: unknown): Promise<void>;
  /** Drops the job with this id unless it is running; true if one was dropped. */
  cancel(id: string): Promise<boolean>;
  /** The job with this id while it waits (delayed or queued), else undefined. */
  find(id: string): Promise<ScheduledJob | undefined>;
  /** Lets a waiting delayed job run now (tests and tools); false if there is none. */
  runNow(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  redisUrl: string;
  prefix: string;
  /** Runs before a job stays failed; retries back off exponentially from 5 s. Default 6. */
  attempts?: number;
}

const WAITING_STATES = new Set(['delayed', 'waiting', 'prioritized', 'wait']);

export function createScheduler(options: SchedulerOptions): Scheduler {
  let connection: Redis | undefined;
  let queue: Queue | undefined;
  const ready = () => {
    connection ??= createRedis(options.redisUrl, `${options.prefix}:scheduler`);
    queue ??= new Queue(SCHEDULED_QUEUE, { connection, prefix: options.prefix });
    return queue;
  };

  return {
    async schedule(name, id, runAt, data) {
      const q = ready();
      await q.remove(id);
      const existing = await q.getJob(id);
      if (existing && (await existing.getState()) === 'active') {
        throw new Error(`Scheduled job ${id} is running; try again once it has finished`);
      }
      await q.add(name, data, {
        jobId: id,
        delay: Math.max(0, runAt.getTime() - Date.now()),
        attempts: options.attempts ?? 6,
        backoff: { type: 'exponential', delay: 5000 },
        // Handlers are idempotent in the database; a finished job must not block a later one of this id.
        removeOnComplete: true,
        removeOnFail: { age: 14 * 24 * 60 * 60 },
      });
    },
    async cancel(id) {
      const q = ready();
      if (!(await q.getJob(id))) return false;
      return (await q.remove(id)) === 1;
    },
    async find(id) {
      const job = await ready().getJob(id);
      if (!job?.id) return undefined;
      if (!WAITING_STATES.has(await job.getState())) return undefined;
      return {
        id: job.id,
        name: job.name,
        runAt: new Date(job.timestamp + (job.delay ?? 0)),
        data: job.data,
      };
    },
    async runNow(id) {
      const job = await ready().getJob(id);
      if (!job || (await job.getState()) !== 'delayed') return false;
      await job.promote();
      return true;
    },
    async close() {
      await queue?.close().catch(() => {});
      if (connection) await closeRedis(connection);
    },
  };
}
