import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamsRosterMemberIds } from '../../../clubs/index.ts';
import { leagueGameFacts, leagueGameTitle, membersWithoutLeagueRsvp } from '../../../leagues/index.ts';
import { leagueGameAudience } from '../../domain/league-game-notice.ts';
import { notificationText } from '../../domain/notification-text.ts';
import { audienceOf, reminderIsDue } from '../../domain/reminders.ts';
import { mailUnsentNotifications } from '../mail-unsent.ts';
import type { NotificationsDeps } from '../notifications-deps.ts';
import { reminderEmail } from '../reminders/reminder-email.ts';
import type { ReminderRun } from '../reminders/send-reminder.ts';
import { storeNotifications } from '../store-notifications.ts';
import { leagueRsvpLink } from './league-game-email.ts';

/** The scheduled-job name of a league game's reminder. */
export const SEND_LEAGUE_REMINDER_JOB = 'notifications.send-league-reminder';

/**
 * A league game's 72-hour (those of both rosters who have not answered) or 24-hour (both rosters)
 * reminder, as team games get theirs: in the bell, then by e-mail with the league game's RSVP links,
 * each member once. Nothing for a game canceled, deleted, moved since it was planned, or of a draft.
 */
export async function sendLeagueReminder(
  deps: NotificationsDeps,
  em: EntityManager,
  run: ReminderRun,
): Promise<number> {
  const [game] = await leagueGameFacts(em, [run.eventId]);
  const live = game && game.status === 'scheduled' && game.leaguePublished ? game : undefined;
  if (!live || !reminderIsDue(run.startsAt, live, deps.clock.now())) return 0;
  const title = leagueGameTitle(live);
  const roster = leagueGameAudience(
    live,
    await teamsRosterMemberIds(em, [live.homeTeam.id, live.awayTeam.id]),
  );
  const audience =
    audienceOf(run.interval) === 'roster' ? roster : await membersWithoutLeagueRsvp(em, live.id, roster);
  const stored = await em.transactional((tx) =>
    storeNotifications(tx, deps.identity, {
      type: 'next_match_reminder',
      text: notificationText.reminder(run.interval, title, live.leagueName),
      metaData: {
        league: { id: live.leagueId, name: live.leagueName },
        event: {
          id: live.id,
          title,
          dateAndTime: live.startsAt.toISOString(),
          kind: 'league_event',
          timeZone: live.timeZone,
        },
        timeInterval: run.interval,
      },
      sourceId: run.sourceId,
      actorId: run.actorId,
      candidateIds: audience,
    }),
  );
  const mailFacts = {
    id: live.id,
    title,
    startsAt: live.startsAt,
    timeZone: live.timeZone,
    addressName: live.venue,
  };
  await mailUnsentNotifications(deps, em, () => em.fork(), {
    sourceId: run.sourceId,
    kind: 'reminders',
    build: (recipient, unsubscribe) =>
      reminderEmail(run.interval, mailFacts, live.leagueName, recipient, deps.publicUrl, unsubscribe, {
        answerLink: (status) => leagueRsvpLink(deps.publicUrl, live.id, recipient.memberId, status),
      }),
  });
  return stored;
}
