import { EVENT_MESSAGES } from '../../../../contracts/events/index.ts';
import { NOTIFICATION_MESSAGES, type NudgeResult } from '../../../../contracts/notifications/index.ts';
import { uuidv7 } from '../../../../platform/bus/index.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { teamEventFacts } from '../../../events/index.ts';
import { NUDGE_HOURS_MS } from '../../domain/reminders.ts';
import { claimNudgeSlot } from '../../infrastructure/notification.store.ts';
import type { NotificationsDeps } from '../notifications-deps.ts';
import { sendReminder } from '../reminders/send-reminder.ts';

/**
 * POST /api/event/{eventId}/nudge: a captain sends the "are you in or out?" reminder now to the roster
 * members who have not answered, at most once every 12 hours per game (409 otherwise).
 */
export async function nudgeTeam(
  deps: NotificationsDeps,
  memberId: string,
  eventId: string,
): Promise<NudgeResult> {
  const event = await teamEventFacts(deps.em, eventId);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const role = await teamRoleOf(deps.em, event.teamId, memberId);
  if (!role) throw notFound(EVENT_MESSAGES.notFound);
  if (!role.isMember) throw forbidden(EVENT_MESSAGES.membersOnly);
  if (!role.isCaptain) throw forbidden(NOTIFICATION_MESSAGES.nudgeCaptainOnly);
  const now = deps.clock.now();
  if (event.startsAt.getTime() <= now.getTime()) throw conflict(NOTIFICATION_MESSAGES.nudgePast);

  // A first nudge, or one 12 hours after the last.
  const claimed = await claimNudgeSlot(deps.em, {
    eventId: event.id,
    memberId,
    now,
    minGapMs: NUDGE_HOURS_MS,
  });
  if (!claimed) throw conflict(NOTIFICATION_MESSAGES.nudgeTooSoon);

  const nudged = await sendReminder(deps, deps.em, {
    eventId: event.id,
    interval: 'NUDGE',
    startsAt: event.startsAt.toISOString(),
    sourceId: uuidv7(),
    actorId: memberId,
  });
  return { message: NOTIFICATION_MESSAGES.nudgeSent, nudged };
}
