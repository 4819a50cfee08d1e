import { randomUUID } from 'node:crypto';
import {
  type GroupMembershipResult,
  PICKUP_GROUP_MESSAGES as M,
  type PickupGroupMemberDto,
} from '../../../../contracts/clubs/pickup-group.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  assertAdmin,
  assertMayLeave,
  assertMayRemove,
  joinDecision,
  roleOf,
  toggledAdmin,
  toggledBlock,
} from '../../domain/group-membership.ts';
import { isUuid } from '../../domain/ids.ts';
import { PickupGroupMemberEntity } from '../../infrastructure/pickup-group.entity.ts';
import type { GroupJoinVia } from '../../pickup-group-events.ts';
import { getPickupGroup, groupMemberOf } from '../queries/pickup-group.query.ts';
import { applyingRules, type GroupDeps, groupAccess } from './group-access.ts';

// Every change of a group's member list runs in one transaction with the group row locked (see
// groupAccess): changes of one group take turns, so two simultaneous joins find each other and
// "the last admin" is counted against what is really there. The unique (group, member) key backs it.

const rowOf = (em: EntityManager, pickupGroupId: string, memberId: string) =>
  isUuid(memberId) ? em.findOne(PickupGroupMemberEntity, { pickupGroupId, memberId }) : Promise.resolve(null);

/** An admin's change to one member's row: in the group's transaction (see groupAccess), after the admin check. */
const asGroupAdmin = (
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
  memberId: string,
  change: (em: EntityManager, groupId: string, row: Awaited<ReturnType<typeof rowOf>>) => void,
) =>
  applyingRules(() =>
    deps.em.transactional(async (em) => {
      const access = await groupAccess(em, pickupGroupId, actor.memberId, true);
      assertAdmin(roleOf(access.membership));
      change(em, access.pickupGroupId, await rowOf(em, access.pickupGroupId, memberId));
    }),
  );

/**
 * Adds a member to a group, once: called by join and by invites, inside the caller's transaction.
 * `alreadyAdded` when they were a member already (nothing changes, no event). A blocked member is
 * refused (GroupRuleViolation).
 */
export async function addMemberToGroup(
  em: EntityManager,
  now: Date,
  input: { pickupGroupId: string; memberId: string; via: GroupJoinVia },
): Promise<{ alreadyAdded: boolean }> {
  const access = await groupAccess(em, input.pickupGroupId, input.memberId, true);
  const decision = joinDecision(access.membership);
  if (decision === 'already') return { alreadyAdded: true };
  if (decision === 'insert') {
    em.create(PickupGroupMemberEntity, {
      id: randomUUID(),
      pickupGroupId: access.pickupGroupId,
      memberId: input.memberId,
      status: 'active',
      isAdmin: false,
      isBlocked: false,
      joinedAt: now,
      updatedAt: now,
    });
  } else {
    const row = await rowOf(em, access.pickupGroupId, input.memberId);
    em.assign(row!, { status: 'active', isAdmin: false, joinedAt: now, updatedAt: now });
  }
  recordEvent(em, 'clubs.pickup-group-member-joined', {
    pickupGroupId: access.pickupGroupId,
    memberId: input.memberId,
    via: input.via,
  });
  return { alreadyAdded: false };
}

export async function joinPickupGroup(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
): Promise<GroupMembershipResult> {
  const { alreadyAdded } = await applyingRules(() =>
    deps.em.transactional((em) =>
      addMemberToGroup(em, deps.clock.now(), { pickupGroupId, memberId: actor.memberId, via: 'joined' }),
    ),
  );
  return {
    group: await getPickupGroup(deps.em, pickupGroupId),
    isMember: true,
    message: alreadyAdded ? 'You are already a member of this group.' : 'Successfully joined the group.',
  };
}

export async function leavePickupGroup(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
): Promise<GroupMembershipResult> {
  await applyingRules(() =>
    deps.em.transactional(async (em) => {
      const access = await groupAccess(em, pickupGroupId, actor.memberId, true);
      const [counts] = await em.execute<Array<{ admins: number; members: number }>>(
        `select count(*) filter (where is_admin)::int as admins, count(*)::int as members
         from pickup_group_member where pickup_group_id = ? and status = 'active' and not is_blocked`,
        [access.pickupGroupId],
      );
      assertMayLeave(access.membership, counts ?? { admins: 0, members: 0 });
      const row = await rowOf(em, access.pickupGroupId, actor.memberId);
      em.assign(row!, { status: 'left', isAdmin: false, updatedAt: deps.clock.now() });
      recordEvent(em, 'clubs.pickup-group-member-left', {
        pickupGroupId: access.pickupGroupId,
        memberId: actor.memberId,
      });
    }),
  );
  return { group: await getPickupGroup(deps.em, pickupGroupId), isMember: false, message: M.left };
}

export async function removeGroupMember(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
  memberId: string,
): Promise<{ memberId: string; message: string }> {
  await asGroupAdmin(deps, actor, pickupGroupId, memberId, (em, groupId, row) => {
    assertMayRemove(actor.memberId, memberId, row ?? undefined);
    em.assign(row!, { status: 'removed', isAdmin: false, updatedAt: deps.clock.now() });
    recordEvent(em, 'clubs.pickup-group-member-removed', {
      pickupGroupId: groupId,
      memberId,
      actorId: actor.memberId,
    });
  });
  return { memberId, message: M.removed };
}

export async function toggleGroupMemberBlock(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
  memberId: string,
): Promise<PickupGroupMemberDto> {
  await asGroupAdmin(deps, actor, pickupGroupId, memberId, (em, groupId, row) => {
    const next = toggledBlock(actor.memberId, memberId, row ?? undefined);
    em.assign(row!, { ...next, updatedAt: deps.clock.now() });
    recordEvent(em, 'clubs.pickup-group-member-blocked', {
      pickupGroupId: groupId,
      memberId,
      actorId: actor.memberId,
      isBlocked: next.isBlocked,
    });
  });
  return groupMemberOf(deps.em, deps.identity, pickupGroupId, memberId);
}

export async function toggleGroupAdmin(
  deps: GroupDeps,
  actor: AuthenticatedMember,
  pickupGroupId: string,
  memberId: string,
): Promise<PickupGroupMemberDto> {
  await asGroupAdmin(deps, actor, pickupGroupId, memberId, (em, groupId, row) => {
    const isAdmin = toggledAdmin(actor.memberId, memberId, row ?? undefined);
    em.assign(row!, { isAdmin, updatedAt: deps.clock.now() });
    recordEvent(em, 'clubs.pickup-group-admin-changed', {
      pickupGroupId: groupId,
      memberId,
      actorId: actor.memberId,
      isAdmin,
    });
  });
  return groupMemberOf(deps.em, deps.identity, pickupGroupId, memberId);
}
