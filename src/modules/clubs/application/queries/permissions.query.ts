import {
  NO_PERMISSIONS,
  type PermissionRequest,
  type PermissionsDto,
} from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { teamAccess } from '../team-access.ts';
import { pickupGroupPermissions } from './pickup-group.queries.ts';

/**
 * POST /api/permission: what the viewer may do on the page on screen. Anonymous viewers get the complete
 * "no rights" object; an unknown page is a 404 (the SPA then also assumes no rights, spec §4).
 * Event pages answer once their module exists.
 */
export async function getPermissions(
  em: EntityManager,
  viewerId: string | undefined,
  request: PermissionRequest,
): Promise<PermissionsDto> {
  if (request.teamId) {
    const access = await teamAccess(em, request.teamId, viewerId);
    return {
      ...NO_PERMISSIONS,
      type: 'team',
      isMember: access.isMember,
      isCaptain: access.isCaptain,
      isActive: access.isMember,
      isOwner: access.isOwner,
    };
  }
  if (request.pickupGroupId) {
    return {
      ...NO_PERMISSIONS,
      type: 'pickupGroup',
      ...(await pickupGroupPermissions(em, request.pickupGroupId, viewerId)),
    };
  }
  throw notFound('Event not found.');
}
