import { createHash } from 'node:crypto';
import { NUDGE_INTERVAL_HOURS, type ReminderInterval } from '../../../contracts/notifications/index.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The two scheduled reminders of a team game: a day before kickoff to the whole roster ('24 hrs to
 * kickoff!'), and three days before to those who have not answered ('Your manager's waiting …').
 */
export const SCHEDULED_REMINDERS: ReadonlyArray<{
  interval: Exclude<ReminderInterval, 'NUDGE'>;
  hoursBefore: number;
  audience: 'roster' | 'unanswered';
}> = [
  { interval: 'PRE_THREE_DAYS', hoursBefore: 72, audience: 'unanswered' },
  { interval: 'PRE_ONE_DAY', hoursBefore: 24, audience: 'roster' },
];

export type ScheduledInterval = (typeof SCHEDULED_REMINDERS)[number]['interval'];

export const audienceOf = (interval: ReminderInterval): 'roster' | 'unanswered' =>
  interval === 'PRE_ONE_DAY' ? 'roster' : 'unanswered';

/** When each reminder runs; a reminder whose time has passed is not planned (nor is any for a past game). */
export function reminderPlan(startsAt: Date, now: Date): Array<{ interval: ScheduledInterval; runAt: Date }> {
  return SCHEDULED_REMINDERS.map(({ interval, hoursBefore }) => ({
    interval,
    runAt: new Date(startsAt.getTime() - hoursBefore * HOUR),
  })).filter(({ runAt }) => runAt.getTime() > now.getTime());
}

/** The deterministic BullMQ id of a game's reminder (BullMQ refuses ':'). */
export const reminderJobId = (eventId: string, interval: ScheduledInterval) =>
  `reminder_${eventId}_${interval}`;

/**
 * The notifications' source id for a reminder of a game at a given kickoff: the same job run twice
 * stores nothing twice, while a game moved to another time is reminded again for its new time.
 */
export function reminderSourceId(
  eventId: string,
  interval: ReminderInterval,
  startsAt: Date | string,
): string {
  const hex = createHash('sha256')
    .update(`next_match_reminder|${eventId}|${interval}|${new Date(startsAt).toISOString()}`)
    .digest('hex');
  // Shaped as a UUID (version 8, custom) so it fits the uuid column.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether a job planned for `plannedStartsAt` still concerns the game as it stands. */
export function reminderIsDue(
  plannedStartsAt: string,
  current: { startsAt: Date } | undefined,
  now: Date,
): boolean {
  if (!current) return false; // deleted
  if (current.startsAt.getTime() !== new Date(plannedStartsAt).getTime()) return false; // moved
  return current.startsAt.getTime() > now.getTime(); // never for a game already past
}

/** A captain may nudge a game once every 12 hours. */
export const NUDGE_HOURS_MS = NUDGE_INTERVAL_HOURS * HOUR;

/** Whether a nudge may go out now, given the game's last one. */
export const nudgeAllowed = (lastNudgedAt: Date | null, now: Date) =>
  lastNudgedAt === null || now.getTime() - lastNudgedAt.getTime() >= NUDGE_HOURS_MS;
