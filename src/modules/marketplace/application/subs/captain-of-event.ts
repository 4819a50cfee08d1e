import { SUB_MESSAGES as M } from '../../../../contracts/marketplace/sub-requests.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { teamEventFacts } from '../../../events/index.ts';

/**
 * The event's facts (events' read API) and its team (clubs' read API) when `memberId` captains it;
 * anyone else gets a 403, as the events module answers them for the event's captain routes.
 */
export async function captainedEvent(em: EntityManager, eventId: string, memberId: string) {
  const event = await teamEventFacts(em, eventId);
  if (!event) throw notFound(M.eventNotFound);
  const role = await teamRoleOf(em, event.teamId, memberId);
  if (!role) throw notFound(M.eventNotFound);
  if (!role.isCaptain) throw forbidden(M.captainOnly);
  return { event, team: role.team };
}

/** A captain of the team `teamId`, or a 403 (the request itself is public, so no 404 here). */
export async function assertTeamCaptain(em: EntityManager, teamId: string, memberId: string) {
  const role = await teamRoleOf(em, teamId, memberId);
  if (!role?.isCaptain) throw forbidden(M.captainOnly);
}
