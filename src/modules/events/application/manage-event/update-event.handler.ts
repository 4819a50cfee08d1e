import { OptimisticLockError } from '@mikro-orm/core';
import {
  EVENT_MESSAGES,
  type EventWithMessage,
  type UpdateEvent,
} from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { eventStart, mergedWallTime } from '../../domain/event-time.ts';
import { TeamEventEntity } from '../../infrastructure/team-event.entity.ts';
import { assertEventCaptain, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import { getEvent } from '../queries/get-event.query.ts';

const TIME_FIELDS = ['timezone', 'hours', 'minutes', 'date', 'month', 'year'] as const;

/**
 * A captain edits the event. Time fields not sent keep the current wall time (in the new zone if the zone
 * changed). A changed start or place is flagged on the event so the roster is mailed.
 */
export async function updateEvent(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  changes: UpdateEvent,
): Promise<EventWithMessage> {
  assertEventCaptain(await eventAccess(deps.em, eventId, actor.memberId));
  try {
    await deps.em.transactional(async (tx) => {
      const event = await tx.findOne(TeamEventEntity, { id: eventId });
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      if (changes.version !== undefined && changes.version !== event.version)
        throw conflict(EVENT_MESSAGES.changedMeanwhile);
      const changed: string[] = [];
      if (changes.title !== undefined && changes.title !== event.title) {
        event.title = changes.title;
        changed.push('title');
      }
      if (changes.addressName !== undefined && changes.addressName !== event.addressName) {
        event.addressName = changes.addressName;
        changed.push('addressName');
      }
      if (TIME_FIELDS.some((field) => changes[field] !== undefined)) {
        const wall = mergedWallTime(event.startsAt, event.timeZone, changes);
        if (typeof wall === 'string') throw badRequest([{ message: wall, field: 'date' }]);
        const start = eventStart(wall, changes.timezone ?? event.timeZone);
        if (start.ianaZone !== event.timeZone) {
          event.timeZone = start.ianaZone;
          changed.push('timezone');
        }
        if (start.startsAt.getTime() !== event.startsAt.getTime()) {
          event.startsAt = start.startsAt;
          changed.push('dateAndTime');
        }
      }
      if (changed.length === 0) return;
      event.updatedAt = deps.clock.now();
      recordEvent(tx, 'events.event-updated', {
        eventId,
        teamId: event.teamId,
        actorId: actor.memberId,
        changed,
        timeOrPlaceChanged: changed.includes('dateAndTime') || changed.includes('addressName'),
      });
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw conflict(EVENT_MESSAGES.changedMeanwhile);
    throw error;
  }
  return { event: await getEvent(deps, actor.memberId, eventId), message: EVENT_MESSAGES.updated };
}
