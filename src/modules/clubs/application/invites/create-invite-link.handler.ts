import { randomUUID } from 'node:crypto';
import {
  INVITE_MESSAGES,
  type InviteKind,
  type InviteLinkRequest,
  type InviteLinkResult,
  invitePath,
} from '../../../../contracts/clubs/invite.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { newInviteToken } from '../../domain/invite-token.ts';
import { InviteEntity } from '../../infrastructure/invite.entity.ts';
import { assertGroupMember, assertTeamCaptain } from './invite-access.ts';

/**
 * `POST /api/invite`: a shareable link to a team (captains) or a pickup group (its members). The raw
 * token is in the answer only; the database keeps its hash. The `invite_type` header, when sent, must
 * agree with the body (member: a team, pickupGroup: a group).
 */
export async function createInviteLink(
  deps: { em: EntityManager; clock: Clock; publicUrl: string },
  actor: AuthenticatedMember,
  request: InviteLinkRequest,
  kind: InviteKind | undefined,
): Promise<InviteLinkResult> {
  const teamId = 'teamId' in request ? request.teamId : undefined;
  const pickupGroupId = 'pickupGroupId' in request ? request.pickupGroupId : undefined;
  if (kind && (kind === 'member') !== Boolean(teamId))
    throw badRequest([{ message: INVITE_MESSAGES.linkFailed, field: 'invite_type' }]);
  if (teamId) await assertTeamCaptain(deps.em, teamId, actor.memberId);
  if (pickupGroupId) await assertGroupMember(deps.em, pickupGroupId, actor.memberId);
  const { token, hash } = newInviteToken();
  await deps.em.transactional(async (em) => {
    em.create(InviteEntity, {
      id: randomUUID(),
      tokenHash: hash,
      channel: 'link',
      type: request.type,
      teamId: teamId ?? null,
      pickupGroupId: pickupGroupId ?? null,
      leagueId: null,
      organizationId: null,
      inviterId: actor.memberId,
      email: null,
      firstName: null,
      lastName: null,
      status: 'pending',
      acceptedBy: null,
      acceptedAt: null,
      sentAt: null,
      sendCount: 0,
      createdAt: deps.clock.now(),
    });
  });
  return { token, url: `${deps.publicUrl}${invitePath({ teamId, pickupGroupId }, token)}` };
}
