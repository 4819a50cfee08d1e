import { PICKUP_GROUP_MESSAGES as M } from '../../../../contracts/clubs/pickup-group.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { assertAdmin, roleOf } from '../../domain/group-membership.ts';
import { PickupGroupEntity } from '../../infrastructure/pickup-group.entity.ts';
import { applyingRules, type GroupDeps, groupAccess } from './group-access.ts';

/** Deactivates the group for everyone; not recoverable (spec §2). Its members are told by event. */
export async function deactivatePickupGroup(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
): Promise<{ id: string; message: string }> {
  await deps.em.transactional(async (em) => {
    const access = await groupAccess(em, pickupGroupId, actor.memberId, true);
    await applyingRules(async () => assertAdmin(roleOf(access.membership)));
    const group = await em.findOne(PickupGroupEntity, { id: access.pickupGroupId });
    if (!group) throw notFound(M.notFound);
    const members = await em.execute<Array<{ member_id: string }>>(
      `select member_id from pickup_group_member where pickup_group_id = ? and status = 'active'`,
      [group.id],
    );
    const now = deps.clock.now();
    em.assign(group, { status: 'deactivated', deactivatedAt: now, updatedAt: now });
    recordEvent(em, 'clubs.pickup-group-deactivated', {
      pickupGroupId: group.id,
      name: group.name,
      actorId: actor.memberId,
      memberIds: members.map((row) => row.member_id),
    });
  });
  return { id: pickupGroupId, message: M.deactivated };
}
