import type { MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { pickupGroupRoleOf } from '../../clubs/index.ts';
import { gameIdOf } from '../domain/ids.ts';

/** `pickup-event:<id>`: signed-in members who may see the game (not blocked from its group). */
export function pickupRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'pickup-event',
    async canJoin(memberId, rawId) {
      const id = gameIdOf(rawId);
      if (id === undefined) return false;
      const em = orm.em.fork();
      const [row] = await em.execute<Array<{ pickup_group_id: string }>>(
        'select pickup_group_id from pickup_event where id = ?',
        [id],
      );
      if (!row) return false;
      const role = await pickupGroupRoleOf(em, row.pickup_group_id, memberId);
      return role !== undefined && !role.isBlocked;
    },
  };
}
