import type { InviteType } from '../../contracts/clubs/invite.ts';
import { defineEvents } from '../../platform/bus/index.ts';

/** How a member came into a pickup group. */
export type GroupJoinVia = 'created-group' | 'joined' | 'invite' | 'invite-link' | 'seed';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A member created a pickup group and became its first admin. */
    'clubs.pickup-group-created': { pickupGroupId: string; name: string; adminId: string };
    /** An admin changed the group's details or images (fields named in `changed`). */
    'clubs.pickup-group-updated': { pickupGroupId: string; actorId: string; changed: string[] };
    /** An admin deactivated the group for everyone; `memberIds` were its members. */
    'clubs.pickup-group-deactivated': {
      pickupGroupId: string;
      name: string;
      actorId: string;
      memberIds: string[];
    };
    /** A member joined (or rejoined) a pickup group. */
    'clubs.pickup-group-member-joined': { pickupGroupId: string; memberId: string; via: GroupJoinVia };
    /** A member left a pickup group of their own accord. */
    'clubs.pickup-group-member-left': { pickupGroupId: string; memberId: string };
    /** An admin removed a member from the group. */
    'clubs.pickup-group-member-removed': { pickupGroupId: string; memberId: string; actorId: string };
    /** An admin blocked (`isBlocked` true) or unblocked a member. */
    'clubs.pickup-group-member-blocked': {
      pickupGroupId: string;
      memberId: string;
      actorId: string;
      isBlocked: boolean;
    };
    /** An admin made or unmade another member an admin. */
    'clubs.pickup-group-admin-changed': {
      pickupGroupId: string;
      memberId: string;
      actorId: string;
      isAdmin: boolean;
    };
    /** An e-mail invite is due to be (re)sent: the subscriber issues its token and mails the link. */
    'clubs.invite-sent': { inviteId: string; resend: boolean };
    /** A member used an invite and was added to the team or group it is for. */
    'clubs.invite-accepted': {
      inviteId: string;
      memberId: string;
      type: InviteType;
      teamId: string | null;
      pickupGroupId: string | null;
      inviterId: string;
    };
  }
}

export const pickupGroupEvents = defineEvents([
  'clubs.pickup-group-created',
  'clubs.pickup-group-updated',
  'clubs.pickup-group-deactivated',
  'clubs.pickup-group-member-joined',
  'clubs.pickup-group-member-left',
  'clubs.pickup-group-member-removed',
  'clubs.pickup-group-member-blocked',
  'clubs.pickup-group-admin-changed',
  'clubs.invite-sent',
  'clubs.invite-accepted',
]);
