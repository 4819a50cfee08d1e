import { LEAGUE_MESSAGES, type LeagueTeamDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { listLeagueTeams } from '../queries/league.query.ts';
import { endRegistrationOfRemovedTeam } from '../registration/end-registration.handler.ts';

export async function unregisterTeam(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  await deps.em.transactional(async (tx) => {
    const removed = await tx.nativeDelete(LeagueTeamEntity, { leagueId, teamId });
    if (removed === 0) throw notFound(LEAGUE_MESSAGES.teamNotRegistered);
    // A team that came through registration: declined and refunded, its spot offered to the waitlist.
    await endRegistrationOfRemovedTeam(tx, leagueId, teamId, actor.memberId, deps.clock.now());
  });
  return listLeagueTeams(deps.em, leagueId, actor.memberId);
}
