// The clubs' realtime pushes (room names and event names), without zod: a club's page follows its room
// without loading the schemas. roster.ts and pickup-group.ts re-export them.

/** The realtime push to room `team:<id>` whenever the roster changed; the SPA refetches the roster. */
export const ROSTER_CHANGED_EVENT = 'team:roster-changed';
export interface RosterChangedPush {
  teamId: string;
  reason: 'member-joined' | 'member-left' | 'member-removed' | 'captain-changed' | 'team-deleted';
  memberIds: string[];
}

/** Realtime: pushed to room `pickup-group:<id>` whenever the member list changes. */
export const GROUP_MEMBERS_CHANGED_EVENT = 'pickup-group:members-changed';
export interface GroupMembersChangedPush {
  pickupGroupId: string;
  change: 'joined' | 'left' | 'removed' | 'blocked' | 'unblocked' | 'admin-granted' | 'admin-revoked';
  memberId: string;
  memberCount: number;
}
export const pickupGroupRoom = (pickupGroupId: string) => `pickup-group:${pickupGroupId}`;
