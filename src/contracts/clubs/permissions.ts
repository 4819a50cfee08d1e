import { z } from 'zod';

/** POST /api/permission: the ids of the page on screen (a team, a pickup group or an event page). */
export const permissionRequestSchema = z
  .object({
    teamId: z.string().max(64).optional(),
    pickupGroupId: z.string().max(64).optional(),
    eventId: z.string().max(64).optional(),
  })
  .refine((ids) => Boolean(ids.teamId || ids.pickupGroupId || ids.eventId), {
    message: 'Give a teamId, pickupGroupId or eventId',
  });
export type PermissionRequest = z.output<typeof permissionRequestSchema>;

export type PermissionType = 'team' | 'pickupGroup' | 'event' | 'none';

export interface PermissionFlags {
  isCaptain: boolean;
  isAdmin: boolean;
  isActive: boolean;
  isOwner: boolean;
  isMember: boolean;
  isBlocked: boolean;
  fetchComplete: boolean;
}

/** Spec §3 Permissions object; league events add a map of permissions per team. */
export interface PermissionsDto extends PermissionFlags {
  type: PermissionType;
  teams?: Record<string, PermissionFlags>;
}

export { NO_PERMISSIONS } from './no-permissions.ts';
