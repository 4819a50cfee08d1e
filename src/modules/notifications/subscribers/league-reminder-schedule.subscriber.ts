import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { AnyScheduledJobHandler, ScheduledJobHandler } from '../../../platform/scheduler/index.ts';
import { leagueGameFacts, leagueScheduleFacts } from '../../leagues/index.ts';
import {
  SEND_LEAGUE_REMINDER_JOB,
  sendLeagueReminder,
} from '../application/league-games/send-league-reminder.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { cancelReminders, scheduleReminders } from '../application/reminders/reminder-schedule.ts';
import type { ReminderRun } from '../application/reminders/send-reminder.ts';

// A league game's 72 h and 24 h reminders follow the game as a team game's do: planned when its league
// is published (every game then) or when a game is added to a published league, moved with the game
// (read as it stands, so changes arriving out of order leave the right plan), dropped when it is
// canceled or deleted. Scheduling replaces a job of the same id, so a retried subscriber changes nothing.

type Deps = Pick<NotificationsDeps, 'scheduler' | 'clock'>;

export function leagueReminderScheduleSubscribers(deps: Deps): AnyEventSubscriber[] {
  const plan = async (em: EntityManager, gameId: string) => {
    const [game] = await leagueGameFacts(em, [gameId]);
    if (game?.leaguePublished && game.status === 'scheduled')
      await scheduleReminders(deps.scheduler, game, deps.clock.now(), SEND_LEAGUE_REMINDER_JOB);
    else await cancelReminders(deps.scheduler, gameId);
  };
  return [
    defineSubscriber({
      name: 'notifications.schedule-reminders-on-league-published',
      event: 'leagues.league-published',
      async handle({ payload }, { em }) {
        const now = deps.clock.now();
        for (const game of await leagueScheduleFacts(em, payload.leagueId))
          await scheduleReminders(deps.scheduler, game, now, SEND_LEAGUE_REMINDER_JOB);
      },
    }),
    defineSubscriber({
      name: 'notifications.schedule-reminders-on-league-game-created',
      event: 'leagues.league-event-created',
      handle: ({ payload }, { em }) => plan(em, payload.leagueEventId),
    }),
    defineSubscriber({
      name: 'notifications.move-reminders-on-league-game-updated',
      event: 'leagues.league-event-updated',
      async handle({ payload }, { em }) {
        if (payload.changed.includes('startsAt')) await plan(em, payload.leagueEventId);
      },
    }),
    defineSubscriber({
      name: 'notifications.cancel-reminders-on-league-game-canceled',
      event: 'leagues.league-event-canceled',
      handle: ({ payload }) => cancelReminders(deps.scheduler, payload.leagueEventId),
    }),
    defineSubscriber({
      name: 'notifications.cancel-reminders-on-league-game-deleted',
      event: 'leagues.league-event-deleted',
      handle: ({ payload }) => cancelReminders(deps.scheduler, payload.leagueEventId),
    }),
  ];
}

/** The scheduled job that sends a league game's reminder when its time comes. */
export function sendLeagueReminderJob(deps: NotificationsDeps): AnyScheduledJobHandler {
  const handler: ScheduledJobHandler<ReminderRun> = {
    name: SEND_LEAGUE_REMINDER_JOB,
    async handle(run, { em }) {
      await sendLeagueReminder(deps, em, run);
    },
  };
  return handler;
}
