import type {
  NotificationDto,
  NotificationMetaData,
  NotificationPage,
  NotificationStatus,
  NotificationsQuery,
  NotificationType,
} from '../../../../contracts/notifications/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';

// The bell's read side: one statement per page whatever the page size (the page and the unread count).

interface NotificationRow {
  id: string;
  type: string;
  status: string;
  text: string;
  meta_data: unknown;
  created_at: Date | string;
}

const COLUMNS = 'id, type, status, text, meta_data, created_at';

export function toNotificationDto(row: NotificationRow): NotificationDto {
  const meta = typeof row.meta_data === 'string' ? JSON.parse(row.meta_data) : row.meta_data;
  return {
    id: row.id,
    type: row.type as NotificationType,
    status: row.status as NotificationStatus,
    text: row.text,
    metaData: (meta ?? {}) as NotificationMetaData,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function countUnread(em: EntityManager, memberId: string): Promise<number> {
  const [row] = await em.execute<Array<{ unread: number }>>(
    `select count(*)::int as unread from notification where recipient_id = ? and status = 'unread'`,
    [memberId],
  );
  return row?.unread ?? 0;
}

// The bell is read on every signed-in page: sent prepared.
const PAGE = prepared(
  'notifications.page',
  `select page.*, unread.n as unread
     from (select count(*)::int as n from notification where recipient_id = ? and status = 'unread') unread
     left join lateral (
       select ${COLUMNS} from notification where recipient_id = ?
       order by created_at desc, id desc limit ? offset ?
     ) page on true`,
);

/**
 * GET /api/notification: newest first, `limit` a page (one extra row tells `hasNext`), and the unread
 * count, in ONE statement: the count is the outer row, the page joined to it laterally, so a member
 * with no notifications still gets their count (one row of nulls).
 */
export async function listNotifications(
  em: EntityManager,
  memberId: string,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  const rows = await preparedRead<Partial<NotificationRow> & { unread: number }>(em, PAGE, [
    memberId,
    memberId,
    query.limit + 1,
    (query.page - 1) * query.limit,
  ]);
  const page = rows.filter((row): row is NotificationRow & { unread: number } => row.id != null);
  return {
    results: page.slice(0, query.limit).map(toNotificationDto),
    totalUnread: rows[0]?.unread ?? 0,
    hasNext: page.length > query.limit,
  };
}

/** Everything stored from one source, with its recipient: what the push subscriber sends. */
export async function notificationsOfSource(
  em: EntityManager,
  sourceId: string,
): Promise<Array<{ recipientId: string; notification: NotificationDto }>> {
  const rows = await em.execute<Array<NotificationRow & { recipient_id: string }>>(
    `select ${COLUMNS}, recipient_id from notification where source_id = ?`,
    [sourceId],
  );
  return rows.map((row) => ({ recipientId: row.recipient_id, notification: toNotificationDto(row) }));
}
