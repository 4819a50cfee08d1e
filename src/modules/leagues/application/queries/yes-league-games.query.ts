import { countsPerMember } from '../../../../platform/db/counts-per-member.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

/**
 * For the marketplace's reliability (issue 20): of each of `memberIds`, how many league games they
 * RSVP'd yes to that kicked off in [since, until) and were not canceled, in one statement whatever the
 * number of members. A game they played as a marketplace sub (league_event_sub, which also gives them an
 * RSVP yes) is left out: the captain's played / no-show mark on the sub offer counts that one.
 */
export function yesLeagueGamesPlayed(
  em: EntityManager,
  memberIds: readonly string[],
  window: { since: Date; until: Date },
): Promise<Map<string, number>> {
  return countsPerMember(
    em,
    memberIds,
    `select r.member_id, count(*) as count
     from league_event_rsvp r join league_event e on e.id = r.league_event_id
     where r.member_id = any(?::uuid[]) and r.status = 'yes' and e.status <> 'canceled'
       and e.starts_at >= ? and e.starts_at < ?
       and not exists (
         select 1 from league_event_sub s where s.league_event_id = r.league_event_id and s.member_id = r.member_id)
     group by r.member_id`,
    [window.since, window.until],
  );
}
