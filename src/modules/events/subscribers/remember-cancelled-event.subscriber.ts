import { defineSubscriber } from '../../../platform/bus/index.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import { rememberCancelledEvent as rememberCancelled } from '../infrastructure/calendar.store.ts';

/**
 * Keeps what a deleted event was, so calendar feeds can mark it cancelled (STATUS:CANCELLED) instead
 * of letting it vanish: an app that already copied the game then shows it as called off.
 */
export const rememberCancelledEvent = defineSubscriber({
  name: 'events.remember-cancelled-event',
  event: 'events.event-deleted',
  async handle(event, { em }) {
    const { eventId, teamId, event: snapshot } = event.payload;
    // A team deleted since has no feed left to show it in (its cancelled events go with it).
    if (!(await teamRoleOf(em, teamId, undefined))) return;
    await rememberCancelled(em, {
      eventId,
      teamId,
      title: snapshot.title,
      addressName: snapshot.addressName,
      startsAt: snapshot.startsAt,
      timeZone: snapshot.timeZone,
      cancelledAt: event.occurredAt,
    });
  },
});
