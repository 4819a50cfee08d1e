import { LEAGUE_MESSAGES, type LeagueTeamDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { listLeagueTeams } from '../queries/league.query.ts';

/** Registers an existing club team (its name is kept beside the league for one-statement reads). */
export async function registerTeam(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const role = await teamRoleOf(deps.em, teamId, undefined);
  if (!role) throw notFound(LEAGUE_MESSAGES.teamNotFound);
  const inserted = await deps.em.execute<Array<{ team_id: string }>>(
    `insert into league_team (league_id, team_id, name, abbreviation, logo, registered_at) values (?, ?, ?, ?, ?, ?)
     on conflict do nothing returning team_id`,
    [leagueId, teamId, role.team.name, role.team.abbreviation, role.team.logo, deps.clock.now()],
  );
  if (inserted.length === 0) throw conflict(LEAGUE_MESSAGES.teamAlreadyRegistered, 'teamId');
  return listLeagueTeams(deps.em, leagueId);
}
