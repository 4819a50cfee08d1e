import {
  type ForfeitRequest,
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
  type LeagueEventResult,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { leagueEventResult } from './league-event-result.ts';

export async function recordForfeit(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  forfeit: ForfeitRequest,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (forfeit.forfeitedByTeamId !== game.home_team_id && forfeit.forfeitedByTeamId !== game.away_team_id)
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.forfeitTeam, field: 'forfeitedByTeamId' }]);
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    (await lockedGame(tx, gameId)).forfeitedBy = forfeit.forfeitedByTeamId;
    await reconfirmGame(tx, gameId, now);
  });
  return leagueEventResult(deps, actor, gameId, LEAGUE_MESSAGES.saved);
}
