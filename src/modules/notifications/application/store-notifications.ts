import type { NotificationMetaData, NotificationType } from '../../../contracts/notifications/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { notificationRecipients } from '../domain/recipients.ts';
import { insertNotifications } from '../infrastructure/notification.store.ts';

export interface NotificationDraft {
  type: NotificationType;
  text: string;
  metaData: NotificationMetaData;
  /** The domain event (or reminder, nudge) it comes from: with the recipient, its idempotency key. */
  sourceId: string;
  /** Who caused it: never notified, and members who blocked them are left out. */
  actorId: string | null;
  candidateIds: readonly string[];
}

/**
 * Stores one notification per recipient (never the actor, never a blocker of the actor) inside the
 * caller's transaction, and records `notifications.stored` there too, so the push follows the commit.
 * Run again for the same source, it stores nothing and records nothing. Returns how many were stored.
 */
export async function storeNotifications(
  em: EntityManager,
  identity: IdentityReadApi,
  draft: NotificationDraft,
): Promise<number> {
  const candidates = notificationRecipients(draft.candidateIds, draft.actorId, new Set());
  if (candidates.length === 0) return 0;
  const blockers = draft.actorId
    ? await identity.blockersAmong(draft.actorId, candidates)
    : new Set<string>();
  const recipients = notificationRecipients(candidates, draft.actorId, blockers);
  if (recipients.length === 0) return 0;
  const count = await insertNotifications(em, draft, recipients);
  if (count > 0)
    recordEvent(em, 'notifications.stored', { sourceId: draft.sourceId, type: draft.type, count });
  return count;
}
