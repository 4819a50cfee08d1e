import { Queue } from 'bullmq';
import type { Redis } from '../redis/redis.ts';
import { DEFAULT_EVENT_JOB_SETTINGS, EVENTS_QUEUE, type EventJobData } from './event-jobs.ts';
import type { EventName, EventPayload } from './event-map.ts';
import { uuidv7 } from './uuid-v7.ts';

/**
 * Scheduled work (ARCHITECTURE "Scheduled work"): a delayed job on the events queue that runs one
 * subscriber with a job-only event at a given instant. The caller picks a deterministic id from the
 * subject (`pickup-hold_<registration>_<n>`), so scheduling twice adds one job and the subject's change
 * can remove it by id. The job runs through the same worker, inbox and retries as any event job.
 * Ids must not contain ':' (BullMQ refuses them).
 */
export interface DelayedEventJobs {
  schedule<N extends EventName>(job: {
    jobId: string;
    subscriber: string;
    event: N;
    payload: EventPayload<N>;
    runAt: Date;
  }): Promise<void>;
  /** Removes a job that has not run yet; nothing if it ran or never existed. */
  cancel(jobId: string): Promise<void>;
  /** Runs a delayed job now instead of at its time (tools, and tests that cannot wait two hours). */
  runNow(jobId: string): Promise<boolean>;
  /** The job, if it is still waiting (tests and tools). */
  find(jobId: string): Promise<{ id: string; delayUntil: Date; state: string } | undefined>;
}

export function createDelayedEventJobs(
  connection: Redis,
  prefix: string,
  now = () => Date.now(),
): DelayedEventJobs {
  let queue: Queue<EventJobData> | undefined;
  const queueOf = () => {
    queue ??= new Queue<EventJobData>(EVENTS_QUEUE, { connection, prefix });
    return queue;
  };
  return {
    async schedule({ jobId, subscriber, event, payload, runAt }) {
      const data: EventJobData = {
        id: uuidv7(),
        name: event,
        payload,
        occurredAt: new Date(now()).toISOString(),
      };
      await queueOf().add(subscriber, data, {
        jobId,
        delay: Math.max(0, runAt.getTime() - now()),
        attempts: DEFAULT_EVENT_JOB_SETTINGS.attempts,
        backoff: { type: 'exponential', delay: DEFAULT_EVENT_JOB_SETTINGS.backoffDelayMs },
        removeOnComplete: { age: DEFAULT_EVENT_JOB_SETTINGS.keepCompletedForSeconds },
        removeOnFail: false,
      });
    },
    async cancel(jobId) {
      const job = await queueOf().getJob(jobId);
      if (!job) return;
      const state = await job.getState();
      if (state === 'delayed' || state === 'waiting' || state === 'prioritized') await job.remove();
    },
    async runNow(jobId) {
      const job = await queueOf().getJob(jobId);
      if (!job || (await job.getState()) !== 'delayed') return false;
      await job.promote();
      return true;
    },
    async find(jobId) {
      const job = await queueOf().getJob(jobId);
      if (!job?.id) return undefined;
      return {
        id: job.id,
        delayUntil: new Date(job.timestamp + (job.delay ?? 0)),
        state: await job.getState(),
      };
    },
  };
}
