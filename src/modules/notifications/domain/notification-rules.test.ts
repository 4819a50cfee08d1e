import { describe, expect, it } from 'vitest';
import { notificationRecipients } from './recipients.ts';
import { nudgeAllowed, reminderIsDue, reminderJobId, reminderPlan, reminderSourceId } from './reminders.ts';

const HOUR = 3_600_000;

describe('notification recipients', () => {
  it('keeps each candidate once, never the actor, never a member who blocked the actor', () => {
    expect(notificationRecipients(['a', 'b', 'c', 'b', 'actor'], 'actor', new Set(['c']))).toEqual([
      'a',
      'b',
    ]);
    expect(notificationRecipients(['a', 'b'], null, new Set())).toEqual(['a', 'b']);
  });
});

describe('reminder plan', () => {
  const now = new Date('2027-03-01T12:00:00Z');

  it('plans 72 hours and 24 hours before kickoff', () => {
    const kickoff = new Date(now.getTime() + 5 * 24 * HOUR);
    expect(reminderPlan(kickoff, now)).toEqual([
      { interval: 'PRE_THREE_DAYS', runAt: new Date(kickoff.getTime() - 72 * HOUR) },
      { interval: 'PRE_ONE_DAY', runAt: new Date(kickoff.getTime() - 24 * HOUR) },
    ]);
  });

  it('drops reminders whose time has passed, and plans nothing for a past game', () => {
    expect(reminderPlan(new Date(now.getTime() + 48 * HOUR), now).map((r) => r.interval)).toEqual([
      'PRE_ONE_DAY',
    ]);
    expect(reminderPlan(new Date(now.getTime() + 10 * HOUR), now)).toEqual([]);
    expect(reminderPlan(new Date(now.getTime() - HOUR), now)).toEqual([]);
  });

  it('names jobs deterministically without colons', () => {
    expect(reminderJobId('e1', 'PRE_ONE_DAY')).toBe('reminder_e1_PRE_ONE_DAY');
  });

  it('gives one source id per game, interval and kickoff, shaped as a uuid', () => {
    const kickoff = '2027-03-05T18:00:00.000Z';
    const id = reminderSourceId('e1', 'PRE_ONE_DAY', kickoff);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reminderSourceId('e1', 'PRE_ONE_DAY', new Date(kickoff))).toBe(id);
    expect(reminderSourceId('e1', 'PRE_ONE_DAY', '2027-03-06T18:00:00.000Z')).not.toBe(id);
    expect(reminderSourceId('e1', 'PRE_THREE_DAYS', kickoff)).not.toBe(id);
  });

  it('is due only for the game as planned and still ahead', () => {
    const startsAt = new Date(now.getTime() + 24 * HOUR);
    expect(reminderIsDue(startsAt.toISOString(), { startsAt }, now)).toBe(true);
    expect(reminderIsDue(startsAt.toISOString(), undefined, now)).toBe(false);
    expect(
      reminderIsDue(startsAt.toISOString(), { startsAt: new Date(startsAt.getTime() + HOUR) }, now),
    ).toBe(false);
    expect(reminderIsDue(now.toISOString(), { startsAt: now }, now)).toBe(false);
  });

  it('allows a nudge once every 12 hours', () => {
    expect(nudgeAllowed(null, now)).toBe(true);
    expect(nudgeAllowed(new Date(now.getTime() - 11 * HOUR), now)).toBe(false);
    expect(nudgeAllowed(new Date(now.getTime() - 12 * HOUR), now)).toBe(true);
  });
});
