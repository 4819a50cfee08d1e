import { randomUUID } from 'node:crypto';
import {
  LEAGUE_EVENT_MESSAGES,
  type ScoreReportRequest,
  type ScoreReportResult,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { isComplete } from '../../domain/score-confirmation.ts';
import { LeagueScoreReportEntity } from '../../infrastructure/league-event.entity.ts';
import { captainTeamOf, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { lockedGame } from '../locked-aggregates.ts';
import { checkedShootoutWinner, isKnockoutStage } from '../playoffs/knockout-game.ts';

/**
 * POST /api/league-common/event-page/{id}/report: a captain's post-game form. Stored (the team's latest
 * report replaces its earlier one), then a worker confirms the game from the stored reports.
 */
export async function reportScore(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  report: ScoreReportRequest,
): Promise<ScoreReportResult> {
  const access = await gameAccess(deps.em, gameId, actor.memberId);
  const teamId = captainTeamOf(access);
  const { game } = access;
  const now = deps.clock.now();
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  if (new Date(game.starts_at).getTime() > now.getTime()) throw conflict(LEAGUE_EVENT_MESSAGES.notStarted);
  const roster = new Set((await teamRosterMemberIds(deps.em, teamId)).map((m) => m.memberId));
  const players = [...report.scorers.map((s) => s.memberId), ...report.assists.map((a) => a.memberId)];
  if (report.mvpId) players.push(report.mvpId);
  if (players.some((id) => !roster.has(id)))
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.playerNotOnTeam, field: 'scorers' }]);
  const shootoutWinnerId = checkedShootoutWinner(await isKnockoutStage(deps.em, game.stage_id), game, report);
  const saved = await deps.em.transactional(async (tx) => {
    // Under the game's lock, as the confirmation reads the reports: the team's two captains take turns.
    await lockedGame(tx, gameId);
    const fields = {
      reportedBy: actor.memberId,
      teamScore: report.teamScore,
      opponentScore: report.opponentScore,
      scorers: report.scorers,
      assists: report.assists,
      mvpId: report.mvpId,
      shootoutWinnerId,
      reportedAt: now,
    };
    const earlier = await tx.findOne(LeagueScoreReportEntity, { leagueEventId: gameId, teamId });
    const row = earlier
      ? tx.assign(earlier, fields)
      : tx.create(LeagueScoreReportEntity, { id: randomUUID(), leagueEventId: gameId, teamId, ...fields });
    recordEvent(tx, 'leagues.score-reported', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      teamId,
      reportId: row.id,
    });
    return row.id;
  });
  const complete = isComplete({
    teamId,
    teamScore: report.teamScore,
    opponentScore: report.opponentScore,
    reportedAt: now,
  });
  return {
    report: {
      id: saved,
      leagueEventId: gameId,
      teamId,
      reportedBy: actor.memberId,
      ...report,
      shootoutWinnerTeamId: shootoutWinnerId,
      status: complete ? 'saved_complete' : 'saved_incomplete',
      reportedAt: now.toISOString(),
    },
    message: LEAGUE_EVENT_MESSAGES.reportSaved,
  };
}
