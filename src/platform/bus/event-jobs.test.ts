import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_JOB_SETTINGS, eventJobId, eventJobOptions } from './event-jobs.ts';

const eventId = '0192f3a4-5b6c-7d8e-9f01-23456789abcd';

describe('event job ids', () => {
  it('joins the event id and the subscriber name with an underscore', () => {
    expect(eventJobId(eventId, 'notifications.notify-roster')).toBe(`${eventId}_notifications.notify-roster`);
  });

  it('gives the same id for the same event and subscriber, so a re-added job is ignored', () => {
    expect(eventJobId(eventId, 'clubs.count-teams')).toBe(eventJobId(eventId, 'clubs.count-teams'));
    expect(eventJobId(eventId, 'clubs.count-teams')).not.toBe(eventJobId(eventId, 'clubs.count-players'));
  });

  it('never contains a colon, which BullMQ refuses in custom ids', () => {
    expect(eventJobId(eventId, 'a.b-c')).not.toContain(':');
  });
});

describe('event job options', () => {
  it('retries with exponential backoff and keeps exhausted jobs as failed', () => {
    const options = eventJobOptions(eventId, 'clubs.count-teams', DEFAULT_EVENT_JOB_SETTINGS);
    expect(options).toMatchObject({
      jobId: `${eventId}_clubs.count-teams`,
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnFail: false,
    });
  });

  it('keeps completed jobs for at least a day so their ids keep de-duplicating', () => {
    const options = eventJobOptions(eventId, 'clubs.count-teams', DEFAULT_EVENT_JOB_SETTINGS);
    expect(options.removeOnComplete).toEqual({ age: expect.any(Number) });
    const { age } = options.removeOnComplete as { age: number };
    expect(age).toBeGreaterThanOrEqual(24 * 60 * 60);
  });

  it('takes attempts and backoff from the given settings', () => {
    const options = eventJobOptions(eventId, 'x', {
      attempts: 3,
      backoffDelayMs: 50,
      keepCompletedForSeconds: 90_000,
    });
    expect(options).toMatchObject({
      attempts: 3,
      backoff: { type: 'exponential', delay: 50 },
      removeOnComplete: { age: 90_000 },
    });
  });
});
