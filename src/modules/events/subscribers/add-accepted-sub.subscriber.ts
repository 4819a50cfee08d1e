import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import { lockEvent } from '../application/event-access.ts';
import { recountAttending, writeRsvps } from '../infrastructure/answer.store.ts';

/**
 * A captain accepted a marketplace sub offer (issue 20): the player is on this game's roster as a sub
 * with RSVP yes, without joining the team (spec §3 `as_sub`). Through `ctx.em`, so the inbox makes a
 * retried job change nothing twice; a deleted event leaves nothing to add (the request closed with it).
 */
export const addAcceptedSub = (clock: Clock) =>
  defineSubscriber({
    name: 'events.add-accepted-sub',
    event: 'marketplace.sub-offer-accepted',
    async handle({ payload }, { em }) {
      const [exists] = await em.execute<Array<{ id: string }>>('select id from team_event where id = ?', [
        payload.eventId,
      ]);
      if (!exists) return;
      await lockEvent(em, payload.eventId);
      const now = clock.now();
      await em.execute(
        `insert into team_event_sub (event_id, member_id, added_by, added_at) values (?, ?, ?, ?)
         on conflict (event_id, member_id) do nothing`,
        [payload.eventId, payload.memberId, payload.acceptedBy, now],
      );
      const changes = [{ memberId: payload.memberId, status: 'yes' as const }];
      await writeRsvps(em, payload.eventId, payload.acceptedBy, now, changes);
      const attendingCount = await recountAttending(em, payload.eventId);
      recordEvent(em, 'events.sub-added', {
        eventId: payload.eventId,
        teamId: payload.teamId,
        memberId: payload.memberId,
        addedBy: payload.acceptedBy,
      });
      recordEvent(em, 'events.rsvp-changed', {
        eventId: payload.eventId,
        teamId: payload.teamId,
        actorId: payload.acceptedBy,
        changes,
        attendingCount,
      });
    },
  });
