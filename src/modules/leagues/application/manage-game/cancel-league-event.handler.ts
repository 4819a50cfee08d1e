import { LEAGUE_MESSAGES, type LeagueEventResult } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { leagueEventResult } from './league-event-result.ts';

export async function cancelLeagueEvent(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: string }>>(
      `update league_event set status = 'canceled', updated_at = ?, version = version + 1
       where id = ? and status <> 'canceled' returning id`,
      [now, gameId],
    );
    if (rows.length === 0) return;
    recordEvent(tx, 'leagues.league-event-canceled', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
    });
    await reconfirmGame(tx, gameId, now);
  });
  return leagueEventResult(deps, actor, gameId, LEAGUE_MESSAGES.updated);
}
