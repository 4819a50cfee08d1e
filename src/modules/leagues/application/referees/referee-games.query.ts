import type { RefereeGameDto, RefereeGamesQuery } from '../../../../contracts/leagues/referees.ts';
import { PAST_AFTER_HOURS } from '../../domain/score-confirmation.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import {
  LEAGUE_EVENT_SELECT,
  type LeagueEventRow,
  refereeNames,
  toLeagueEventDto,
} from '../queries/league-event.query.ts';

type Row = LeagueEventRow & { yellow_cards: number; red_cards: number; has_match_report: boolean };

/**
 * GET /api/league-common/referee/games: the games the signed-in member referees, with what they have
 * recorded on each. Two statements whatever the page's size: the page with its card counts, then the
 * referee's name from identity. Anyone signed in may ask; a member who referees nothing gets no games.
 */
export async function listRefereeGames(
  deps: LeaguesDeps,
  memberId: string,
  query: RefereeGamesQuery,
): Promise<{ data: RefereeGameDto[]; hasNext: boolean }> {
  const now = deps.clock.now();
  // Spec §4: a game is past 72 hours after kick-off; until then its cards and report are still due.
  const pastBefore = new Date(now.getTime() - PAST_AFTER_HOURS * 3_600_000);
  const future = query.filter === 'future';
  const order = future ? 'g.starts_at, g.id' : 'g.starts_at desc, g.id';
  const rows = await deps.em.execute<Row[]>(
    `with g as (
       ${LEAGUE_EVENT_SELECT}
       where e.referee_id = ? and e.starts_at ${future ? '>' : '<='} ?
       order by ${order.replaceAll('g.', 'e.')} limit ? offset ?)
     select g.*,
       (select count(*)::int from league_event_card c where c.league_event_id = g.id and c.kind = 'YELLOW_CARD') as yellow_cards,
       (select count(*)::int from league_event_card c where c.league_event_id = g.id and c.kind = 'RED_CARD') as red_cards,
       exists (select 1 from league_match_report r where r.league_event_id = g.id) as has_match_report
     from g order by ${order}`,
    [memberId, memberId, pastBefore, query.limit + 1, (query.page - 1) * query.limit],
  );
  const page = rows.slice(0, query.limit);
  const referees = await refereeNames(deps.identity, page);
  return {
    data: page.map((row) => ({
      ...toLeagueEventDto(row, now, referees),
      yellowCards: row.yellow_cards,
      redCards: row.red_cards,
      hasMatchReport: row.has_match_report,
    })),
    hasNext: rows.length > query.limit,
  };
}
