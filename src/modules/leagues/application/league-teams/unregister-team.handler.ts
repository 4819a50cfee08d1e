import { LEAGUE_MESSAGES, type LeagueTeamDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { listLeagueTeams } from '../queries/league.query.ts';

export async function unregisterTeam(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const removed = await deps.em.nativeDelete(LeagueTeamEntity, { leagueId, teamId });
  if (removed === 0) throw notFound(LEAGUE_MESSAGES.teamNotRegistered);
  return listLeagueTeams(deps.em, leagueId);
}
