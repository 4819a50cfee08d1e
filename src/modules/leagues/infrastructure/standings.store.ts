import type { LeagueRules } from '../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { computeStandings } from '../domain/standings.ts';

// The standings read model is rewritten as a set: one stage's rows deleted and inserted again from its
// published results and adjustments, under the stage's row lock so two rebuilds take turns.

/**
 * Rewrites the standings read model of one stage from its published results and adjustments, using
 * the league's rules; the stage row is locked so two rebuilds take turns. Idempotent. Changes pending in
 * the caller's unit of work (a result, new rules) are flushed first, so the table reads them.
 */
export async function rebuildStandings(
  tx: EntityManager,
  leagueId: string,
  stageId: string,
  now: Date,
): Promise<void> {
  await tx.flush();
  const [league] = await tx.execute<Array<{ rules: LeagueRules }>>(
    `select l.rules from league_stage s join league l on l.id = s.league_id
     where s.id = ? and s.league_id = ? for update of s`,
    [stageId, leagueId],
  );
  if (!league) return;
  const teams = await tx.execute<Array<{ team_id: string }>>(
    'select team_id from league_team where league_id = ? order by name, team_id',
    [leagueId],
  );
  const games = await tx.execute<
    Array<{
      id: string;
      home_team_id: string;
      away_team_id: string;
      home_score: number;
      away_score: number;
      forfeited_by: string | null;
      home_cards: number;
      away_cards: number;
    }>
  >(
    // Each team's cards in the game: the fewestCards tiebreaker counts them over the games that count.
    `select e.id, e.home_team_id, e.away_team_id, e.home_score, e.away_score, e.forfeited_by,
       (select count(*)::int from league_event_card c where c.league_event_id = e.id and c.team_id = e.home_team_id) as home_cards,
       (select count(*)::int from league_event_card c where c.league_event_id = e.id and c.team_id = e.away_team_id) as away_cards
     from league_event e
     where e.stage_id = ? and e.status = 'scheduled' and e.report_status = 'published' and e.home_score is not null
     order by e.starts_at, e.id`,
    [stageId],
  );
  const adjustments = await tx.execute<Array<{ team_id: string; points: number; reason: string }>>(
    'select team_id, points, reason from league_point_adjustment where stage_id = ? order by created_at, id',
    [stageId],
  );
  const rows = computeStandings(
    teams.map((t) => t.team_id),
    games.map((g) => ({
      gameId: g.id,
      homeTeamId: g.home_team_id,
      awayTeamId: g.away_team_id,
      homeGoals: g.home_score,
      awayGoals: g.away_score,
      homeCards: g.home_cards,
      awayCards: g.away_cards,
      ...(g.forfeited_by ? { forfeitedBy: g.forfeited_by } : {}),
    })),
    league.rules,
    adjustments.map((a) => ({ teamId: a.team_id, points: a.points, reason: a.reason })),
  );
  await tx.execute('delete from league_standing where stage_id = ?', [stageId]);
  if (rows.length > 0) {
    const values = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)').join(', ');
    await tx.execute(
      `insert into league_standing (stage_id, team_id, league_id, position, shared, played, wins, draws, losses,
         goals_for, goals_against, goal_difference, points, adjustment, adjustment_reasons, cards, form, updated_at)
       values ${values}`,
      rows.flatMap((r) => [
        stageId,
        r.teamId,
        leagueId,
        r.position,
        r.shared,
        r.played,
        r.wins,
        r.draws,
        r.losses,
        r.goalsFor,
        r.goalsAgainst,
        r.goalDifference,
        r.points,
        r.adjustment,
        JSON.stringify(r.adjustmentReasons),
        r.cards,
        r.form ?? '',
        now,
      ]),
    );
  }
  recordEvent(tx, 'leagues.standings-updated', { leagueId, stageId });
}
