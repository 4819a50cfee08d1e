import { INVITE_MESSAGES } from '../../../../contracts/clubs/invite.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden } from '../../../../platform/errors/app-error.ts';
import { roleOf } from '../../domain/group-membership.ts';
import { groupAccess } from '../pickup-groups/group-access.ts';
import { teamAccess } from '../team-access.ts';

/** Spec §6: a captain invites to a team (404 for an unknown team, 403 for anyone else). */
export async function assertTeamCaptain(em: EntityManager, teamId: string, memberId: string): Promise<void> {
  const access = await teamAccess(em, teamId, memberId);
  if (!access.isCaptain) throw forbidden(INVITE_MESSAGES.captainOnly);
}

/** Any member of a group may share its link; a blocked member sees no invite options (spec §6). */
export async function assertGroupMember(
  em: EntityManager,
  pickupGroupId: string,
  memberId: string,
): Promise<void> {
  const role = roleOf((await groupAccess(em, pickupGroupId, memberId)).membership);
  if (role !== 'member' && role !== 'admin') throw forbidden('Only members of this group can invite to it.');
}
