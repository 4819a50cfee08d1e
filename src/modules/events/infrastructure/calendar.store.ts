import type { EntityManager } from '../../../platform/db/orm.ts';

// Calendar feeds' write-once rows, which yield on their key instead of failing: a member's first feed
// (two first visits at once make one) and what a deleted event was (a retried job remembers it once).
// A feed's later changes (a new generation) go through CalendarFeedEntity.

/** The member's feed at generation 1, unless they have one. */
export async function createCalendarFeedOnce(
  em: EntityManager,
  feed: { memberId: string; tokenHash: string; now: Date },
): Promise<void> {
  await em.execute(
    `insert into calendar_feed (member_id, generation, token_hash, created_at, updated_at)
     values (?, 1, ?, ?, ?) on conflict (member_id) do nothing`,
    [feed.memberId, feed.tokenHash, feed.now, feed.now],
  );
}

/** Keeps a deleted event's snapshot so feeds can show it cancelled. */
export async function rememberCancelledEvent(
  em: EntityManager,
  cancelled: {
    eventId: string;
    teamId: string;
    title: string;
    addressName: string;
    startsAt: string | Date;
    timeZone: string;
    cancelledAt: string | Date;
  },
): Promise<void> {
  await em.execute(
    `insert into cancelled_team_event (event_id, team_id, title, address_name, starts_at, time_zone, cancelled_at)
     values (?, ?, ?, ?, ?, ?, ?)
     on conflict (event_id) do nothing`,
    [
      cancelled.eventId,
      cancelled.teamId,
      cancelled.title,
      cancelled.addressName,
      cancelled.startsAt,
      cancelled.timeZone,
      cancelled.cancelledAt,
    ],
  );
}
