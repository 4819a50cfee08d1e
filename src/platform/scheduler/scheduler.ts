import { type JobsOptions, Queue } from 'bullmq';
import type { MikroORM } from '../db/orm.ts';
import { closeRedis, createRedis, type Redis } from '../redis/redis.ts';

/**
 * Scheduled work (reminders, hold expiry, score deadlines) as delayed BullMQ jobs with deterministic
 * ids, never a polling loop (ARCHITECTURE.md "Data"). One queue for every kind: the job name routes to
 * exactly one ScheduledJobHandler, as the events queue does for subscribers. Keys live under the
 * configured prefix (`<prefix>:scheduled:*`).
 *
 * Each planned job is also a row of `scheduled_job` (PostgreSQL), from schedule() until it has run, failed
 * for good or been cancelled, so a Redis that comes back empty loses nothing: `restore()` (run by the
 * workers' relays when they find Redis without its data) puts back every job it no longer has, at its time.
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
  /** Puts back the planned jobs Redis no longer has (at their time, or at once if it has passed); how many. */
  restore(): Promise<number>;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  /** Where the planned jobs are kept too (table scheduled_job). */
  orm: MikroORM;
  redisUrl: string;
  prefix: string;
  /** Runs before a job stays failed; retries back off exponentially from 5 s. Default 6. */
  attempts?: number;
}

const WAITING_STATES = new Set(['delayed', 'waiting', 'prioritized', 'wait']);
const RESTORE_BATCH = 500;

interface PlannedRow {
  id: string;
  name: string;
  run_at: Date;
  data: unknown;
}

/**
 * Forgets a planned job once its run has finished (or failed for good), unless it was planned again for
 * a later time meanwhile. The workers call it; `due` is the time the finished job was due.
 */
export async function forgetPlannedJob(orm: MikroORM, id: string, due: Date): Promise<void> {
  // A second's slack: BullMQ stamps the job a moment after its delay was worked out from run_at.
  await orm.em
    .fork()
    .execute('delete from scheduled_job where id = ? and run_at <= ?', [id, new Date(due.getTime() + 1000)]);
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  let connection: Redis | undefined;
  let queue: Queue | undefined;
  const ready = () => {
    connection ??= createRedis(options.redisUrl, `${options.prefix}:scheduler`);
    queue ??= new Queue(SCHEDULED_QUEUE, { connection, prefix: options.prefix });
    return queue;
  };

  const jobOptions = (id: string, runAt: Date): JobsOptions => ({
    jobId: id,
    delay: Math.max(0, runAt.getTime() - Date.now()),
    attempts: options.attempts ?? 6,
    backoff: { type: 'exponential', delay: 5000 },
    // Handlers are idempotent in the database; a finished job must not block a later one of this id.
    removeOnComplete: true,
    removeOnFail: { age: 14 * 24 * 60 * 60 },
  });
  const db = () => options.orm.em.fork();

  return {
    async schedule(name, id, runAt, data) {
      const q = ready();
      await q.remove(id);
      const existing = await q.getJob(id);
      if (existing && (await existing.getState()) === 'active') {
        throw new Error(`Scheduled job ${id} is running; try again once it has finished`);
      }
      // Kept before it is queued: a crash between the two leaves a row that restore() queues.
      await db().execute(
        `insert into scheduled_job (id, name, run_at, data) values (?, ?, ?, ?::jsonb)
         on conflict (id) do update set name = excluded.name, run_at = excluded.run_at, data = excluded.data`,
        [id, name, runAt, JSON.stringify(data ?? null)],
      );
      await q.add(name, data, jobOptions(id, runAt));
    },
    async cancel(id) {
      const q = ready();
      await db().execute('delete from scheduled_job where id = ?', [id]);
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
    async restore() {
      const q = ready();
      let restored = 0;
      let after = '';
      for (;;) {
        const rows = await db().execute<PlannedRow[]>(
          'select id, name, run_at, data from scheduled_job where id > ? order by id limit ?',
          [after, RESTORE_BATCH],
        );
        for (const row of rows) {
          if (await q.getJob(row.id)) continue;
          await q.add(row.name, row.data, jobOptions(row.id, new Date(row.run_at)));
          restored += 1;
        }
        if (rows.length < RESTORE_BATCH) return restored;
        after = rows[rows.length - 1]!.id;
      }
    },
    async close() {
      await queue?.close().catch(() => {});
      if (connection) await closeRedis(connection);
    },
  };
}
