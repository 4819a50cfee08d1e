import type { MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { isUuid } from '../domain/ids.ts';

/** Only members of a team follow its room (the roster is for members only, spec §6). */
export function teamRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'team',
    async canJoin(memberId, teamId) {
      if (!isUuid(memberId) || !isUuid(teamId)) return false;
      // Sockets live outside any HTTP request: a fork of our own, not the request-scoped manager.
      const rows = await orm.em
        .fork()
        .execute('select 1 from roster_entry where team_id = ? and member_id = ?', [teamId, memberId]);
      return rows.length > 0;
    },
  };
}
