import {
  PICKUP_GROUP_MESSAGES as M,
  type PickupGroupDetails,
  type PickupGroupDto,
} from '../../../../contracts/clubs/pickup-group.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { getPickupGroup } from '../queries/pickup-group.query.ts';
import { createPickupGroupWithAdmin } from './create-pickup-group-with-admin.ts';
import type { GroupDeps } from './group-access.ts';
import { type GroupImageFiles, storeGroupImages } from './group-images.ts';

/**
 * Creates a group with both images (spec §5: banner and badge required); the creator is its first
 * admin. The group, the admin's membership and the event commit together.
 */
export async function createPickupGroup(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  details: PickupGroupDetails,
  files: GroupImageFiles,
): Promise<PickupGroupDto> {
  const missing = [
    ...(files.banner ? [] : [{ message: M.bannerRequired, field: 'banner' }]),
    ...(files.badge ? [] : [{ message: M.badgeRequired, field: 'badge' }]),
  ];
  if (missing.length > 0) throw badRequest(missing);
  const images = await storeGroupImages(deps.storage, files);
  const id = await deps.em.transactional((tx) =>
    createPickupGroupWithAdmin(tx, {
      details,
      adminId: actor.memberId,
      images: { banner: images.banner ?? null, badge: images.badge ?? null },
      now: deps.clock.now(),
    }),
  );
  return getPickupGroup(deps.em, id);
}
