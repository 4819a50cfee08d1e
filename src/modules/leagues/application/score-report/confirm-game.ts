import type { LeagueRules } from '../../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { type ConfirmationOutcome, confirmScore } from '../../domain/score-confirmation.ts';

interface LockedGame {
  id: string;
  league_id: string;
  stage_id: string;
  organization_id: number;
  home_team_id: string;
  away_team_id: string;
  starts_at: Date;
  status: 'scheduled' | 'canceled';
  report_status: string;
  home_score: number | null;
  away_score: number | null;
  override_home: number | null;
  override_away: number | null;
  forfeited_by: string | null;
  organizer_objected: boolean;
  rules: LeagueRules;
}

/**
 * Recomputes a league game's status and final score from what is stored (reports, the organizer's
 * override or forfeit, cancellation, the time) under a row lock on the game, inside the caller's
 * transaction. Reports of one game therefore take turns, a rerun with nothing new changes nothing, and
 * events are recorded only for a transition, so racing workers give one result and one event.
 */
export async function reconfirmGame(
  tx: EntityManager,
  gameId: string,
  now: Date,
): Promise<ConfirmationOutcome | undefined> {
  const [game] = await tx.execute<LockedGame[]>(
    `select e.id, e.league_id, e.stage_id, l.organization_id, e.home_team_id, e.away_team_id, e.starts_at,
       e.status, e.report_status, e.home_score, e.away_score, e.override_home, e.override_away, e.forfeited_by,
       e.organizer_objected, l.rules
     from league_event e join league l on l.id = e.league_id where e.id = ? for update of e`,
    [gameId],
  );
  if (!game) return undefined;
  const reports = await tx.execute<
    Array<{ team_id: string; team_score: number | null; opponent_score: number | null; reported_at: Date }>
  >(
    'select team_id, team_score, opponent_score, reported_at from league_score_report where league_event_id = ?',
    [gameId],
  );
  const outcome = confirmScore({
    homeTeamId: game.home_team_id,
    awayTeamId: game.away_team_id,
    startsAt: new Date(game.starts_at),
    now,
    reports: reports.map((r) => ({
      teamId: r.team_id,
      teamScore: r.team_score,
      opponentScore: r.opponent_score,
      reportedAt: new Date(r.reported_at),
    })),
    organizerOverride:
      game.override_home !== null && game.override_away !== null
        ? { homeGoals: game.override_home, awayGoals: game.override_away }
        : null,
    forfeitedBy: game.forfeited_by,
    canceled: game.status === 'canceled',
    organizerObjected: game.organizer_objected,
    forfeitScore: game.rules.forfeitScore,
  });
  const home = outcome.final?.homeGoals ?? null;
  const away = outcome.final?.awayGoals ?? null;
  const wasPublished = game.report_status === 'published';
  const isPublished = outcome.status === 'published';
  const scoreChanged = home !== game.home_score || away !== game.away_score;
  if (outcome.status === game.report_status && !scoreChanged) return outcome;

  await tx.execute(
    `update league_event set report_status = ?, home_score = ?, away_score = ?, confirmed_by_organizer = ?,
       result_at = case when ? then ? else result_at end, updated_at = ?, version = version + 1 where id = ?`,
    [outcome.status, home, away, outcome.confirmedByOrganizer, isPublished, now, now, gameId],
  );
  const ref = { leagueEventId: game.id, leagueId: game.league_id, stageId: game.stage_id };
  if (isPublished && home !== null && away !== null) {
    const result = { ...ref, homeScore: home, awayScore: away };
    if (game.forfeited_by)
      recordEvent(tx, 'leagues.result-forfeited', { ...result, forfeitedBy: game.forfeited_by });
    else if (wasPublished) recordEvent(tx, 'leagues.result-corrected', result);
    else recordEvent(tx, 'leagues.result-confirmed', result);
  } else if (wasPublished) {
    recordEvent(tx, 'leagues.result-withdrawn', ref);
  }
  if (outcome.status === 'conflict' && game.report_status !== 'conflict')
    recordEvent(tx, 'leagues.score-conflict', { ...ref, organizationId: game.organization_id });
  return outcome;
}
