import type { ReportTargetResolver } from '../../identity/index.ts';
import { isUuid } from '../domain/chat-rules.ts';

/**
 * REPORT MESSAGE through POST /api/report: `{type: 'message', targetId: <message id>, reportedPlayerId}`.
 * A direct or a team message (their ids never collide); the report names its sender.
 */
export const messageReportTarget: ReportTargetResolver = {
  type: 'message',
  async resolve(em, { targetId }) {
    if (!isUuid(targetId)) return undefined;
    const [row] = await em.execute<Array<{ id: string; sender_id: string }>>(
      `select id, sender_id from direct_message where id = ?
       union all select id, sender_id from team_message where id = ?
       limit 1`,
      [targetId, targetId],
    );
    return row ? { targetId: row.id, reportedMemberId: row.sender_id } : undefined;
  },
};
