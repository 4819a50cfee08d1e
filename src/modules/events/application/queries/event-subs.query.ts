import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../domain/ids.ts';

// Events read API (index.ts): an event's subs, for the notifications module and the event's own mails.

/**
 * The event's subs (issue 20, `as_sub`): members a captain accepted from the marketplace who play this
 * one game without being on the team, so its mails, notifications and reminders reach them as the
 * roster's do (one statement).
 */
export async function teamEventSubIds(em: EntityManager, eventId: string): Promise<string[]> {
  if (!isUuid(eventId)) return [];
  const rows = await em.execute<Array<{ member_id: string }>>(
    'select member_id from team_event_sub where event_id = ? order by added_at, member_id',
    [eventId],
  );
  return rows.map((row) => row.member_id);
}
