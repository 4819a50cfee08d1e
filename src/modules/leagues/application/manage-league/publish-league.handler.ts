import { LEAGUE_MESSAGES, type LeagueDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { conflict } from '../../../../platform/errors/app-error.ts';
import { LeagueEventEntity } from '../../infrastructure/league-event.entity.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedLeague } from '../locked-aggregates.ts';
import { getLeague } from '../queries/league.query.ts';

/**
 * POST /api/league/{leagueId}/publish: the league goes on the public pages. Without a game there is
 * nothing for its teams to play or visitors to see, so it must have a schedule first (409). Publishing
 * a published league changes nothing.
 */
export async function publishLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<LeagueDto> {
  const league = await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  await deps.em.transactional(async (tx) => {
    const row = await lockedLeague(tx, leagueId);
    if (row.status === 'published') return;
    if ((await tx.count(LeagueEventEntity, { leagueId, status: 'scheduled' })) === 0)
      throw conflict(LEAGUE_MESSAGES.publishNeedsGames);
    row.status = 'published';
    row.updatedAt = deps.clock.now();
    recordEvent(tx, 'leagues.league-published', {
      leagueId,
      organizationId: league.organization_id,
      actorId: actor.memberId,
    });
  });
  return getLeague(deps.em, leagueId, actor.memberId);
}
