import { MVP_MESSAGES, type MvpVoteResult } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, forbidden } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { recountAttending, writeMvpVote, writeRsvps } from '../../infrastructure/answer.store.ts';
import { eventAccess, lockEvent } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import { getEventRoster } from '../queries/event-roster.query.ts';

/**
 * Spec §4 MVP vote. Votes are rows keyed by (event, voter): a new vote replaces the voter's previous one,
 * so the previous pick loses one and totals always equal voters. A non-attendee who gets a vote becomes
 * an attendee (status yes). Under the event's row lock, like RSVPs.
 */
export async function castMvpVote(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  mvpId: string,
): Promise<MvpVoteResult> {
  const access = await eventAccess(deps.em, eventId, actor.memberId);
  if (!access.role.isMember) throw forbidden(MVP_MESSAGES.voterNotOnRoster);
  const roster = new Set(
    (await teamRosterMemberIds(deps.em, access.row.team_id)).map((entry) => entry.memberId),
  );
  if (!roster.has(mvpId)) throw badRequest([{ message: MVP_MESSAGES.mvpNotOnRoster, field: 'mvpId' }]);
  await deps.em.transactional(async (tx) => {
    await lockEvent(tx, eventId);
    const [previous] = await tx.execute<Array<{ mvp_id: string }>>(
      'select mvp_id from team_event_mvp_vote where event_id = ? and voter_id = ?',
      [eventId, actor.memberId],
    );
    if (previous?.mvp_id === mvpId) return;
    const now = deps.clock.now();
    await writeMvpVote(tx, { eventId, voterId: actor.memberId, mvpId, at: now });
    const [answer] = await tx.execute<Array<{ status: string }>>(
      'select status from team_event_rsvp where event_id = ? and member_id = ?',
      [eventId, mvpId],
    );
    let attendingCount = access.row.attending_count;
    if (answer?.status !== 'yes') {
      await writeRsvps(tx, eventId, actor.memberId, now, [{ memberId: mvpId, status: 'yes' }]);
      attendingCount = await recountAttending(tx, eventId);
    }
    recordEvent(tx, 'events.mvp-voted', {
      eventId,
      teamId: access.row.team_id,
      voterId: actor.memberId,
      mvpId,
      previousMvpId: previous?.mvp_id ?? null,
      attendingCount,
    });
  });
  return { roster: await getEventRoster(deps, actor.memberId, eventId), message: MVP_MESSAGES.voted };
}
