import { FREE_AGENT_MESSAGES } from '../../../../contracts/marketplace/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { type InviteMemberDeps, inviteMemberToTeam } from '../../../clubs/index.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { FreeAgentEntity } from '../../infrastructure/free-agent.entity.ts';

/**
 * A captain invites an active free agent to one of their teams. Clubs makes and mails the invite
 * (captains only, not someone already on the roster, the invites-an-hour limit); the marketplace only
 * says who the listing's member is, so the captain never learns their address. A paused or removed
 * listing is a 404, as it is on its page.
 */
export async function inviteFreeAgent(
  deps: InviteMemberDeps,
  actor: AuthenticatedMember,
  freeAgentId: string,
  teamId: string,
): Promise<{ message: string }> {
  const listing = isUuid(freeAgentId)
    ? await deps.em.findOne(FreeAgentEntity, { id: freeAgentId, status: 'active' })
    : null;
  if (!listing) throw notFound(FREE_AGENT_MESSAGES.notFound);
  return inviteMemberToTeam(deps, actor, { teamId, memberId: listing.memberId });
}
