import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { AnyScheduledJobHandler, ScheduledJobHandler } from '../../../platform/scheduler/index.ts';
import { teamEventFacts } from '../../events/index.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import {
  cancelReminders,
  SEND_REMINDER_JOB,
  scheduleReminders,
} from '../application/reminders/reminder-schedule.ts';
import { type ReminderRun, sendReminder } from '../application/reminders/send-reminder.ts';

// A game's reminders follow the game: planned when it is created, moved when its time changes (read
// from the row as it stands, so updates arriving out of order still leave the right plan), dropped when
// it is deleted. Scheduling replaces a job of the same id, so a retried subscriber changes nothing.

type Deps = Pick<NotificationsDeps, 'scheduler' | 'clock'>;

export function reminderScheduleSubscribers(deps: Deps): AnyEventSubscriber[] {
  const plan = async (em: Parameters<typeof teamEventFacts>[0], eventId: string) => {
    const event = await teamEventFacts(em, eventId);
    if (event) await scheduleReminders(deps.scheduler, event, deps.clock.now());
    else await cancelReminders(deps.scheduler, eventId);
  };
  const subscribers = [
    defineSubscriber({
      name: 'notifications.schedule-reminders-on-event-created',
      event: 'events.event-created',
      handle: ({ payload }, { em }) => plan(em, payload.eventId),
    }),
    defineSubscriber({
      name: 'notifications.move-reminders-on-event-updated',
      event: 'events.event-updated',
      async handle({ payload }, { em }) {
        if (payload.timeOrPlaceChanged) await plan(em, payload.eventId);
      },
    }),
    defineSubscriber({
      name: 'notifications.cancel-reminders-on-event-deleted',
      event: 'events.event-deleted',
      handle: ({ payload }) => cancelReminders(deps.scheduler, payload.eventId),
    }),
  ];
  return subscribers;
}

/** The scheduled job that sends a game's reminder when its time comes. */
export function sendReminderJob(deps: NotificationsDeps): AnyScheduledJobHandler {
  const handler: ScheduledJobHandler<ReminderRun> = {
    name: SEND_REMINDER_JOB,
    async handle(run, { em }) {
      await sendReminder(deps, em, run);
    },
  };
  return handler;
}
