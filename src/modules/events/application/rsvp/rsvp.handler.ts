import { RSVP_MESSAGES, type RsvpResult, type RsvpStatus } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, forbidden } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { recountAttending, writeRsvps } from '../../infrastructure/answer.store.ts';
import { assertEventCaptain, assertEventMember, eventAccess, lockEvent } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

/**
 * RSVP answers: a member answers for self, a captain for any roster member (`bulk` is captains only).
 * The event row is locked and the count taken from the rows, so 30 members answering at once give 30.
 */
export async function answerRsvp(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  rsvps: Array<{ memberId: string; status: RsvpStatus }>,
  bulk: boolean,
): Promise<RsvpResult> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  if (bulk) assertEventCaptain(access);
  else assertEventMember(access);
  if (!access.role.isCaptain && rsvps.some((rsvp) => rsvp.memberId !== actor.memberId))
    throw forbidden(RSVP_MESSAGES.selfOrCaptain);
  const roster = new Set(
    (await teamRosterMemberIds(deps.em, access.row.team_id)).map((entry) => entry.memberId),
  );
  // A sub (issue 20) is on this game's roster, not the team's: they answer for themself.
  if (access.isSub) roster.add(actor.memberId);
  const stranger = rsvps.findIndex((rsvp) => !roster.has(rsvp.memberId));
  if (stranger >= 0)
    throw badRequest([
      { message: RSVP_MESSAGES.notOnRoster, field: bulk ? `rsvps.${stranger}.memberId` : 'memberId' },
    ]);
  const attendingCount = await deps.em.transactional(async (tx) => {
    await lockEvent(tx, eventId);
    await writeRsvps(tx, eventId, actor.memberId, deps.clock.now(), rsvps);
    const count = await recountAttending(tx, eventId);
    recordEvent(tx, 'events.rsvp-changed', {
      eventId,
      teamId: access.row.team_id,
      actorId: actor.memberId,
      changes: rsvps,
      attendingCount: count,
    });
    return count;
  });
  return { eventId, rsvps, attendingCount, message: RSVP_MESSAGES.sent };
}
