import type { ReminderInterval } from '../../../../contracts/notifications/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRoleOf, teamRosterMemberIds } from '../../../clubs/index.ts';
import {
  membersWithoutRsvp,
  type TeamEventFacts,
  teamEventFacts,
  teamEventSubIds,
} from '../../../events/index.ts';
import { notificationText } from '../../domain/notification-text.ts';
import { audienceOf, reminderIsDue } from '../../domain/reminders.ts';
import { mailUnsentNotifications } from '../mail-unsent.ts';
import type { NotificationsDeps } from '../notifications-deps.ts';
import { storeNotifications } from '../store-notifications.ts';
import { reminderEmail } from './reminder-email.ts';

export interface ReminderRun {
  eventId: string;
  interval: ReminderInterval;
  /** The kickoff the reminder was planned for: a moved game's old job finds it changed and stops. */
  startsAt: string;
  sourceId: string;
  /** The captain who nudged; null for a scheduled reminder. */
  actorId: string | null;
}

/**
 * Stores the reminder in the bells of its audience (the roster and the game's subs a day before, else
 * those of them who have not answered), then mails each of them once. Safe to run twice: the
 * notifications are unique per (source, recipient) and each is mailed only while `mailed_at` is empty,
 * set right after its mail.
 * Returns how many members it reached this run.
 */
export async function sendReminder(
  deps: NotificationsDeps,
  em: EntityManager,
  run: ReminderRun,
): Promise<number> {
  const event = await teamEventFacts(em, run.eventId);
  if (!reminderIsDue(run.startsAt, event, deps.clock.now())) return 0;
  const found = event as TeamEventFacts;
  const role = await teamRoleOf(em, found.teamId, undefined);
  const teamName = role?.team.name ?? 'Your team';
  // The roster and the game's subs (issue 20): a sub gets its reminders as the team does.
  const [members, subs] = await Promise.all([
    teamRosterMemberIds(em, found.teamId),
    teamEventSubIds(em, found.id),
  ]);
  const roster = [...members.map((entry) => entry.memberId), ...subs];
  const audience =
    audienceOf(run.interval) === 'roster' ? roster : await membersWithoutRsvp(em, found.id, roster);

  const stored = await em.transactional((tx) =>
    storeNotifications(tx, deps.identity, {
      type: 'next_match_reminder',
      text: notificationText.reminder(run.interval, found.title, teamName),
      metaData: {
        team: { id: found.teamId, name: teamName },
        event: {
          id: found.id,
          title: found.title,
          dateAndTime: found.startsAt.toISOString(),
          kind: 'event',
          timeZone: found.timeZone,
        },
        timeInterval: run.interval,
      },
      sourceId: run.sourceId,
      actorId: run.actorId,
      candidateIds: audience,
    }),
  );
  await mailUnsent(deps, em, run, found, teamName, new Set(subs));
  return stored;
}

async function mailUnsent(
  deps: NotificationsDeps,
  em: EntityManager,
  run: ReminderRun,
  event: TeamEventFacts,
  teamName: string,
  subs: ReadonlySet<string>,
): Promise<void> {
  await mailUnsentNotifications(deps, em, () => em.fork(), {
    sourceId: run.sourceId,
    kind: 'reminders',
    build: (recipient, unsubscribe) =>
      reminderEmail(
        run.interval,
        event,
        teamName,
        recipient,
        deps.publicUrl,
        unsubscribe,
        undefined,
        subs.has(recipient.memberId),
      ),
  });
}
