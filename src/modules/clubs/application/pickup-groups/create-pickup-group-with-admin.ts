import { randomUUID } from 'node:crypto';
import type { PickupGroupDetails } from '../../../../contracts/clubs/pickup-group.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { PickupGroupEntity, PickupGroupMemberEntity } from '../../infrastructure/pickup-group.entity.ts';

/**
 * Writes a new group with `adminId` as its first admin inside the caller's transaction (`tx`): the
 * group, the admin's membership and the event commit together. Images are stored URLs already.
 * Shared by POST /api/pickup-group and the demo seed.
 */
export async function createPickupGroupWithAdmin(
  tx: EntityManager,
  input: {
    details: PickupGroupDetails;
    adminId: string;
    images: { banner: string | null; badge: string | null };
    now: Date;
  },
): Promise<string> {
  const { details, adminId, images, now } = input;
  const id = randomUUID();
  tx.create(PickupGroupEntity, {
    id,
    ...details,
    banner: images.banner,
    badge: images.badge,
    organizationId: null,
    createdBy: adminId,
    status: 'active',
    deactivatedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  // The membership references the group: the group row goes first.
  await tx.flush();
  tx.create(PickupGroupMemberEntity, {
    id: randomUUID(),
    pickupGroupId: id,
    memberId: adminId,
    status: 'active',
    isAdmin: true,
    isBlocked: false,
    joinedAt: now,
    updatedAt: now,
  });
  recordEvent(tx, 'clubs.pickup-group-created', { pickupGroupId: id, name: details.name, adminId });
  return id;
}
