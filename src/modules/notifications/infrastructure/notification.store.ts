import type { QueryResult } from '@mikro-orm/core';
import type { NotificationMetaData, NotificationType } from '../../../contracts/notifications/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// The set-based and claim-once writes of notifications, run inside the caller's transaction. A fan-out
// to a 1,000-member group is one statement, not 1,000 entities; a nudge slot is claimed under its key.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A PostgreSQL array literal of uuids (checked), bound as one parameter. */
const uuidArray = (ids: readonly string[]) => `{${ids.filter((id) => UUID.test(id)).join(',')}}`;

const FAN_OUT = `
  insert into notification (recipient_id, type, text, meta_data, source_id)
  select recipient.id, ?, ?, ?::jsonb, ?
  from unnest(?::uuid[]) as recipient(id)
  on conflict (source_id, recipient_id) do nothing`;

/**
 * One notification per recipient, once per (source, recipient): run again for the same source it stores
 * nothing. Returns how many were stored.
 */
export async function insertNotifications(
  em: EntityManager,
  notification: { type: NotificationType; text: string; metaData: NotificationMetaData; sourceId: string },
  recipientIds: readonly string[],
): Promise<number> {
  const result = await em.execute<QueryResult>(
    FAN_OUT,
    [
      notification.type,
      notification.text,
      JSON.stringify(notification.metaData),
      notification.sourceId,
      uuidArray(recipientIds),
    ],
    'run',
  );
  return result.affectedRows ?? 0;
}

// A first nudge, or one at least `minGapMs` after the last. Two captains pressing at once: the row's key
// makes one of them wait and then find the slot taken.
const CLAIM_NUDGE = `
  insert into notification_nudge (event_id, nudged_by, nudged_at) values (?, ?, ?)
  on conflict (event_id) do update set nudged_by = excluded.nudged_by, nudged_at = excluded.nudged_at
    where notification_nudge.nudged_at <= ?
  returning event_id`;

/** Claims the game's nudge slot in its own transaction: false when the last nudge is too recent. */
export async function claimNudgeSlot(
  em: EntityManager,
  nudge: { eventId: string; memberId: string; now: Date; minGapMs: number },
): Promise<boolean> {
  const claimed = await em.transactional((tx) =>
    tx.execute<Array<{ event_id: string }>>(CLAIM_NUDGE, [
      nudge.eventId,
      nudge.memberId,
      nudge.now,
      new Date(nudge.now.getTime() - nudge.minGapMs),
    ]),
  );
  return claimed.length > 0;
}
