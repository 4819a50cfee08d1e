import {
  LEAGUE_MESSAGES,
  type LeagueLeaderboardDto,
  type LeagueLeaderboardEntryDto,
  type LeaguePositionDto,
  type LeagueStatType,
  type LeagueStatus,
  type StandingRowDto,
  type StandingsDto,
} from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { assertReadable, isUuid, readableLeagueSql } from '../league-access.ts';

interface StandingSqlRow {
  stage_id: string | null;
  organization_id: number;
  league_status: LeagueStatus;
  team_id: string | null;
  team_name: string;
  abbreviation: string;
  logo: string | null;
  position: number;
  shared: boolean;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  adjustment: number;
  adjustment_reasons: string[];
  cards: number;
  form: string;
  updated_at: Date | null;
}

const standingsOf = (stage: string) => `with stage as (
     select ls.id, l.organization_id, l.status from league_stage ls join league l on l.id = ls.league_id
     where ls.league_id = ? ${stage} order by ls.position limit 1
   )
   select stage.id as stage_id, stage.organization_id, stage.status as league_status, s.team_id, t.name as team_name, t.abbreviation, t.logo, s.position, s.shared,
     s.played, s.wins, s.draws, s.losses, s.goals_for, s.goals_against, s.goal_difference, s.points,
     s.adjustment, s.adjustment_reasons, s.cards, s.form, s.updated_at
   from stage left join league_standing s on s.stage_id = stage.id
   left join league_team t on t.league_id = s.league_id and t.team_id = s.team_id
   order by s.position, t.name`;
// A league page asks for its table on every visit: parsed and planned once per connection.
// (Named v2 since the statement also reads the league's status: a connection may hold the old plan.)
const STANDINGS = prepared('leagues.standings-v2', standingsOf(''));
const STANDINGS_OF_STAGE = prepared('leagues.standings-of-stage-v2', standingsOf('and ls.id = ?'));

/**
 * The league table of a stage (the first stage when none is named): ONE statement over the read model.
 * The stage row is always returned (left join), so an unknown league or stage is told from an empty table.
 */
export async function getStandings(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
  stageId?: string,
): Promise<StandingsDto> {
  if (!isUuid(leagueId) || (stageId !== undefined && !isUuid(stageId)))
    throw notFound(LEAGUE_MESSAGES.notFound);
  const rows = await preparedRead<StandingSqlRow>(
    em,
    stageId ? STANDINGS_OF_STAGE : STANDINGS,
    stageId ? [leagueId, stageId] : [leagueId],
  );
  const stage = rows[0]?.stage_id;
  if (!stage) throw notFound(stageId ? LEAGUE_MESSAGES.stageNotFound : LEAGUE_MESSAGES.notFound);
  await assertReadable(
    em,
    { organization_id: rows[0]!.organization_id, status: rows[0]!.league_status },
    viewerId,
  );
  const table: StandingRowDto[] = rows
    .filter((r) => r.team_id !== null)
    .map((r) => ({
      teamId: r.team_id!,
      teamName: r.team_name,
      abbreviation: r.abbreviation,
      logo: r.logo,
      position: r.position,
      shared: r.shared,
      played: r.played,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      goalsFor: r.goals_for,
      goalsAgainst: r.goals_against,
      goalDifference: r.goal_difference,
      points: r.points,
      adjustment: r.adjustment,
      adjustmentReasons: r.adjustment_reasons,
      cards: r.cards,
      form: r.form,
    }));
  const updated = rows.find((r) => r.updated_at)?.updated_at;
  return {
    leagueId,
    stageId: stage,
    rows: table,
    updatedAt: updated ? new Date(updated).toISOString() : null,
  };
}

interface LeaderboardRow {
  member_id: string | null;
  team_id: string;
  team_name: string;
  name: string;
  avatar: string | null;
  value: number;
}

const PLAYER_LEADERBOARD_SIZE = 50;

/**
 * A player leaderboard: every player's total from `source` in one statement, their names and avatars
 * from identity's read API in one batch (member is identity's table), then the best 50 by value and
 * name (code-point order, as the database's C collation had it).
 */
async function playerLeaderboard(
  em: EntityManager,
  identity: IdentityReadApi,
  leagueId: string,
  source: string,
): Promise<LeaderboardRow[]> {
  const totals = await em.execute<Array<Omit<LeaderboardRow, 'name' | 'avatar'> & { member_id: string }>>(
    `select s.member_id, s.team_id, t.name as team_name, sum(s.value)::int as value
     from (${source}) s join league_team t on t.league_id = ? and t.team_id = s.team_id
     group by s.member_id, s.team_id, t.name`,
    [leagueId, leagueId],
  );
  const members = await identity.memberSummaries(totals.map((row) => row.member_id));
  return totals
    .flatMap((row) => {
      const member = members.get(row.member_id);
      if (!member) return [];
      const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
      return [{ ...row, name, avatar: member.avatar }];
    })
    .sort((a, b) => b.value - a.value || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, PLAYER_LEADERBOARD_SIZE);
}

/** Leaderboards from the confirmed (published) games' reports: each team's own report counts for its players. */
export async function getLeaderboard(
  em: EntityManager,
  identity: IdentityReadApi,
  leagueId: string,
  statType: LeagueStatType,
  viewerId: string | undefined,
): Promise<LeagueLeaderboardDto> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [league] = await em.execute<Array<{ organization_id: number; status: LeagueStatus }>>(
    'select organization_id, status from league where id = ?',
    [leagueId],
  );
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  await assertReadable(em, league, viewerId);
  const published = `e.league_id = ? and e.status = 'scheduled' and e.report_status = 'published'`;
  let rows: LeaderboardRow[];
  if (statType === 'goals' || statType === 'assists' || statType === 'potm') {
    const source =
      statType === 'goals'
        ? `select r.team_id, (x->>'memberId')::uuid as member_id, (x->>'goals')::int as value
           from league_score_report r join league_event e on e.id = r.league_event_id, jsonb_array_elements(r.scorers) x where ${published}`
        : statType === 'assists'
          ? `select r.team_id, (x->>'memberId')::uuid as member_id, (x->>'assists')::int as value
             from league_score_report r join league_event e on e.id = r.league_event_id, jsonb_array_elements(r.assists) x where ${published}`
          : `select r.team_id, r.mvp_id as member_id, 1 as value
             from league_score_report r join league_event e on e.id = r.league_event_id where ${published} and r.mvp_id is not null`;
    rows = await playerLeaderboard(em, identity, leagueId, source);
  } else if (statType === 'yellow_card' || statType === 'red_card') {
    // A card counts once the referee has written it: it does not wait for the captains' scores.
    const kind = statType === 'yellow_card' ? 'YELLOW_CARD' : 'RED_CARD';
    const source = `select c.team_id, c.member_id, 1 as value from league_event_card c
      join league_event e on e.id = c.league_event_id
      where e.league_id = ? and e.status = 'scheduled' and c.kind = '${kind}'`;
    rows = await playerLeaderboard(em, identity, leagueId, source);
  } else if (statType === 'score') {
    rows = await em.execute<LeaderboardRow[]>(
      `select null as member_id, t.team_id, t.name as team_name, t.name, t.logo as avatar,
         coalesce(sum(case when e.home_team_id = t.team_id then e.home_score else e.away_score end), 0)::int as value
       from league_team t left join league_event e on (e.home_team_id = t.team_id or e.away_team_id = t.team_id) and ${published}
       where t.league_id = ? group by t.team_id, t.name, t.logo order by value desc, t.name`,
      [leagueId, leagueId],
    );
  } else {
    rows = await em.execute<LeaderboardRow[]>(
      `select null as member_id, t.team_id, t.name as team_name, t.name, t.logo as avatar,
         count(r.id)::int as value
       from league_team t left join (league_score_report r join league_event e on e.id = r.league_event_id and ${published}
         and ((e.home_team_id = r.team_id and r.team_score = e.home_score and r.opponent_score = e.away_score)
           or (e.away_team_id = r.team_id and r.team_score = e.away_score and r.opponent_score = e.home_score)))
         on r.team_id = t.team_id
       where t.league_id = ? group by t.team_id, t.name, t.logo order by value desc, t.name`,
      [leagueId, leagueId],
    );
  }
  let rank = 0;
  let previous: number | undefined;
  const entries: LeagueLeaderboardEntryDto[] = rows.map((row, index) => {
    if (row.value !== previous) rank = index + 1;
    previous = row.value;
    return {
      rank,
      memberId: row.member_id,
      teamId: row.team_id,
      teamName: row.team_name,
      name: row.name,
      avatar: row.avatar,
      value: row.value,
    };
  });
  return { leagueId, statType, entries };
}

/**
 * GET /api/team/{teamId}/league-positions: the team's place in every league table it is in (one
 * statement), drafts only of the organizations in `staffOf` (where the viewer is staff).
 */
export async function getTeamLeaguePositions(
  em: EntityManager,
  teamId: string,
  staffOf: readonly number[],
): Promise<LeaguePositionDto[]> {
  if (!isUuid(teamId)) return [];
  const readable = readableLeagueSql('l', staffOf);
  const rows = await em.execute<
    Array<{
      league_id: string;
      league_name: string;
      stage_id: string;
      position: number;
      shared: boolean;
      points: number;
      played: number;
      team_count: number;
    }>
  >(
    `select s.league_id, l.name as league_name, s.stage_id, s.position, s.shared, s.points, s.played,
       (select count(*)::int from league_standing o where o.stage_id = s.stage_id) as team_count
     from league_standing s join league l on l.id = s.league_id
     where s.team_id = ? and ${readable.sql} order by l.season_start desc`,
    [teamId, ...readable.params],
  );
  return rows.map((r) => ({
    leagueId: r.league_id,
    leagueName: r.league_name,
    stageId: r.stage_id,
    position: r.position,
    shared: r.shared,
    points: r.points,
    played: r.played,
    teamCount: r.team_count,
  }));
}
