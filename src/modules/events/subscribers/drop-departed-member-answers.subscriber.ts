import { type AnyEventSubscriber, defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import { dropMemberAnswers } from '../infrastructure/answer.store.ts';

/**
 * A player who left or was removed from a team is no longer coming to its games: their RSVPs and MVP
 * votes for the team's games that start after they left are removed (votes they cast, and votes for
 * them, since the roster no longer lists them) and each game's attendingCount is recounted. Past games
 * keep their answers: they were played. Through `ctx.em`, so the inbox makes a retried job change nothing
 * twice; each changed game records `events.rsvp-changed` so open event pages refetch.
 */
async function dropFutureAnswers(
  em: EntityManager,
  departure: { teamId: string; memberId: string; actorId: string; leftAt: Date },
): Promise<void> {
  const { teamId, memberId, actorId, leftAt } = departure;
  // Back on the roster by the time this runs (re-invited): their answers stand.
  if ((await teamRoleOf(em, teamId, memberId))?.isMember) return;
  // Locked in id order, like every RSVP writer locks its one event, so no two writers deadlock.
  const events = await em.execute<Array<{ id: string }>>(
    `select e.id from team_event e
     where e.team_id = ? and e.starts_at > ?
       and (exists (select 1 from team_event_rsvp r where r.event_id = e.id and r.member_id = ?)
         or exists (select 1 from team_event_mvp_vote v where v.event_id = e.id and (v.voter_id = ? or v.mvp_id = ?)))
     order by e.id for update`,
    [teamId, leftAt, memberId, memberId, memberId],
  );
  if (events.length === 0) return;
  const eventIds = events.map((event) => event.id);
  const counts = await dropMemberAnswers(em, eventIds, memberId);
  for (const { id, attending_count } of counts) {
    recordEvent(em, 'events.rsvp-changed', {
      eventId: id,
      teamId,
      actorId,
      changes: [{ memberId, status: 'unknown' }],
      attendingCount: attending_count,
    });
  }
}

export function departedMemberSubscribers(): AnyEventSubscriber[] {
  return [
    defineSubscriber({
      name: 'events.drop-answers-on-member-left',
      event: 'clubs.member-left',
      async handle({ payload, occurredAt }, { em }) {
        await dropFutureAnswers(em, { ...payload, actorId: payload.memberId, leftAt: new Date(occurredAt) });
      },
    }),
    defineSubscriber({
      name: 'events.drop-answers-on-member-removed',
      event: 'clubs.member-removed',
      async handle({ payload, occurredAt }, { em }) {
        await dropFutureAnswers(em, { ...payload, leftAt: new Date(occurredAt) });
      },
    }),
  ];
}
