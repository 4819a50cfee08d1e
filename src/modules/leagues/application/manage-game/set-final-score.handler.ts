import {
  type FinalScoreRequest,
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
  type LeagueEventResult,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { conflict } from '../../../../platform/errors/app-error.ts';
import { coordinatorOfGame } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
import { checkedShootoutWinner, isKnockoutStage } from '../playoffs/knockout-game.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { leagueEventResult } from './league-event-result.ts';

/** PUT /api/league/event/{id}/final-score: the organizer's score stands over the captains' reports. */
export async function setFinalScore(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  score: FinalScoreRequest,
): Promise<LeagueEventResult> {
  const game = await coordinatorOfGame(deps.em, gameId, actor.memberId);
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  const shootoutWinnerId = checkedShootoutWinner(await isKnockoutStage(deps.em, game.stage_id), game, {
    teamScore: score.homeScore,
    opponentScore: score.awayScore,
    shootoutWinnerTeamId: score.shootoutWinnerTeamId,
  });
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    const row = await lockedGame(tx, gameId);
    row.overrideHome = score.homeScore;
    row.overrideAway = score.awayScore;
    row.overrideShootoutWinnerId = shootoutWinnerId;
    row.forfeitedBy = null;
    await reconfirmGame(tx, gameId, now);
  });
  return leagueEventResult(deps, actor, gameId, LEAGUE_MESSAGES.saved);
}
