import { countsPerMember } from '../../../../platform/db/counts-per-member.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../domain/ids.ts';
import type { EventBaseRow } from '../event-access.ts';

// The events read API other modules call through index.ts (notifications: reminders and the nudge).

export interface TeamEventFacts {
  id: string;
  teamId: string;
  title: string;
  addressName: string;
  startsAt: Date;
  timeZone: string;
}

/** A team_event row (its base columns) as the read API returns it. */
export const teamEventFactsOf = (row: EventBaseRow): TeamEventFacts => ({
  id: row.id,
  teamId: row.team_id,
  title: row.title,
  addressName: row.address_name,
  startsAt: new Date(row.starts_at),
  timeZone: row.time_zone,
});

/** The team event, or undefined when there is none (one statement). */
export async function teamEventFacts(
  em: EntityManager,
  eventId: string,
): Promise<TeamEventFacts | undefined> {
  if (!isUuid(eventId)) return undefined;
  const [row] = await em.execute<EventBaseRow[]>(
    'select id, team_id, title, address_name, starts_at, time_zone from team_event where id = ?',
    [eventId],
  );
  return row ? teamEventFactsOf(row) : undefined;
}

/** Of `memberIds`, those who have not answered yes, no or maybe for the event (one statement). */
export async function membersWithoutRsvp(
  em: EntityManager,
  eventId: string,
  memberIds: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(memberIds)].filter(isUuid);
  if (!isUuid(eventId) || wanted.length === 0) return [];
  const answered = await em.execute<Array<{ member_id: string }>>(
    `select member_id from team_event_rsvp where event_id = ? and status <> 'unknown'`,
    [eventId],
  );
  const done = new Set(answered.map((row) => row.member_id));
  return wanted.filter((id) => !done.has(id));
}

/**
 * For the marketplace's reliability (issue 20): of each of `memberIds`, how many team games they RSVP'd
 * yes to that started in [since, until), in one statement whatever the number of members. A game they
 * joined as a marketplace sub is left out: the captain's played / no-show mark counts that one.
 */
export function yesGamesPlayed(
  em: EntityManager,
  memberIds: readonly string[],
  window: { since: Date; until: Date },
): Promise<Map<string, number>> {
  return countsPerMember(
    em,
    memberIds,
    `select r.member_id, count(*) as count
     from team_event_rsvp r join team_event e on e.id = r.event_id
     where r.member_id = any(?::uuid[]) and r.status = 'yes' and e.starts_at >= ? and e.starts_at < ?
       and not exists (select 1 from team_event_sub s where s.event_id = r.event_id and s.member_id = r.member_id)
     group by r.member_id`,
    [window.since, window.until],
  );
}
