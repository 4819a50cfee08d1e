import { LEAGUE_RULE_SETS, ORGANIZATION_MESSAGES } from '../../../../contracts/leagues/index.ts';
import type {
  LeagueSeasonRostersDto,
  SeasonRosterCheckDto,
  SeasonRosterDto,
  SeasonRosterEntryDto,
  SeasonRosterPlayerDto,
} from '../../../../contracts/leagues/season-roster.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden } from '../../../../platform/errors/app-error.ts';
import { memberTeamRoles, teamRosterMemberIds } from '../../../clubs/index.ts';
import type { MemberSummary } from '../../../identity/index.ts';
import { outstandingMemberIds } from '../../../organizations/index.ts';
import {
  atRiskOfForfeit,
  isSeasonRosterLocked,
  seasonRosterPermission,
} from '../../domain/season-roster-rules.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { canEditNow, seasonRosterLeague, seasonRosterTeam } from './season-roster-access.ts';

// Read side of season rosters: a fixed number of statements whatever the roster's size (the league and
// viewer, the entries, then identity's names in one batch).

export interface SeasonRosterRow {
  id: string;
  team_id: string;
  member_id: string;
  shirt_number: string | null;
  created_at: Date;
}

/** A team's (or, without `teamId`, every team's) season roster entries in a league, oldest first. */
export function seasonRosterRows(em: EntityManager, leagueId: string, teamId?: string) {
  return em.execute<SeasonRosterRow[]>(
    `select id, team_id, member_id, shirt_number, created_at from league_season_roster
     where league_id = ? ${teamId ? 'and team_id = ?' : ''} order by created_at, id`,
    teamId ? [leagueId, teamId] : [leagueId],
  );
}

const unknownPlayer = { firstName: 'Former', lastName: 'player', avatar: null };

export function playerOf(memberId: string, names: ReadonlyMap<string, MemberSummary>): SeasonRosterPlayerDto {
  const name = names.get(memberId) ?? unknownPlayer;
  return { memberId, firstName: name.firstName, lastName: name.lastName, avatar: name.avatar };
}

function entryOf(row: SeasonRosterRow, names: ReadonlyMap<string, MemberSummary>): SeasonRosterEntryDto {
  return {
    rosterId: row.id,
    ...playerOf(row.member_id, names),
    shirtNumber: row.shirt_number,
    addedAt: new Date(row.created_at).toISOString(),
  };
}

/** GET /team/{teamId}/league-season-roster/leagues/{leagueId}: signed-in members; drafts staff only. */
export async function getTeamSeasonRoster(
  deps: LeaguesDeps,
  viewerId: string,
  teamId: string,
  leagueId: string,
): Promise<SeasonRosterDto> {
  const team = await seasonRosterTeam(deps.em, leagueId, teamId, viewerId);
  const now = deps.clock.now();
  const canEdit = canEditNow(team, now);
  const rows = await seasonRosterRows(deps.em, team.league.id, teamId);
  const onRoster = new Set(rows.map((row) => row.member_id));
  // Those who can edit choose from the team's players (clubs' read API) not yet on it.
  const availableIds = canEdit
    ? (await teamRosterMemberIds(deps.em, teamId))
        .map((entry) => entry.memberId)
        .filter((id) => !onRoster.has(id))
    : [];
  const names = await deps.identity.memberSummaries([...onRoster, ...availableIds]);
  const available = availableIds
    .map((id) => playerOf(id, names))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  return {
    leagueId: team.league.id,
    teamId,
    teamName: team.teamName,
    locksAt: team.league.locksAt?.toISOString() ?? null,
    locked: isSeasonRosterLocked(team.league.locksAt, now),
    canEdit,
    entries: rows.map((row) => entryOf(row, names)),
    available,
  };
}

/** GET /league-common/{leagueId}/season-rosters: every team's season roster, for the league page's tab. */
export async function getLeagueSeasonRosters(
  deps: LeaguesDeps,
  viewerId: string,
  leagueId: string,
): Promise<LeagueSeasonRostersDto> {
  const league = await seasonRosterLeague(deps.em, leagueId, viewerId);
  const teams = await deps.em.execute<Array<{ team_id: string; name: string; logo: string | null }>>(
    'select team_id, name, logo from league_team where league_id = ? order by name, team_id',
    [league.id],
  );
  const rows = await seasonRosterRows(deps.em, league.id);
  const names = await deps.identity.memberSummaries(rows.map((row) => row.member_id));
  const byTeam = new Map<string, SeasonRosterEntryDto[]>();
  for (const row of rows) byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), entryOf(row, names)]);
  // Which teams the viewer may edit: one statement for the teams they captain, whatever the league's size.
  const captained = league.isCoordinator
    ? new Set<string>()
    : new Set(
        (await memberTeamRoles(deps.em, viewerId))
          .filter((role) => role.isCaptain)
          .map((role) => role.team.id),
      );
  const now = deps.clock.now();
  const canEdit = (teamId: string) =>
    seasonRosterPermission(
      league.isCoordinator ? 'coordinator' : captained.has(teamId) ? 'captain' : 'none',
      league.locksAt,
      now,
    ) === 'allowed';
  return {
    leagueId: league.id,
    locksAt: league.locksAt?.toISOString() ?? null,
    locked: isSeasonRosterLocked(league.locksAt, now),
    teams: teams.map((team) => ({
      teamId: team.team_id,
      teamName: team.name,
      logo: team.logo,
      canEdit: canEdit(team.team_id),
      entries: byTeam.get(team.team_id) ?? [],
    })),
  };
}

/**
 * GET /league/{leagueId}/season-roster-checks (coordinators): per team, whether its season roster is
 * short of the players its rule set needs to avoid a forfeit, and its players who owe the waiver.
 */
export async function getSeasonRosterChecks(
  deps: LeaguesDeps,
  viewerId: string,
  leagueId: string,
): Promise<SeasonRosterCheckDto[]> {
  const league = await seasonRosterLeague(deps.em, leagueId, viewerId);
  if (!league.isCoordinator) throw forbidden(ORGANIZATION_MESSAGES.coordinatorsOnly);
  const needed = LEAGUE_RULE_SETS[league.format].playersToAvoidForfeit;
  const teams = await deps.em.execute<Array<{ team_id: string; name: string }>>(
    'select team_id, name from league_team where league_id = ? order by name, team_id',
    [league.id],
  );
  const rows = await seasonRosterRows(deps.em, league.id);
  const owing = await outstandingMemberIds(
    deps.em,
    league.organizationId,
    rows.map((row) => row.member_id),
  );
  const names = await deps.identity.memberSummaries([...owing]);
  return teams.map((team) => {
    const players = rows.filter((row) => row.team_id === team.team_id);
    return {
      teamId: team.team_id,
      teamName: team.name,
      players: players.length,
      playersToAvoidForfeit: needed,
      forfeitRisk: atRiskOfForfeit(players.length, needed),
      outstandingWaivers: players
        .filter((row) => owing.has(row.member_id))
        .map((row) => playerOf(row.member_id, names)),
    };
  });
}
