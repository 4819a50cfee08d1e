import type { StaffDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { staffMemberIds } from '../../../organizations/index.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

/**
 * GET /api/league/{leagueId}/referees: the referees a coordinator may name on the league's games, the
 * organization's staff with the referee role, by name (organizations' and identity's read APIs).
 */
export async function listLeagueReferees(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<StaffDto[]> {
  const league = await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const ids = await staffMemberIds(deps.em, league.organization_id, 'referee');
  if (ids.length === 0) return [];
  const names = await deps.identity.memberSummaries(ids);
  return ids
    .flatMap((memberId) => {
      const who = names.get(memberId);
      return who
        ? [
            {
              memberId,
              organizationId: league.organization_id,
              role: 'referee' as const,
              firstName: who.firstName,
              lastName: who.lastName,
              avatar: who.avatar,
            },
          ]
        : [];
    })
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
}
