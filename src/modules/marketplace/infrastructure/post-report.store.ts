import type { EntityManager } from '../../../platform/db/orm.ts';

/** Records a member's report of a post once: reporting again changes nothing. True when new. */
export async function recordPostReport(
  em: EntityManager,
  report: { postId: string; reporterId: string; reason: string | null; at: Date },
): Promise<boolean> {
  const rows = await em.execute<Array<{ post_id: string }>>(
    `insert into marketplace_post_report (post_id, reporter_id, reason, created_at) values (?, ?, ?, ?)
     on conflict (post_id, reporter_id) do nothing returning post_id`,
    [report.postId, report.reporterId, report.reason, report.at],
  );
  return rows.length > 0;
}
