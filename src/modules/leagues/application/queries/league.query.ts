import { type EventTimeZoneValue, eventTimeZoneOf } from '../../../../contracts/events/index.ts';
import {
  type GameDay,
  LEAGUE_MESSAGES,
  LEAGUE_RULE_SETS,
  type LeagueDto,
  type LeagueFormat,
  type LeagueRules,
  type LeagueStatus,
  type LeagueTeamDto,
  type StageDto,
} from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { workspaceById, workspacesByIds } from '../../../organizations/index.ts';
import { assertReadable, isUuid } from '../league-access.ts';

interface LeagueRow {
  id: string;
  organization_id: number;
  workspace_id: number;
  name: string;
  format: LeagueFormat;
  season_start: string;
  season_end: string;
  game_day: GameDay;
  time_zone: string;
  venues: string[];
  time_slots: string[];
  rules: LeagueRules;
  status: LeagueStatus;
  stages: StageDto[];
  team_count: number;
  created_at: Date;
  version: number;
}

const LEAGUE_SELECT = `select l.id, l.organization_id, l.workspace_id, l.name, l.format,
    to_char(l.season_start, 'YYYY-MM-DD') as season_start, to_char(l.season_end, 'YYYY-MM-DD') as season_end,
    l.game_day, l.time_zone, l.venues, l.time_slots, l.rules, l.status, l.created_at, l.version,
    coalesce((select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'name', s.name) order by s.position)
      from league_stage s where s.league_id = l.id), '[]'::json) as stages,
    (select count(*)::int from league_team t where t.league_id = l.id) as team_count
  from league l`;

/** The leagues as DTOs, their workspaces' names read from organizations in one batch. */
async function toLeagueDtos(em: EntityManager, rows: LeagueRow[]): Promise<LeagueDto[]> {
  const workspaces = await workspacesByIds(
    em,
    rows.map((row) => row.workspace_id),
  );
  return rows.map((row) => toLeagueDto(row, workspaces.get(Number(row.workspace_id))?.name ?? ''));
}

const toLeagueDto = (row: LeagueRow, workspaceName: string): LeagueDto => ({
  id: row.id,
  organizationId: row.organization_id,
  workspaceId: row.workspace_id,
  workspaceName,
  name: row.name,
  format: row.format,
  ruleSet: LEAGUE_RULE_SETS[row.format],
  seasonStart: row.season_start,
  seasonEnd: row.season_end,
  gameDay: row.game_day,
  timezone: (eventTimeZoneOf(row.time_zone)?.value ?? 'US/Central') as EventTimeZoneValue,
  ianaTimezone: row.time_zone,
  venues: row.venues,
  timeSlots: row.time_slots,
  rules: row.rules,
  status: row.status,
  stages: row.stages,
  teamCount: row.team_count,
  createdAt: new Date(row.created_at).toISOString(),
  version: row.version,
});

/** A league as `viewerId` may see it: a draft is 404 to all but its organization's staff. */
export async function getLeague(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<LeagueDto> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [row] = await em.execute<LeagueRow[]>(`${LEAGUE_SELECT} where l.id = ?`, [leagueId]);
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
  await assertReadable(em, row, viewerId);
  return toLeagueDto(row, (await workspaceById(em, row.workspace_id))?.name ?? '');
}

/**
 * An organization's leagues, of one workspace when given. Drafts only with `drafts` (the viewer is the
 * organization's staff, seesDraftsOf): the rule is in the statement, so a page never lists a hidden row.
 */
export async function listLeagues(
  em: EntityManager,
  organizationId: number,
  options: { workspaceId?: number | undefined; drafts: boolean },
): Promise<LeagueDto[]> {
  const { workspaceId, drafts } = options;
  const rows = await em.execute<LeagueRow[]>(
    `${LEAGUE_SELECT} where l.organization_id = ? ${workspaceId ? 'and l.workspace_id = ?' : ''}
       ${drafts ? '' : `and l.status = 'published'`}
     order by l.season_start desc, l.name`,
    workspaceId ? [organizationId, workspaceId] : [organizationId],
  );
  return toLeagueDtos(em, rows);
}

export async function listLeagueTeams(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<LeagueTeamDto[]> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const rows = await em.execute<
    Array<{
      team_id: string;
      name: string;
      abbreviation: string;
      logo: string | null;
      registered_at: Date;
      organization_id: number;
      status: LeagueStatus;
    }>
  >(
    `select t.team_id, t.name, t.abbreviation, t.logo, t.registered_at, l.organization_id, l.status
     from league l left join league_team t on t.league_id = l.id where l.id = ? order by t.name`,
    [leagueId],
  );
  if (!rows[0]) throw notFound(LEAGUE_MESSAGES.notFound);
  await assertReadable(em, rows[0], viewerId);
  return rows
    .filter((r) => r.team_id !== null)
    .map((r) => ({
      teamId: r.team_id,
      name: r.name,
      abbreviation: r.abbreviation,
      logo: r.logo,
      registeredAt: new Date(r.registered_at).toISOString(),
    }));
}

/** The stage a standings or adjustment request means: the given one of this league, else the first. */
export async function resolveStage(em: EntityManager, leagueId: string, stageId?: string): Promise<string> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [row] = await em.execute<Array<{ id: string }>>(
    stageId
      ? 'select id from league_stage where league_id = ? and id = ?'
      : 'select id from league_stage where league_id = ? order by position limit 1',
    stageId ? [leagueId, stageId] : [leagueId],
  );
  if (!row) throw notFound(stageId ? LEAGUE_MESSAGES.stageNotFound : LEAGUE_MESSAGES.notFound);
  return row.id;
}
