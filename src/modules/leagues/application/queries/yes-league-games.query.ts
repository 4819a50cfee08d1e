import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../league-access.ts';

/**
 * For the marketplace's reliability (issue 20): of each of `memberIds`, how many league games they
 * RSVP'd yes to that kicked off in [since, until) and were not canceled, in one statement whatever the
 * number of members. A game they played as a marketplace sub (league_event_sub, which also gives them an
 * RSVP yes) is left out: the captain's played / no-show mark on the sub offer counts that one.
 */
export async function yesLeagueGamesPlayed(
  em: EntityManager,
  memberIds: readonly string[],
  window: { since: Date; until: Date },
): Promise<Map<string, number>> {
  const wanted = [...new Set(memberIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<Array<{ member_id: string; games: string | number }>>(
    `select r.member_id, count(*) as games
     from league_event_rsvp r join league_event e on e.id = r.league_event_id
     where r.member_id = any(?::uuid[]) and r.status = 'yes' and e.status <> 'canceled'
       and e.starts_at >= ? and e.starts_at < ?
       and not exists (
         select 1 from league_event_sub s where s.league_event_id = r.league_event_id and s.member_id = r.member_id)
     group by r.member_id`,
    [`{${wanted.join(',')}}`, window.since, window.until],
  );
  return new Map(rows.map((row) => [row.member_id, Number(row.games)]));
}
