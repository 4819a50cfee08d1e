import type { LeagueFormat, LeagueStatus } from '../../../../contracts/leagues/index.ts';
import { LEAGUE_MESSAGES } from '../../../../contracts/leagues/index.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../contracts/leagues/season-roster.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { type SeasonRosterEditor, seasonRosterPermission } from '../../domain/season-roster-rules.ts';
import { isUuid, readableStaffRole } from '../league-access.ts';

export interface SeasonRosterLeague {
  id: string;
  organizationId: number;
  format: LeagueFormat;
  status: LeagueStatus;
  locksAt: Date | null;
  isStaff: boolean;
  isCoordinator: boolean;
}

/**
 * The league with its roster lock date and what the viewer is to its organization, in two statements.
 * A draft exists only for its organization's staff (404 for everyone else), as the league pages do.
 */
export async function seasonRosterLeague(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<SeasonRosterLeague> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [row] = await em.execute<
    Array<{
      id: string;
      organization_id: number;
      format: LeagueFormat;
      status: LeagueStatus;
      locks_at: Date | null;
    }>
  >(
    `select l.id, l.organization_id, l.format, l.status, k.locks_at from league l
     left join league_season_roster_lock k on k.league_id = l.id where l.id = ?`,
    [leagueId],
  );
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
  const role = await readableStaffRole(em, row, viewerId);
  return {
    id: row.id,
    organizationId: Number(row.organization_id),
    format: row.format,
    status: row.status,
    locksAt: row.locks_at ? new Date(row.locks_at) : null,
    isStaff: role !== undefined,
    isCoordinator: role === 'coordinator',
  };
}

export interface SeasonRosterTeam {
  league: SeasonRosterLeague;
  teamId: string;
  teamName: string;
  editor: SeasonRosterEditor;
}

/** The team as registered in the league (its name is leagues' copy) and who the viewer is to it. */
export async function seasonRosterTeam(
  em: EntityManager,
  leagueId: string,
  teamId: string,
  viewerId: string,
): Promise<SeasonRosterTeam> {
  const league = await seasonRosterLeague(em, leagueId, viewerId);
  if (!isUuid(teamId)) throw notFound(SEASON_ROSTER_MESSAGES.teamNotInLeague);
  const [team] = await em.execute<Array<{ name: string }>>(
    'select name from league_team where league_id = ? and team_id = ?',
    [league.id, teamId],
  );
  if (!team) throw notFound(SEASON_ROSTER_MESSAGES.teamNotInLeague);
  let editor: SeasonRosterEditor = 'none';
  if (league.isCoordinator) editor = 'coordinator';
  else if ((await teamRoleOf(em, teamId, viewerId))?.isCaptain) editor = 'captain';
  return { league, teamId, teamName: team.name, editor };
}

export const canEditNow = (team: SeasonRosterTeam, now: Date): boolean =>
  seasonRosterPermission(team.editor, team.league.locksAt, now) === 'allowed';

/** 403 unless the viewer may change this season roster now (a captain after the lock date is told why). */
export function assertMayEdit(team: SeasonRosterTeam, now: Date): void {
  const permission = seasonRosterPermission(team.editor, team.league.locksAt, now);
  if (permission === 'locked') throw forbidden(SEASON_ROSTER_MESSAGES.locked);
  if (permission === 'not-allowed') throw forbidden(SEASON_ROSTER_MESSAGES.captainsOnly);
}
