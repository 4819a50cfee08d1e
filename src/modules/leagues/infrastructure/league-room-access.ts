import type { MikroORM } from '../../../platform/db/orm.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { isUuid, readableLeague } from '../application/league-access.ts';

/**
 * `league:<id>`: a published league's standings are public, so any signed-in member may follow it; a
 * draft only its organization's staff (the draft rule of readableLeague).
 */
export function leagueRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'league',
    async canJoin(memberId, id) {
      if (!isUuid(id)) return false;
      try {
        await readableLeague(orm.em.fork(), id, memberId);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    },
  };
}
