import type { Scheduler } from '../../../../platform/scheduler/index.ts';
import {
  reminderJobId,
  reminderPlan,
  reminderSourceId,
  SCHEDULED_REMINDERS,
  type ScheduledInterval,
} from '../../domain/reminders.ts';
import type { ReminderRun } from './send-reminder.ts';

/** The scheduled-job name of a game reminder. */
export const SEND_REMINDER_JOB = 'notifications.send-reminder';

/**
 * Puts a game's reminders on the scheduler for its kickoff (replacing any planned for an earlier one)
 * and drops those whose time has passed, so a game moved closer never gets a stale one.
 */
export async function scheduleReminders(
  scheduler: Scheduler,
  event: { id: string; startsAt: Date },
  now: Date,
  /** A league game's reminders run their own job (its facts come from the leagues module). */
  jobName: string = SEND_REMINDER_JOB,
): Promise<void> {
  const plan = new Map(reminderPlan(event.startsAt, now).map((entry) => [entry.interval, entry.runAt]));
  for (const { interval } of SCHEDULED_REMINDERS) {
    const id = reminderJobId(event.id, interval);
    const runAt = plan.get(interval);
    if (!runAt) {
      await scheduler.cancel(id);
      continue;
    }
    const run: ReminderRun = {
      eventId: event.id,
      interval,
      startsAt: event.startsAt.toISOString(),
      sourceId: reminderSourceId(event.id, interval, event.startsAt),
      actorId: null,
    };
    await scheduler.schedule(jobName, id, runAt, run);
  }
}

export async function cancelReminders(scheduler: Scheduler, eventId: string): Promise<void> {
  for (const { interval } of SCHEDULED_REMINDERS)
    await scheduler.cancel(reminderJobId(eventId, interval as ScheduledInterval));
}
