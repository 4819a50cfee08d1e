import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LEAGUE_MESSAGES, type LeagueTeamDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { listLeagueTeams } from '../queries/league.query.ts';
import { addLeagueTeam } from './add-league-team.ts';

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
  const alreadyRegistered = () => conflict(LEAGUE_MESSAGES.teamAlreadyRegistered, 'teamId');
  try {
    await deps.em.transactional(async (tx) => {
      if (await tx.findOne(LeagueTeamEntity, { leagueId, teamId })) throw alreadyRegistered();
      addLeagueTeam(tx, leagueId, role.team, deps.clock.now());
    });
  } catch (error) {
    // Registered by another request between the look and the flush.
    if (error instanceof UniqueConstraintViolationException) throw alreadyRegistered();
    throw error;
  }
  return listLeagueTeams(deps.em, leagueId, actor.memberId);
}
