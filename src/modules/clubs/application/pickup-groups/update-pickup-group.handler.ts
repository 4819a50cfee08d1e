import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import {
  PICKUP_GROUP_MESSAGES as M,
  type PickupGroupDto,
  type PickupGroupUpdate,
} from '../../../../contracts/clubs/pickup-group.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { assertAdmin, roleOf } from '../../domain/group-membership.ts';
import { PickupGroupEntity } from '../../infrastructure/pickup-group.entity.ts';
import { getPickupGroup } from '../queries/pickup-group.query.ts';
import { applyingRules, type GroupDeps, groupAccess } from './group-access.ts';
import { type GroupImageFiles, storeGroupImages } from './group-images.ts';

const changedMeanwhile = () => new AppError(409, [{ message: M.changedMeanwhile, code: 'VersionConflict' }]);

/**
 * An admin edits the details and, unless an organisation owns the group, its images. With `version`
 * (the one the form was loaded with) an edit made meanwhile by someone else is a 409, not overwritten.
 */
export async function updatePickupGroup(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
  changes: PickupGroupUpdate,
  files: GroupImageFiles,
  version: number | undefined,
): Promise<PickupGroupDto> {
  const access = await groupAccess(deps.em, pickupGroupId, actor.memberId);
  await applyingRules(async () => assertAdmin(roleOf(access.membership)));
  const hasFiles = Boolean(files.banner || files.badge);
  if (hasFiles && access.organizationId !== null) throw forbidden(M.organizationImages);
  const images = hasFiles ? await storeGroupImages(deps.storage, files) : {};
  try {
    await deps.em.transactional(async (em) => {
      const group = await em.findOne(PickupGroupEntity, { id: access.pickupGroupId, status: 'active' });
      if (!group) throw notFound(M.notFound);
      if (version !== undefined) await em.lock(group, LockMode.OPTIMISTIC, version);
      const changed = Object.keys(changes).filter(
        (key) => changes[key as keyof PickupGroupUpdate] !== undefined,
      );
      em.assign(group, { ...changes, ...images, updatedAt: deps.clock.now() });
      changed.push(...Object.keys(images));
      recordEvent(em, 'clubs.pickup-group-updated', {
        pickupGroupId: group.id,
        actorId: actor.memberId,
        changed,
      });
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw changedMeanwhile();
    throw error;
  }
  return getPickupGroup(deps.em, access.pickupGroupId);
}
