import type {
  MarkNotificationsRequest,
  MarkNotificationsResult,
} from '../../../contracts/notifications/index.ts';
import { NotificationEntity } from '../infrastructure/notification.entity.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { countUnread } from './queries/notifications.query.ts';

/**
 * PATCH /api/notification: marks the member's own notifications read (others' ids are ignored, so
 * nobody learns whether an id exists). Answers with the new unread count for the badge.
 */
export async function markNotificationsRead(
  deps: NotificationsDeps,
  memberId: string,
  request: MarkNotificationsRequest,
): Promise<MarkNotificationsResult> {
  const now = deps.clock.now();
  const updated = await deps.em.transactional((tx) =>
    tx.nativeUpdate(
      NotificationEntity,
      { id: { $in: request.notificationIds }, recipientId: memberId, status: 'unread' },
      { status: 'read', readAt: now },
    ),
  );
  return { updated, totalUnread: await countUnread(deps.em, memberId) };
}

/** POST /api/notification/read-all. */
export async function markAllNotificationsRead(
  deps: NotificationsDeps,
  memberId: string,
): Promise<MarkNotificationsResult> {
  const now = deps.clock.now();
  const updated = await deps.em.transactional((tx) =>
    tx.nativeUpdate(
      NotificationEntity,
      { recipientId: memberId, status: 'unread' },
      { status: 'read', readAt: now },
    ),
  );
  return { updated, totalUnread: 0 };
}
