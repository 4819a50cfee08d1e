import type { MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { isUuid } from '../domain/ids.ts';

/**
 * Who follows `pickup-group:<id>`: any signed-in member the active group has not blocked, the same
 * viewers its member list is shown to (spec §2, §6).
 */
export function groupRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'pickup-group',
    async canJoin(memberId, pickupGroupId) {
      if (!isUuid(memberId) || !isUuid(pickupGroupId)) return false;
      // Sockets live outside any HTTP request: a fork of our own, not the request-scoped manager.
      const rows = await orm.em.fork().execute<Array<{ blocked: boolean | null }>>(
        `select m.is_blocked as blocked from pickup_group g
         left join pickup_group_member m on m.pickup_group_id = g.id and m.member_id = ?
         where g.id = ? and g.status = 'active'`,
        [memberId, pickupGroupId],
      );
      return rows.length > 0 && rows[0]!.blocked !== true;
    },
  };
}
