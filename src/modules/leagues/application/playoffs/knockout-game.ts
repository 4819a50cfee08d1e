import { PLAYOFF_MESSAGES } from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { needsShootoutWinner } from '../../domain/knockout-shootout.ts';

/** A game of a playoff stage: it cannot end level, so a level score needs a shoot-out winner. */
export async function isKnockoutStage(em: EntityManager, stageId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ kind: string }>>('select kind from league_stage where id = ?', [
    stageId,
  ]);
  return row?.kind === 'playoffs';
}

/**
 * The shoot-out winner a score form may store: required (400) for a level knockout score and one of the
 * game's two teams; dropped for any other score, where the goals decide.
 */
export function checkedShootoutWinner(
  knockout: boolean,
  game: { home_team_id: string; away_team_id: string },
  score: { teamScore: number | null; opponentScore: number | null; shootoutWinnerTeamId: string | null },
): string | null {
  if (!needsShootoutWinner(knockout, score)) return null;
  const winner = score.shootoutWinnerTeamId;
  if (!winner)
    throw badRequest([{ message: PLAYOFF_MESSAGES.shootoutNeeded, field: 'shootoutWinnerTeamId' }]);
  if (winner !== game.home_team_id && winner !== game.away_team_id)
    throw badRequest([{ message: PLAYOFF_MESSAGES.shootoutTeam, field: 'shootoutWinnerTeamId' }]);
  return winner;
}
