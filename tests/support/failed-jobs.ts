import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { EVENTS_QUEUE } from '../../src/platform/bus/index.ts';
import { FINISHED_JOB_METRICS } from '../../src/platform/operations/finished-job-metrics.ts';
import type { TestApp } from './test-app.ts';

/**
 * The app's `events` queue seen from a test, for an app started without workers (so jobs stay where
 * the test puts them): `failedJob()` adds a job and has a worker of the test's own fail it for good,
 * counting it as the app's workers do. `close()` before the app stops.
 */
export function eventsQueueOf(app: TestApp) {
  const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(EVENTS_QUEUE, { connection: redis, prefix: app.config.REDIS_PREFIX });

  async function failedJob(label: string): Promise<string> {
    const jobId = `${label}-${randomUUID()}`;
    await queue.add(`${label}.fails`, { id: jobId }, { jobId, attempts: 1, removeOnFail: false });
    const failing = new Worker(
      EVENTS_QUEUE,
      async () => {
        throw new Error('the mail server said no');
      },
      { connection: redis.duplicate(), prefix: app.config.REDIS_PREFIX, metrics: FINISHED_JOB_METRICS },
    );
    await new Promise<void>((resolve) => failing.once('failed', () => resolve()));
    await failing.close();
    return jobId;
  }

  return {
    queue,
    redis,
    failedJob,
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}
