import { z } from 'zod';
import {
  INVITE_MESSAGES,
  INVITE_TYPE_HEADER,
  type InviteKind,
  type InviteLinkRequest,
  inviteRowSchema,
} from '../../../../src/contracts/clubs/invite.ts';

// Spec §5: each row needs a valid e-mail and non-empty first and last name.
export const inviteFormSchema = z.object({
  invites: z.array(inviteRowSchema).min(1, INVITE_MESSAGES.noRows).max(50, INVITE_MESSAGES.tooManyRows),
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;

export const emptyInviteRow = { email: '', firstName: '', lastName: '' };

/** Spec §4: the page an invite link opens, carrying the token the landing flow stores. */
export function inviteLink(
  origin: string,
  target: { kind: 'team' | 'pickupGroup'; id: string },
  token: string,
) {
  const path = target.kind === 'team' ? `/team/${target.id}` : `/pickup-group/${target.id}`;
  return `${origin}${path}?inviteToken=${encodeURIComponent(token)}`;
}

/** `POST /api/invite`: the body and the `invite_type` header for a team (as_roster) or a group. */
export function inviteLinkRequest(target: { kind: 'team' | 'pickupGroup'; id: string }): {
  body: InviteLinkRequest;
  headers: Record<string, InviteKind>;
} {
  return target.kind === 'team'
    ? { body: { teamId: target.id, type: 'as_roster' }, headers: { [INVITE_TYPE_HEADER]: 'member' } }
    : {
        body: { pickupGroupId: target.id, type: 'as_pickupGrpMember' },
        headers: { [INVITE_TYPE_HEADER]: 'pickupGroup' },
      };
}
