import { LockMode } from '@mikro-orm/core';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { type ConfirmationOutcome, confirmScore } from '../../domain/score-confirmation.ts';
import { LeagueEntity } from '../../infrastructure/league.entity.ts';
import { LeagueEventEntity, LeagueScoreReportEntity } from '../../infrastructure/league-event.entity.ts';

/**
 * Recomputes a league game's status and final score from what is stored (reports, the organizer's
 * override or forfeit, cancellation, the time) under a row lock on the game, inside the caller's
 * transaction. Reports of one game therefore take turns, a rerun with nothing new changes nothing, and
 * events are recorded only for a transition, so racing workers give one result and one event. A change
 * the caller made to the game in this unit of work (a move, an override) is flushed by the locking read.
 */
export async function reconfirmGame(
  tx: EntityManager,
  gameId: string,
  now: Date,
): Promise<ConfirmationOutcome | undefined> {
  const game = await tx.findOne(LeagueEventEntity, gameId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!game) return undefined;
  const league = await tx.findOneOrFail(LeagueEntity, game.leagueId);
  const reports = await tx.find(LeagueScoreReportEntity, { leagueEventId: gameId });
  const outcome = confirmScore({
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    startsAt: game.startsAt,
    now,
    reports: reports.map((r) => ({
      teamId: r.teamId,
      teamScore: r.teamScore,
      opponentScore: r.opponentScore,
      reportedAt: r.reportedAt,
    })),
    organizerOverride:
      game.overrideHome !== null && game.overrideAway !== null
        ? { homeGoals: game.overrideHome, awayGoals: game.overrideAway }
        : null,
    forfeitedBy: game.forfeitedBy,
    canceled: game.status === 'canceled',
    organizerObjected: game.organizerObjected,
    forfeitScore: league.rules.forfeitScore,
  });
  const home = outcome.final?.homeGoals ?? null;
  const away = outcome.final?.awayGoals ?? null;
  const previousStatus = game.reportStatus;
  const wasPublished = previousStatus === 'published';
  const isPublished = outcome.status === 'published';
  const scoreChanged = home !== game.homeScore || away !== game.awayScore;
  if (outcome.status === previousStatus && !scoreChanged) return outcome;

  game.reportStatus = outcome.status;
  game.homeScore = home;
  game.awayScore = away;
  game.confirmedByOrganizer = outcome.confirmedByOrganizer;
  if (isPublished) game.resultAt = now;
  game.updatedAt = now;
  const ref = { leagueEventId: game.id, leagueId: game.leagueId, stageId: game.stageId };
  if (isPublished && home !== null && away !== null) {
    const result = { ...ref, homeScore: home, awayScore: away };
    if (game.forfeitedBy)
      recordEvent(tx, 'leagues.result-forfeited', { ...result, forfeitedBy: game.forfeitedBy });
    else if (wasPublished) recordEvent(tx, 'leagues.result-corrected', result);
    else recordEvent(tx, 'leagues.result-confirmed', result);
  } else if (wasPublished) {
    recordEvent(tx, 'leagues.result-withdrawn', ref);
  }
  if (outcome.status === 'conflict' && previousStatus !== 'conflict')
    recordEvent(tx, 'leagues.score-conflict', { ...ref, organizationId: league.organizationId });
  return outcome;
}
