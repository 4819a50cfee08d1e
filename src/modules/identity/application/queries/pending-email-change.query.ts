import type { PendingEmailChange } from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

/** The member's pending e-mail change still waiting for its link (an expired one no longer counts). */
export async function pendingEmailChange(
  em: EntityManager,
  memberId: string,
  now: Date,
): Promise<PendingEmailChange> {
  const rows = await em.execute<Array<{ new_email: string }>>(
    `select new_email from email_change
     where member_id = ? and status = 'pending' and expires_at > ?
     order by requested_at desc limit 1`,
    [memberId, now],
  );
  return { pendingEmail: rows[0]?.new_email ?? null };
}
