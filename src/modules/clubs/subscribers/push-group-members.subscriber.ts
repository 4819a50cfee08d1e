import {
  GROUP_MEMBERS_CHANGED_EVENT,
  type GroupMembersChangedPush,
  pickupGroupRoom,
} from '../../../contracts/clubs/pickup-group.ts';
import { type AnyEventSubscriber, defineSubscriber, type EventPayload } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';

// An open member list updates without a reload: every change of a group's members is pushed to the
// room `pickup-group:<id>`. A repeated push (a retried job) only makes the SPA refetch once more.

async function memberCount(em: EntityManager, pickupGroupId: string): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from pickup_group_member
     where pickup_group_id = ? and status = 'active' and not is_blocked`,
    [pickupGroupId],
  );
  return row?.count ?? 0;
}

type MemberEvent =
  | 'clubs.pickup-group-member-joined'
  | 'clubs.pickup-group-member-left'
  | 'clubs.pickup-group-member-removed'
  | 'clubs.pickup-group-member-blocked'
  | 'clubs.pickup-group-admin-changed';

function pushOn<N extends MemberEvent>(
  realtime: RealtimeEmitter,
  event: N,
  name: string,
  changeOf: (payload: EventPayload<N>) => GroupMembersChangedPush['change'],
) {
  return defineSubscriber({
    name,
    event,
    async handle(domainEvent, { em }) {
      const payload: EventPayload<MemberEvent> = domainEvent.payload;
      const push: GroupMembersChangedPush = {
        pickupGroupId: payload.pickupGroupId,
        change: changeOf(domainEvent.payload),
        memberId: payload.memberId,
        memberCount: await memberCount(em, payload.pickupGroupId),
      };
      realtime.toRoom(pickupGroupRoom(payload.pickupGroupId), GROUP_MEMBERS_CHANGED_EVENT, push);
    },
  });
}

/** One subscriber per member-list event, each pushing to the group's room. */
export function groupMemberPushSubscribers(realtime: RealtimeEmitter): AnyEventSubscriber[] {
  return [
    pushOn(realtime, 'clubs.pickup-group-member-joined', 'clubs.push-group-member-joined', () => 'joined'),
    pushOn(realtime, 'clubs.pickup-group-member-left', 'clubs.push-group-member-left', () => 'left'),
    pushOn(realtime, 'clubs.pickup-group-member-removed', 'clubs.push-group-member-removed', () => 'removed'),
    pushOn(realtime, 'clubs.pickup-group-member-blocked', 'clubs.push-group-member-blocked', (payload) =>
      payload.isBlocked ? 'blocked' : 'unblocked',
    ),
    pushOn(realtime, 'clubs.pickup-group-admin-changed', 'clubs.push-group-admin-changed', (payload) =>
      payload.isAdmin ? 'admin-granted' : 'admin-revoked',
    ),
  ];
}
