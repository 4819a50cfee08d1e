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
import { captainTeamOf, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

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
  const id = randomUUID();
  const saved = await deps.em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<{ id: string }>>(
      `insert into league_score_report (id, league_event_id, team_id, reported_by, team_score, opponent_score, scorers, assists, mvp_id, reported_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
       on conflict (league_event_id, team_id) do update set reported_by = excluded.reported_by,
         team_score = excluded.team_score, opponent_score = excluded.opponent_score, scorers = excluded.scorers,
         assists = excluded.assists, mvp_id = excluded.mvp_id, reported_at = excluded.reported_at
       returning id`,
      [
        id,
        gameId,
        teamId,
        actor.memberId,
        report.teamScore,
        report.opponentScore,
        JSON.stringify(report.scorers),
        JSON.stringify(report.assists),
        report.mvpId,
        now,
      ],
    );
    recordEvent(tx, 'leagues.score-reported', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      teamId,
      reportId: row!.id,
    });
    return row!.id;
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
      status: complete ? 'saved_complete' : 'saved_incomplete',
      reportedAt: now.toISOString(),
    },
    message: LEAGUE_EVENT_MESSAGES.reportSaved,
  };
}
