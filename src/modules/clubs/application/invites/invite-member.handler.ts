import { INVITE_MESSAGES } from '../../../../contracts/clubs/invite.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import type { MemberLimits } from '../../../../platform/rate-limit/member-limits.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { teamAccess } from '../team-access.ts';
import { createEmailInvites } from './email-invites.handler.ts';
import { assertTeamCaptain } from './invite-access.ts';

export interface InviteMemberDeps {
  em: EntityManager;
  clock: Clock;
  limits: MemberLimits;
  identity: IdentityReadApi;
}

/**
 * A captain invites a member they know only by id (a marketplace free agent, whose contacts are
 * hidden, spec §6). The address is read here and goes only into clubs' e-mail invite, the same
 * pending invite, rate limit and mail as `createEmailInvites`; the answer names no address.
 * 403 for a non-captain, 409 when the member is already on the roster, 404 when they cannot be mailed.
 */
export async function inviteMemberToTeam(
  deps: InviteMemberDeps,
  actor: AuthenticatedMember,
  input: { teamId: string; memberId: string },
): Promise<{ message: string }> {
  await assertTeamCaptain(deps.em, input.teamId, actor.memberId);
  if ((await teamAccess(deps.em, input.teamId, input.memberId)).isMember)
    throw conflict(INVITE_MESSAGES.alreadyAdded('team'));
  // Only an active account with an address can be mailed; its last name is for the captain's list.
  const [recipient] = await deps.identity.mailRecipients([input.memberId]);
  if (!recipient) throw notFound('This player cannot be invited.');
  const names = (await deps.identity.memberSummaries([input.memberId])).get(input.memberId);
  const { message } = await createEmailInvites(deps, actor, {
    teamId: input.teamId,
    type: 'as_roster',
    invites: [{ email: recipient.email, firstName: recipient.firstName, lastName: names?.lastName ?? '' }],
  });
  return { message };
}
