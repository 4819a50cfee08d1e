import {
  NO_PERMISSIONS,
  type PermissionRequest,
  type PermissionsDto,
} from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import type { EventTeamResolver } from '../../ports.ts';
import { teamAccess } from '../team-access.ts';
import { pickupGroupPermissions } from './pickup-group.query.ts';

/**
 * POST /api/permission: what the viewer may do on the page on screen. Anonymous viewers get the complete
 * "no rights" object; an unknown page is a 404 (the SPA then also assumes no rights, spec §4).
 * An event page has its team's rights, `type: 'event'`; which team that is, the events module answers
 * through the EventTeamResolver extension point (clubs may not import it).
 */
export async function getPermissions(
  em: EntityManager,
  events: EventTeamResolver,
  viewerId: string | undefined,
  request: PermissionRequest,
): Promise<PermissionsDto> {
  // An event page's ids name its event (its team may come along); pickup pages name their group.
  if (request.eventId && !request.pickupGroupId) {
    const teamId = await events.teamOfEvent(request.eventId);
    if (!teamId) throw notFound('Event not found.');
    return { ...(await teamPermissions(em, teamId, viewerId)), type: 'event' };
  }
  if (request.teamId) return teamPermissions(em, request.teamId, viewerId);
  if (request.pickupGroupId) {
    return {
      ...NO_PERMISSIONS,
      type: 'pickupGroup',
      ...(await pickupGroupPermissions(em, request.pickupGroupId, viewerId)),
    };
  }
  throw notFound('Event not found.');
}

async function teamPermissions(
  em: EntityManager,
  teamId: string,
  viewerId: string | undefined,
): Promise<PermissionsDto> {
  const access = await teamAccess(em, teamId, viewerId);
  return {
    ...NO_PERMISSIONS,
    type: 'team',
    isMember: access.isMember,
    isCaptain: access.isCaptain,
    isActive: access.isMember,
    isOwner: access.isOwner,
  };
}
