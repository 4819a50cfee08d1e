import type { EntityManager, MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { type EventTeamResolver, teamRoleOf } from '../../clubs/index.ts';
import type { ReportTargetResolver } from '../../identity/index.ts';
import { isUuid } from '../domain/ids.ts';

/** Only members of the event's team follow its room `event:<id>` (comments, RSVPs, votes). */
export function eventRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'event',
    async canJoin(memberId, eventId) {
      if (!isUuid(memberId) || !isUuid(eventId)) return false;
      // Sockets live outside any HTTP request: a fork of our own, not the request-scoped manager.
      const em = orm.em.fork();
      const [row] = await em.execute<Array<{ team_id: string }>>(
        'select team_id from team_event where id = ?',
        [eventId],
      );
      if (!row) return false;
      return (await teamRoleOf(em, row.team_id, memberId))?.isMember === true;
    },
  };
}

/** REPORT COMMENT through POST /api/report: `{type: 'comment', targetId: <comment id>, reportedPlayerId}`. */
export const commentReportTarget: ReportTargetResolver = {
  type: 'comment',
  async resolve(em, { targetId }) {
    if (!isUuid(targetId)) return undefined;
    const [row] = await em.execute<Array<{ id: string; member_id: string }>>(
      'select id, member_id from team_event_comment where id = ?',
      [targetId],
    );
    return row ? { targetId: row.id, reportedMemberId: row.member_id } : undefined;
  },
};

/** Clubs' EventTeamResolver: the team of an event page, for POST /api/permission (one statement). */
export function eventTeamResolver(em: EntityManager): EventTeamResolver {
  return {
    async teamOfEvent(eventId) {
      if (!isUuid(eventId)) return undefined;
      const [row] = await em.execute<Array<{ team_id: string }>>(
        'select team_id from team_event where id = ?',
        [eventId],
      );
      return row?.team_id;
    },
  };
}
