import { Queue } from 'bullmq';
import { EVENT_QUEUE_NAMES } from '../bus/event-jobs.ts';
import { closeRedis, createRedis } from '../redis/redis.ts';
import { SCHEDULED_QUEUE } from '../scheduler/scheduler.ts';

/**
 * Every BullMQ queue the app has: subscribers' jobs (`events`, and `events-bulk` for the long roster
 * mailings, see BULK_EVENTS_QUEUE) and delayed work (`scheduled`). A queue added to the app belongs
 * here, so that it shows on the dashboard and in the depth metric.
 */
export const QUEUE_NAMES = [...EVENT_QUEUE_NAMES, SCHEDULED_QUEUE] as const;

export interface MonitoredQueues {
  queues: Queue[];
  close(): Promise<void>;
}

/**
 * The queues as seen by the operator's tools, on one connection of their own. It fails fast: a
 * scrape or a dashboard page during a Redis outage gets an error at once rather than waiting on an
 * offline queue (the app's other connections keep theirs).
 */
export function openMonitoredQueues(redisUrl: string, prefix: string): MonitoredQueues {
  const connection = createRedis(redisUrl, `${prefix}:operations`, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Reported by the scrape (playfield_metrics_source_up) and the dashboard's own error; not logged
  // once per reconnect attempt.
  connection.on('error', () => {});
  const queues = QUEUE_NAMES.map((name) => {
    const queue = new Queue(name, { connection, prefix });
    queue.on('error', () => {});
    return queue;
  });
  return {
    queues,
    async close() {
      await Promise.all(queues.map((queue) => queue.close().catch(() => {})));
      await closeRedis(connection);
    },
  };
}
