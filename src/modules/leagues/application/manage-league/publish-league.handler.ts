import { LEAGUE_MESSAGES, type LeagueDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
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
    const [row] = await tx.execute<Array<{ status: string; games: number }>>(
      `select l.status, (select count(*)::int from league_event e where e.league_id = l.id and e.status = 'scheduled') as games
       from league l where l.id = ? for update of l`,
      [leagueId],
    );
    if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
    if (row.status === 'published') return;
    if (row.games === 0) throw conflict(LEAGUE_MESSAGES.publishNeedsGames);
    await tx.execute(
      `update league set status = 'published', updated_at = ?, version = version + 1 where id = ?`,
      [deps.clock.now(), leagueId],
    );
    recordEvent(tx, 'leagues.league-published', {
      leagueId,
      organizationId: league.organization_id,
      actorId: actor.memberId,
    });
  });
  return getLeague(deps.em, leagueId);
}
