import type { StandingsDto } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { rebuildStandings } from '../../infrastructure/standings.store.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getStandings } from '../queries/standings.query.ts';

/** POST /api/league/{leagueId}/standings/rebuild: every stage's table again from the results. */
export async function rebuildLeagueStandings(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<StandingsDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const stages = await deps.em.execute<Array<{ id: string }>>(
    'select id from league_stage where league_id = ?',
    [leagueId],
  );
  await deps.em.transactional(async (tx) => {
    for (const stage of stages) await rebuildStandings(tx, leagueId, stage.id, deps.clock.now());
  });
  return getStandings(deps.em, leagueId, actor.memberId);
}
