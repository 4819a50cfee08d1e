import type { EntityManager, MikroORM } from '../../../platform/db/orm.ts';
import type { RoomAccess } from '../../../platform/realtime/room-access.ts';
import { type EventTeamResolver, teamRoleOf } from '../../clubs/index.ts';
import type { ReportTargetResolver } from '../../identity/index.ts';
import { isUuid } from '../domain/ids.ts';

/** Members of the event's team and its subs follow its room `event:<id>` (comments, RSVPs, votes). */
export function eventRoomAccess(orm: MikroORM): RoomAccess {
  return {
    prefix: 'event',
    async canJoin(memberId, eventId) {
      if (!isUuid(memberId) || !isUuid(eventId)) return false;
      // Sockets live outside any HTTP request: a fork of our own, not the request-scoped manager.
      const em = orm.em.fork();
      const [row] = await em.execute<Array<{ team_id: string; is_sub: boolean }>>(
        `select team_id,
           exists (select 1 from team_event_sub s where s.event_id = e.id and s.member_id = ?) as is_sub
         from team_event e where id = ?`,
        [memberId, eventId],
      );
      if (!row) return false;
      // A sub (issue 20) follows the one game they play, as they read and write its comments.
      if (row.is_sub) return true;
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
