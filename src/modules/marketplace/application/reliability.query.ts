import type { ReliabilityDto } from '../../../contracts/marketplace/sub-reliability.ts';
import { yesGamesPlayed } from '../../events/index.ts';
import { yesLeagueGamesPlayed } from '../../leagues/index.ts';
import { reliabilityScore, reliabilityWindow } from '../domain/reliability.ts';
import { isUuid } from '../domain/sql-text.ts';
import type { MarketplaceDeps } from './marketplace-deps.ts';

/**
 * The reliability of each member a page shows (issue 20), in three statements whatever their number: the
 * sub games the captains marked (here), the team games they RSVP'd yes to (the events read API) and the
 * league games they RSVP'd yes to that were not canceled (the leagues read API), all over the last 12
 * months of games that have started. A game joined as a sub counts by its mark only: both read APIs
 * leave out the games a member is a sub of (team_event_sub, league_event_sub).
 */
export async function reliabilities(deps: MarketplaceDeps, memberIds: readonly string[]) {
  const ids = [...new Set(memberIds)].filter(isUuid);
  const window = reliabilityWindow(deps.clock.now());
  const marks = ids.length
    ? await deps.em.execute<Array<{ member_id: string; played: string; no_shows: string }>>(
        `select o.member_id, count(*) filter (where o.attendance = 'played') as played,
           count(*) filter (where o.attendance = 'no_show') as no_shows
         from sub_offer o join sub_request r on r.id = o.request_id
         where o.member_id = any(?::uuid[]) and o.status = 'accepted' and o.attendance is not null
           and r.starts_at >= ? and r.starts_at < ?
         group by o.member_id`,
        [`{${ids.join(',')}}`, window.since, window.until],
      )
    : [];
  const teamGames = await yesGamesPlayed(deps.em, ids, window);
  const leagueGames = await yesLeagueGamesPlayed(deps.em, ids, window);
  const marked = new Map(marks.map((row) => [row.member_id, row]));
  return (memberId: string): ReliabilityDto => {
    const row = marked.get(memberId);
    return reliabilityScore(
      Number(row?.played ?? 0) + (teamGames.get(memberId) ?? 0) + (leagueGames.get(memberId) ?? 0),
      Number(row?.no_shows ?? 0),
    );
  };
}
