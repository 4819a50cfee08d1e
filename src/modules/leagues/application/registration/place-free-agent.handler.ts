import {
  REGISTRATION_MESSAGES as M,
  type PlacedFreeAgentDto,
} from '../../../../contracts/leagues/registration.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { addMemberToRoster } from '../../../clubs/index.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { registrationIn } from './end-registration.handler.ts';

/**
 * POST /api/league/{leagueId}/registrations/{registrationId}/place {teamId}: a coordinator puts a registered
 * free agent on one of the league's teams, which adds them to the team's roster through clubs (once:
 * placing them again changes nothing; clubs records `clubs.member-joined`, via `league-placement`).
 */
export async function placeFreeAgent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  registrationId: string,
  teamId: string,
): Promise<PlacedFreeAgentDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  return deps.em.transactional(async (tx) => {
    const registration = await registrationIn(tx, leagueId, registrationId);
    if (registration.kind !== 'free_agent' || registration.status !== 'registered')
      throw conflict(M.notAFreeAgent);
    if (!(await tx.findOne(LeagueTeamEntity, { leagueId, teamId }))) throw notFound(M.notALeagueTeam);
    const added = await addMemberToRoster(tx, {
      teamId,
      memberId: registration.member_id,
      via: 'league-placement',
    });
    return {
      registrationId,
      memberId: registration.member_id,
      teamId,
      teamName: added.team.name,
      alreadyOnTeam: added.alreadyAdded,
      message: added.alreadyAdded ? M.alreadyOnTeam : M.placed,
    };
  });
}
