import { LEAGUE_MESSAGES, type LeagueEventResult } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
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
    const row = await lockedGame(tx, gameId);
    if (row.status === 'canceled') return;
    row.status = 'canceled';
    row.updatedAt = now;
    row.sequence += 1;
    recordEvent(tx, 'leagues.league-event-canceled', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      sequence: row.sequence,
    });
    await reconfirmGame(tx, gameId, now);
  });
  return leagueEventResult(deps, actor, gameId, LEAGUE_MESSAGES.updated);
}
