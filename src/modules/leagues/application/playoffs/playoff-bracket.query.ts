import {
  LEAGUE_MESSAGES,
  type LeagueStatus,
  type PlayoffBracketDto,
  type PlayoffMatchDto,
  type PlayoffTeamDto,
} from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { roundName } from '../../domain/playoff-bracket.ts';
import { assertReadable, isUuid } from '../league-access.ts';

const teamJson = (alias: string, idColumn: string) =>
  `(select json_build_object('id', ${alias}.team_id, 'name', ${alias}.name, 'abbreviation', ${alias}.abbreviation, 'logo', ${alias}.logo)
    from league_team ${alias} where ${alias}.league_id = p.league_id and ${alias}.team_id = ${idColumn})`;

interface HeaderRow {
  organization_id: number;
  status: LeagueStatus;
  time_zone: string;
  stage_id: string | null;
  size: number | null;
  rounds: number | null;
  games: number;
  open: number;
  champion: PlayoffTeamDto | null;
}

interface MatchRow {
  round: number;
  position: number;
  home_seed: number | null;
  away_seed: number | null;
  home: PlayoffTeamDto | null;
  away: PlayoffTeamDto | null;
  bye: boolean;
  league_event_id: string | null;
  starts_at: Date | null;
  venue: string | null;
  report_status: string | null;
  home_score: number | null;
  away_score: number | null;
  shootout_winner_id: string | null;
  winner_team_id: string | null;
}

/**
 * GET /api/league-common/{leagueId}/playoffs: the bracket round by round with each game's result and the
 * champion, in two statements whatever the bracket's size (the league with its season's progress and the
 * playoff header, then every slot with its teams and game).
 */
export async function getPlayoffBracket(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<PlayoffBracketDto> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [header] = await em.execute<HeaderRow[]>(
    `select l.organization_id, l.status, l.time_zone, p.stage_id, p.size, p.rounds, ${teamJson('ct', 'p.champion_team_id')} as champion,
       (select count(*)::int from league_event e join league_stage s on s.id = e.stage_id
         where e.league_id = l.id and s.kind = 'regular' and e.status = 'scheduled') as games,
       (select count(*)::int from league_event e join league_stage s on s.id = e.stage_id
         where e.league_id = l.id and s.kind = 'regular' and e.status = 'scheduled'
           and e.report_status <> 'published') as open
     from league l left join league_playoff p on p.league_id = l.id where l.id = ?`,
    [leagueId],
  );
  if (!header) throw notFound(LEAGUE_MESSAGES.notFound);
  await assertReadable(em, header, viewerId);
  const seasonEnded = header.games > 0 && header.open === 0;
  if (!header.stage_id || !header.rounds)
    return {
      leagueId,
      stageId: null,
      size: null,
      ianaTimezone: header.time_zone,
      seasonEnded,
      rounds: [],
      champion: null,
    };
  const rows = await em.execute<MatchRow[]>(
    `select m.round, m.position, m.home_seed, m.away_seed, ${teamJson('ht', 'm.home_team_id')} as home,
       ${teamJson('awt', 'm.away_team_id')} as away, m.bye, m.league_event_id,
       coalesce(e.starts_at, m.starts_at) as starts_at, coalesce(e.venue, m.venue) as venue, e.report_status,
       e.home_score, e.away_score, e.shootout_winner_id, m.winner_team_id
     from league_playoff_match m join league_playoff p on p.stage_id = m.stage_id
     left join league_event e on e.id = m.league_event_id
     where m.stage_id = ? order by m.round, m.position`,
    [header.stage_id],
  );
  const rounds: PlayoffBracketDto['rounds'] = [];
  for (let round = 1; round <= header.rounds; round++) {
    const matches: PlayoffMatchDto[] = rows
      .filter((row) => row.round === round)
      .map((row) => {
        const published = row.report_status === 'published';
        return {
          round: row.round,
          position: row.position,
          home: { seed: row.home_seed, team: row.home },
          away: { seed: row.away_seed, team: row.away },
          bye: row.bye,
          gameId: row.league_event_id,
          startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
          venue: row.venue,
          homeScore: published ? row.home_score : null,
          awayScore: published ? row.away_score : null,
          shootoutWinnerTeamId: published ? row.shootout_winner_id : null,
          winnerTeamId: row.winner_team_id,
        };
      });
    rounds.push({ round, name: roundName(round, header.rounds), matches });
  }
  return {
    leagueId,
    stageId: header.stage_id,
    size: header.size,
    ianaTimezone: header.time_zone,
    seasonEnded,
    rounds,
    champion: header.champion,
  };
}
