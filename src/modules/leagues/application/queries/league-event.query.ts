import {
  type EventTimeZoneValue,
  eventTimeZoneOf,
  formatEventDate,
  type RsvpStatus,
} from '../../../../contracts/events/index.ts';
import {
  type GameReportStatus,
  LEAGUE_EVENT_MESSAGES,
  type LeagueEventDto,
  type LeagueEventStatus,
  type TeamScoreEventDto,
} from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { isComplete, isPast } from '../../domain/score-confirmation.ts';
import { isUuid } from '../league-access.ts';

interface TeamJson {
  id: string;
  name: string;
  abbreviation: string;
  logo: string | null;
}
interface ReportJson {
  team_id: string;
  team_score: number | null;
  opponent_score: number | null;
  reported_at: string;
}
export interface LeagueEventRow {
  id: string;
  league_id: string;
  league_name: string;
  organization_id: number;
  stage_id: string;
  round: number | null;
  home: TeamJson;
  away: TeamJson;
  starts_at: Date;
  time_zone: string;
  venue: string;
  referee_id: string | null;
  status: LeagueEventStatus;
  report_status: GameReportStatus;
  home_score: number | null;
  away_score: number | null;
  confirmed_by_organizer: boolean;
  forfeited_by: string | null;
  round_name: string | null;
  shootout_winner_id: string | null;
  reports: ReportJson[];
  home_attending: number;
  away_attending: number;
  member_status: RsvpStatus | null;
  member_team_id: string | null;
  version: number;
}

const teamJson = (alias: string, idColumn: string) =>
  `(select json_build_object('id', ${alias}.team_id, 'name', ${alias}.name, 'abbreviation', ${alias}.abbreviation, 'logo', ${alias}.logo)
    from league_team ${alias} where ${alias}.league_id = e.league_id and ${alias}.team_id = ${idColumn})`;

/** One statement for any number of games, with the viewer's RSVP. */
export const LEAGUE_EVENT_SELECT = `select e.id, e.league_id, l.name as league_name, l.organization_id, e.stage_id, e.round,
    ${teamJson('ht', 'e.home_team_id')} as home, ${teamJson('at', 'e.away_team_id')} as away,
    e.starts_at, e.time_zone, e.venue, e.referee_id, e.status, e.report_status, e.home_score, e.away_score,
    e.confirmed_by_organizer, e.forfeited_by, e.round_name, e.shootout_winner_id, e.version,
    coalesce((select json_agg(json_build_object('team_id', r.team_id, 'team_score', r.team_score,
      'opponent_score', r.opponent_score, 'reported_at', r.reported_at)) from league_score_report r
      where r.league_event_id = e.id), '[]'::json) as reports,
    (select count(*)::int from league_event_rsvp v where v.league_event_id = e.id and v.team_id = e.home_team_id and v.status = 'yes') as home_attending,
    (select count(*)::int from league_event_rsvp v where v.league_event_id = e.id and v.team_id = e.away_team_id and v.status = 'yes') as away_attending,
    mv.status as member_status, mv.team_id as member_team_id
  from league_event e join league l on l.id = e.league_id
  left join league_event_rsvp mv on mv.league_event_id = e.id and mv.member_id = ?`;

const missingTeam = (id: string): TeamJson => ({ id, name: 'Team', abbreviation: 'TM', logo: null });

function scoreEvent(report: ReportJson | undefined, status: GameReportStatus): TeamScoreEventDto | null {
  if (!report) return null;
  const complete = isComplete({
    teamId: report.team_id,
    teamScore: report.team_score,
    opponentScore: report.opponent_score,
    reportedAt: new Date(report.reported_at),
  });
  return {
    teamId: report.team_id,
    teamScore: report.team_score,
    opponentScore: report.opponent_score,
    status:
      status === 'published' || status === 'conflict' || status === 'canceled'
        ? status
        : complete
          ? 'saved_complete'
          : 'saved_incomplete',
    reportedAt: new Date(report.reported_at).toISOString(),
  };
}

export function toLeagueEventDto(
  row: LeagueEventRow,
  now: Date,
  referees: Map<string, { firstName: string; lastName: string }>,
): LeagueEventDto {
  const startsAt = new Date(row.starts_at);
  const home = row.home ?? missingTeam(String(row.home));
  const away = row.away ?? missingTeam(String(row.away));
  // Before kick-off with nothing reported the game is a preview; after it, `saved` until a report comes.
  const reportStatus: GameReportStatus =
    row.report_status === 'preview' && startsAt.getTime() <= now.getTime() ? 'saved' : row.report_status;
  const referee = row.referee_id ? referees.get(row.referee_id) : undefined;
  return {
    id: row.id,
    kind: 'league_event',
    leagueId: row.league_id,
    leagueName: row.league_name,
    organizationId: row.organization_id,
    stageId: row.stage_id,
    round: row.round,
    homeTeam: home,
    awayTeam: away,
    title: `${home.name} vs ${away.name}`,
    addressName: row.venue,
    timezone: (eventTimeZoneOf(row.time_zone)?.value ?? 'US/Central') as EventTimeZoneValue,
    ianaTimezone: row.time_zone,
    dateAndTime: startsAt.toISOString(),
    localizedDatetime: formatEventDate(startsAt, row.time_zone),
    referee: row.referee_id && referee ? { memberId: row.referee_id, ...referee } : null,
    status: row.status,
    reportStatus,
    scores: {
      team1Event: scoreEvent(
        row.reports.find((r) => r.team_id === home.id),
        row.report_status,
      ),
      team2Event: scoreEvent(
        row.reports.find((r) => r.team_id === away.id),
        row.report_status,
      ),
      team1Score: row.home_score,
      team2Score: row.away_score,
      confirmedByOrganizer: row.confirmed_by_organizer,
    },
    forfeitedByTeamId: row.forfeited_by,
    roundName: row.round_name,
    shootoutWinnerTeamId: row.shootout_winner_id,
    isPast: isPast(startsAt, now),
    hasStarted: startsAt.getTime() <= now.getTime(),
    rsvp: { memberStatus: row.member_status ?? 'unknown', teamId: row.member_team_id },
    attendingCount: { home: row.home_attending, away: row.away_attending },
    version: row.version,
  };
}

/** The names of the games' referees, in one statement (none without referees). */
export async function refereeNames(identity: IdentityReadApi, rows: LeagueEventRow[]) {
  const ids = rows.map((r) => r.referee_id).filter((id): id is string => id !== null);
  const names = new Map<string, { firstName: string; lastName: string }>();
  if (ids.length === 0) return names;
  for (const [id, summary] of await identity.memberSummaries(ids))
    names.set(id, { firstName: summary.firstName, lastName: summary.lastName });
  return names;
}

export async function getLeagueEvent(
  em: EntityManager,
  identity: IdentityReadApi,
  gameId: string,
  viewerId: string | undefined,
  now: Date,
): Promise<LeagueEventDto> {
  if (!isUuid(gameId)) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  const rows = await em.execute<LeagueEventRow[]>(`${LEAGUE_EVENT_SELECT} where e.id = ?`, [
    isUuid(viewerId) ? viewerId : null,
    gameId,
  ]);
  if (!rows[0]) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  return toLeagueEventDto(rows[0], now, await refereeNames(identity, rows));
}

export async function listLeagueEvents(
  em: EntityManager,
  identity: IdentityReadApi,
  leagueId: string,
  viewerId: string | undefined,
  now: Date,
): Promise<LeagueEventDto[]> {
  const rows = await em.execute<LeagueEventRow[]>(
    `${LEAGUE_EVENT_SELECT} where e.league_id = ? order by e.starts_at, e.venue, e.id`,
    [isUuid(viewerId) ? viewerId : null, leagueId],
  );
  const referees = await refereeNames(identity, rows);
  return rows.map((row) => toLeagueEventDto(row, now, referees));
}
