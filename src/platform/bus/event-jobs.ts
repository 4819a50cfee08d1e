import type { JobsOptions } from 'bullmq';

/**
 * One queue for every subscriber, with the subscriber's name as the job name. Why not a queue per
 * subscriber: a BullMQ Worker holds two Redis connections (one blocking), so a queue per subscriber
 * would cost every worker process two connections per subscriber, and the concurrency and the pool of
 * database connections would be split as many ways. One queue keeps one worker per process; the job
 * name routes to exactly one handler. Keys live under the configured BullMQ `prefix`
 * (`<prefix>:events:*`), so environments and test runs sharing a Redis never meet.
 */
export const EVENTS_QUEUE = 'events';

/**
 * The one exception: subscribers whose single run is long (mailing a whole roster, 1,000 e-mails)
 * declare `lane: 'bulk'` and get a queue of their own, worked with a concurrency of their own. In the
 * shared queue, five roster mailings in a row held every one of the worker's slots for tens of seconds,
 * and the bell notifications and socket pushes of the next game waited behind them
 * (`npm run bench:fanout`: 1,000 pushes in 0.1–0.5 s, then 5–16 s in the round after four mailings).
 */
export const BULK_EVENTS_QUEUE = 'events-bulk';

/** Which queue a subscriber's jobs go to: `quick` (the default) or `bulk`, see BULK_EVENTS_QUEUE. */
export type EventLane = 'quick' | 'bulk';

export const EVENT_QUEUES: Readonly<Record<EventLane, string>> = {
  quick: EVENTS_QUEUE,
  bulk: BULK_EVENTS_QUEUE,
};

/** Every queue of the event bus, e.g. for a dashboard or metrics. */
export const EVENT_QUEUE_NAMES: readonly string[] = Object.values(EVENT_QUEUES);

export const queueOfLane = (lane: EventLane | undefined): string => EVENT_QUEUES[lane ?? 'quick'];

/** What the relay puts in a job: the event, with its instant as an ISO string (jobs are JSON). */
export interface EventJobData {
  id: string;
  name: string;
  payload: unknown;
  occurredAt: string;
}

export interface EventJobSettings {
  /** Runs of the handler before the job stays failed. */
  attempts: number;
  /** First retry delay; each further retry doubles it (1 s, 2 s, 4 s … with the defaults). */
  backoffDelayMs: number;
  /**
   * How long a completed job is kept. While it exists, adding its id again adds nothing: keep it
   * well past the longest time a relay could take to re-add a row (crash between add and commit).
   */
  keepCompletedForSeconds: number;
}

export const DEFAULT_EVENT_JOB_SETTINGS: EventJobSettings = {
  attempts: 8,
  backoffDelayMs: 1000,
  keepCompletedForSeconds: 24 * 60 * 60,
};

/**
 * The deterministic id of the job that runs `subscriber` for event `eventId`, so a relay re-adding a
 * row adds nothing twice. ARCHITECTURE.md writes `<eventId>:<subscriber>`, but BullMQ 6 refuses a
 * custom id with one ':' ("Custom Id cannot contain :"), so the separator is '_', which neither a
 * UUID nor a subscriber name (SUBSCRIBER_NAME_PATTERN) contains.
 */
export function eventJobId(eventId: string, subscriber: string): string {
  return `${eventId}_${subscriber}`;
}

export function eventJobOptions(
  eventId: string,
  subscriber: string,
  settings: EventJobSettings,
): JobsOptions {
  return {
    jobId: eventJobId(eventId, subscriber),
    attempts: settings.attempts,
    backoff: { type: 'exponential', delay: settings.backoffDelayMs },
    removeOnComplete: { age: settings.keepCompletedForSeconds },
    // An exhausted job stays in the failed set with its error and stack, for someone to look at and
    // retry; it is never dropped silently.
    removeOnFail: false,
  };
}
