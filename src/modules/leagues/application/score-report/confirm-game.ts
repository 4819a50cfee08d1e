import { LockMode } from '@mikro-orm/core';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { decideShootout } from '../../domain/knockout-shootout.ts';
import { type ConfirmationOutcome, confirmScore, resultChange } from '../../domain/score-confirmation.ts';
import { LeagueEntity } from '../../infrastructure/league.entity.ts';
import { LeagueEventEntity, LeagueScoreReportEntity } from '../../infrastructure/league-event.entity.ts';
import { isKnockoutStage } from '../playoffs/knockout-game.ts';

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
  const scored = confirmScore({
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
  // A drawn knockout game also needs its shoot-out winner; captains naming different ones is a conflict.
  const override = game.overrideHome !== null && game.overrideAway !== null && !game.forfeitedBy;
  const shootout = (await isKnockoutStage(tx, game.stageId))
    ? decideShootout({
        homeTeamId: game.homeTeamId,
        awayTeamId: game.awayTeamId,
        final: scored.status === 'published' ? scored.final : null,
        reports,
        organizer: override ? { shootoutWinnerId: game.overrideShootoutWinnerId } : null,
      })
    : { shootoutWinnerId: null, disagree: false };
  const outcome: ConfirmationOutcome = shootout.disagree
    ? {
        status: 'conflict',
        final: null,
        confirmedByOrganizer: false,
        reason: 'The two teams named different shoot-out winners.',
      }
    : scored;
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
  const shootoutChanged = shootout.shootoutWinnerId !== game.shootoutWinnerId;
  if (!change.changed && !shootoutChanged) return outcome;
  // A standing result whose shoot-out winner alone changed is corrected: another team goes through.
  const event =
    change.event ??
    (shootoutChanged && outcome.status === 'published' && outcome.final ? 'result-corrected' : null);

  const home = outcome.final?.homeGoals ?? null;
  const away = outcome.final?.awayGoals ?? null;
  game.reportStatus = outcome.status;
  game.homeScore = home;
  game.awayScore = away;
  game.confirmedByOrganizer = outcome.confirmedByOrganizer;
  game.shootoutWinnerId = shootout.shootoutWinnerId;
  // The result's time moves only with the result (a confirmation flag alone is not news).
  if (event && event !== 'result-withdrawn') game.resultAt = now;
  game.updatedAt = now;
  const ref = { leagueEventId: game.id, leagueId: game.leagueId, stageId: game.stageId };
  const result = { ...ref, homeScore: home!, awayScore: away! };
  if (event === 'result-forfeited')
    recordEvent(tx, 'leagues.result-forfeited', { ...result, forfeitedBy: game.forfeitedBy! });
  else if (event === 'result-corrected') recordEvent(tx, 'leagues.result-corrected', result);
  else if (event === 'result-confirmed') recordEvent(tx, 'leagues.result-confirmed', result);
  else if (event === 'result-withdrawn') recordEvent(tx, 'leagues.result-withdrawn', ref);
  if (change.conflictBegan)
    recordEvent(tx, 'leagues.score-conflict', { ...ref, organizationId: league.organizationId });
  return outcome;
}
