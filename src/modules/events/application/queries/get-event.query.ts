import type { EventDto } from '../../../../contracts/events/index.ts';
import { assertEventMember, eventAccess, toEventDto } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

/** GET /api/event/{eventId}: members of the team read the event (two statements). */
export async function getEvent(deps: EventsDeps, viewerId: string, eventId: string): Promise<EventDto> {
  const access = await eventAccess(deps.em, eventId, viewerId);
  assertEventMember(access);
  return toEventDto(access.row, access.role.team, deps.clock.now());
}
