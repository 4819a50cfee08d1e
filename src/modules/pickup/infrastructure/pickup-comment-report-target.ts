import type { ReportTargetResolver } from '../../identity/index.ts';
import { isUuid } from '../domain/ids.ts';

/** REPORT COMMENT on a pickup game's comment (`POST /api/report {type: 'comment', targetId}`). */
export const pickupCommentReportTarget: ReportTargetResolver = {
  type: 'comment',
  async resolve(em, { targetId }) {
    if (!isUuid(targetId)) return undefined;
    const [row] = await em.execute<Array<{ id: string; member_id: string }>>(
      'select id, member_id from pickup_comment where id = ?',
      [targetId],
    );
    return row ? { targetId: row.id, reportedMemberId: row.member_id } : undefined;
  },
};
