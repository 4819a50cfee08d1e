import { z } from 'zod';
import { EMAIL_PATTERN } from '../common/patterns.ts';
import { INVITE_MESSAGES } from './messages.ts';

export { INVITE_MESSAGES };

// Invites (spec §2 invite modals; §3 invite token data and creation payload; §4 invite data; §5
// Invites; §7; §8): link invites, e-mail invites over the typed RPC and applying a token.

/** Spec §3: member (team, as_roster), pickupGroup (as_pickupGrpMember); as_sub also exists. */
export const INVITE_TYPES = ['as_roster', 'as_pickupGrpMember', 'as_sub'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];
/** The `invite_type` header of `POST /api/invite`: which kind of place the link is for. */
export const INVITE_TYPE_HEADER = 'invite_type';
export const INVITE_KINDS = ['member', 'pickupGroup'] as const;
export type InviteKind = (typeof INVITE_KINDS)[number];

/** `POST /api/invite` body: teamId+type or pickupGroupId+type (spec §7). */
export const inviteLinkSchema = z.union([
  z.object({
    teamId: z.uuid({ error: INVITE_MESSAGES.teamNotFound }),
    type: z.enum(['as_roster', 'as_sub']).default('as_roster'),
  }),
  z.object({
    pickupGroupId: z.uuid({ error: INVITE_MESSAGES.groupNotFound }),
    type: z.literal('as_pickupGrpMember').default('as_pickupGrpMember'),
  }),
]);
export type InviteLinkRequest = z.output<typeof inviteLinkSchema>;

export interface InviteLinkResult {
  token: string;
  /** The app page the link opens, with `?inviteToken=`. */
  url: string;
}

/** One row of the e-mail invite form (Player #n): valid e-mail, non-empty names (spec §5). */
export const inviteRowSchema = z.object({
  email: z
    .string({ error: INVITE_MESSAGES.email })
    .trim()
    .max(254, INVITE_MESSAGES.email)
    .regex(EMAIL_PATTERN, INVITE_MESSAGES.email)
    .transform((value) => value.toLowerCase()),
  firstName: z
    .string({ error: INVITE_MESSAGES.firstName })
    .trim()
    .min(1, INVITE_MESSAGES.firstName)
    .max(50, 'Must be at most 50 characters'),
  lastName: z
    .string({ error: INVITE_MESSAGES.lastName })
    .trim()
    .min(1, INVITE_MESSAGES.lastName)
    .max(50, 'Must be at most 50 characters'),
});
export type InviteRow = z.output<typeof inviteRowSchema>;

/** The invite creation payload (spec §3): teamId, optional leagueId and organizationId, invites. */
export const createInvitesSchema = z.object({
  teamId: z.uuid({ error: INVITE_MESSAGES.teamNotFound }),
  leagueId: z.string().trim().max(64).optional(),
  organizationId: z.coerce.number().int().positive().optional(),
  type: z.enum(['as_roster', 'as_sub']).default('as_roster'),
  invites: z.array(inviteRowSchema).min(1, INVITE_MESSAGES.noRows).max(50, INVITE_MESSAGES.tooManyRows),
});
export type CreateInvitesInput = z.input<typeof createInvitesSchema>;

export const listInvitesSchema = z.object({ teamId: z.uuid({ error: INVITE_MESSAGES.teamNotFound }) });

/** Resend to pending players: all of the team's, or the ones named. */
export const resendInvitesSchema = z.object({
  teamId: z.uuid({ error: INVITE_MESSAGES.teamNotFound }),
  inviteIds: z.array(z.uuid()).max(200).optional(),
});

export type InviteStatus = 'pending' | 'accepted';

/** One invited member in the captain's list. */
export interface InvitedMemberDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: InviteType;
  status: InviteStatus;
  isActive: boolean;
  memberId: string | null;
  sentAt: string;
  acceptedAt: string | null;
}

/** `/api/public/invite/process` body. */
export const processInviteSchema = z.object({
  token: z
    .string({ error: INVITE_MESSAGES.couldNotProcess })
    .trim()
    .min(1, INVITE_MESSAGES.couldNotProcess)
    .max(200),
});

/**
 * Invite result (spec §3): team or pickupGroup (id, name), alreadyAdded, inviter. `loggedInMember`
 * false: the token is valid but nothing was applied (sign in, then send it again). `addedToTeam`
 * true: this call added the member. `message` is the spec's text for what happened.
 */
export interface InviteResult {
  team?: { id: string; name: string };
  pickupGroup?: { id: string; name: string };
  inviter: { firstName: string; lastName: string };
  type: InviteType;
  alreadyAdded: boolean;
  addedToTeam: boolean;
  loggedInMember: boolean;
  message: string | null;
}

/** The page an invite link opens: the team or group page, carrying the token (spec §2 query). */
export function invitePath(target: { teamId?: string; pickupGroupId?: string }, token: string): string {
  const query = new URLSearchParams({ inviteToken: token });
  return target.teamId ? `/team/${target.teamId}?${query}` : `/pickup-group/${target.pickupGroupId}?${query}`;
}
