import type { MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { isUuid } from '../application/league-access.ts';

/** `league:<id>`: a league's standings are public, so any signed-in member may follow an existing league. */
export function leagueRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'league',
    async canJoin(_memberId, id) {
      if (!isUuid(id)) return false;
      const [row] = await orm.em.fork().execute('select 1 from league where id = ?', [id]);
      return row !== undefined;
    },
  };
}
