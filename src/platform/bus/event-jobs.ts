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
