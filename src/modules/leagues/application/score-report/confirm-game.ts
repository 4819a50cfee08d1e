import { LockMode } from '@mikro-orm/core';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { type ConfirmationOutcome, confirmScore, resultChange } from '../../domain/score-confirmation.ts';
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
  const change = resultChange(
    {
      status: game.reportStatus,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      confirmedByOrganizer: game.confirmedByOrganizer,
    },
    outcome,
    game.forfeitedBy !== null,
  );
  if (!change.changed) return outcome;

  const home = outcome.final?.homeGoals ?? null;
  const away = outcome.final?.awayGoals ?? null;
  game.reportStatus = outcome.status;
  game.homeScore = home;
  game.awayScore = away;
  game.confirmedByOrganizer = outcome.confirmedByOrganizer;
  // The result's time moves only with the result (a confirmation flag alone is not news).
  if (change.event && change.event !== 'result-withdrawn') game.resultAt = now;
  game.updatedAt = now;
  const ref = { leagueEventId: game.id, leagueId: game.leagueId, stageId: game.stageId };
  const result = { ...ref, homeScore: home!, awayScore: away! };
  if (change.event === 'result-forfeited')
    recordEvent(tx, 'leagues.result-forfeited', { ...result, forfeitedBy: game.forfeitedBy! });
  else if (change.event === 'result-corrected') recordEvent(tx, 'leagues.result-corrected', result);
  else if (change.event === 'result-confirmed') recordEvent(tx, 'leagues.result-confirmed', result);
  else if (change.event === 'result-withdrawn') recordEvent(tx, 'leagues.result-withdrawn', ref);
  if (change.conflictBegan)
    recordEvent(tx, 'leagues.score-conflict', { ...ref, organizationId: league.organizationId });
  return outcome;
}
