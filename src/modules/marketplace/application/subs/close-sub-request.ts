import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SubRequestRow } from './sub-request-rows.ts';

export type SubCloseReason = 'filled' | 'closed_by_captain' | 'event_started' | 'event_canceled';

/**
 * Ends an open request (the row is locked or just updated by the caller): its pending offers become late
 * and the event names their players, so they are told the game no longer needs them.
 */
export async function closeSubRequest(
  em: EntityManager,
  row: Pick<SubRequestRow, 'id' | 'event_id' | 'workspace_id' | 'title' | 'starts_at'>,
  reason: SubCloseReason,
  now: Date,
): Promise<void> {
  await em.execute(
    `update sub_request set status = ?, closed_reason = ?, updated_at = ? where id = ? and status = 'open'`,
    [reason === 'filled' ? 'filled' : 'closed', reason, now, row.id],
  );
  const late = await em.execute<Array<{ member_id: string }>>(
    `update sub_offer set status = 'late', answered_at = ? where request_id = ? and status = 'pending'
     returning member_id`,
    [now, row.id],
  );
  recordEvent(em, reason === 'filled' ? 'marketplace.sub-request-filled' : 'marketplace.sub-request-closed', {
    requestId: row.id,
    eventId: row.event_id,
    workspaceId: Number(row.workspace_id),
    reason,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    lateMemberIds: late.map((offer) => offer.member_id),
  });
}
