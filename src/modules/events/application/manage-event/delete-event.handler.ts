import { EVENT_MESSAGES } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { TeamEventEntity } from '../../infrastructure/team-event.entity.ts';
import { assertEventCaptain, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import { teamEventSubIds } from '../queries/event-subs.query.ts';

/**
 * A captain deletes the event for everyone; the roster and the game's subs are mailed from a snapshot
 * (the row is gone).
 */
export async function deleteEvent(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
): Promise<{ eventId: string; message: string }> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  assertEventCaptain(access);
  const roster = await teamRosterMemberIds(deps.em, access.row.team_id);
  // Its subs are told too: their rows go with the event.
  const subs = await teamEventSubIds(deps.em, eventId);
  await deps.em.transactional(async (tx) => {
    // Native: its answers and comments go with it in the database (ON DELETE CASCADE).
    await tx.nativeDelete(TeamEventEntity, { id: eventId });
    recordEvent(tx, 'events.event-deleted', {
      eventId,
      teamId: access.row.team_id,
      actorId: actor.memberId,
      memberIds: [...new Set([...roster.map((entry) => entry.memberId), ...subs])],
      event: {
        title: access.row.title,
        addressName: access.row.address_name,
        startsAt: new Date(access.row.starts_at).toISOString(),
        timeZone: access.row.time_zone,
        teamName: access.role.team.name,
      },
    });
  });
  return { eventId, message: EVENT_MESSAGES.deleted };
}
