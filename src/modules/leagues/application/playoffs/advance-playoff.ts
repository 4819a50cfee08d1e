import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { knockoutWinner, nextMatchOf, roundName } from '../../domain/playoff-bracket.ts';
import { insertPlayoffGames, lockedMatchOfGame, matchAt } from '../../infrastructure/playoff.store.ts';

interface GameResultRow {
  home_team_id: string;
  away_team_id: string;
  home_score: number | null;
  away_score: number | null;
  shootout_winner_id: string | null;
  report_status: string;
  time_zone: string;
}

/**
 * A knockout game's result stands (confirmed, corrected or a forfeit): its winner goes through to the
 * next round's match, whose game is created once both its teams are known (or given the new team if a
 * correction changed the winner before it was played), and the final's winner is crowned. Under the
 * bracket's row lock, in the caller's transaction; a rerun with nothing new changes nothing.
 */
export async function advancePlayoff(tx: EntityManager, leagueEventId: string, now: Date): Promise<void> {
  const found = await lockedMatchOfGame(tx, leagueEventId);
  if (!found) return; // a regular-season game
  const { playoff, match } = found;
  const [game] = await tx.execute<GameResultRow[]>(
    `select home_team_id, away_team_id, home_score, away_score, shootout_winner_id, report_status, time_zone
     from league_event where id = ?`,
    [leagueEventId],
  );
  if (game?.report_status !== 'published' || game.home_score === null || game.away_score === null) return;
  const winner = knockoutWinner({
    homeTeamId: game.home_team_id,
    awayTeamId: game.away_team_id,
    homeScore: game.home_score,
    awayScore: game.away_score,
    shootoutWinnerId: game.shootout_winner_id,
  });
  if (!winner || winner === match.winner_team_id) return;
  const { stage_id: stageId, league_id: leagueId } = playoff;
  await tx.execute(
    'update league_playoff_match set winner_team_id = ? where stage_id = ? and round = ? and position = ?',
    [winner, stageId, match.round, match.position],
  );
  if (match.round === playoff.rounds) {
    await tx.execute('update league_playoff set champion_team_id = ?, crowned_at = ? where stage_id = ?', [
      winner,
      now,
      stageId,
    ]);
    recordEvent(tx, 'leagues.champion-crowned', {
      leagueId,
      stageId,
      teamId: winner,
      finalGameId: leagueEventId,
    });
    return;
  }
  const next = nextMatchOf(match.round, match.position);
  const target = await matchAt(tx, stageId, next.round, next.position);
  if (!target) return;
  const seed = playoff.seeds.indexOf(winner) + 1 || null;
  await tx.execute(
    `update league_playoff_match set ${next.side}_team_id = ?, ${next.side}_seed = ?
     where stage_id = ? and round = ? and position = ?`,
    [winner, seed, stageId, next.round, next.position],
  );
  recordEvent(tx, 'leagues.playoff-team-advanced', {
    leagueId,
    stageId,
    teamId: winner,
    fromGameId: leagueEventId,
    ...next,
  });
  const home = next.side === 'home' ? winner : target.home_team_id;
  const away = next.side === 'away' ? winner : target.away_team_id;
  if (target.league_event_id) {
    await replaceTeamOfUnplayedGame(tx, target.league_event_id, next.side, winner, {
      leagueId,
      stageId,
      now,
    });
    return;
  }
  if (!home || !away || !target.starts_at || !target.venue) return;
  const gameId = randomUUID();
  await insertPlayoffGames(tx, { leagueId, stageId, timeZone: game.time_zone, now }, [
    {
      id: gameId,
      homeTeamId: home,
      awayTeamId: away,
      startsAt: new Date(target.starts_at),
      venue: target.venue,
      round: next.round,
      roundName: roundName(next.round, playoff.rounds),
    },
  ]);
  await tx.execute(
    'update league_playoff_match set league_event_id = ? where stage_id = ? and round = ? and position = ?',
    [gameId, stageId, next.round, next.position],
  );
}

/**
 * A corrected result changed who went through: the next game, not yet played, gets the new team. A game
 * already played stays as it was (its result is the organizer's to correct).
 */
async function replaceTeamOfUnplayedGame(
  tx: EntityManager,
  gameId: string,
  side: 'home' | 'away',
  teamId: string,
  ref: { leagueId: string; stageId: string; now: Date },
): Promise<void> {
  const [updated] = await tx.execute<Array<{ starts_at: Date }>>(
    `update league_event set ${side}_team_id = ?, updated_at = ?
     where id = ? and report_status <> 'published' and home_team_id <> ? and away_team_id <> ?
     returning starts_at`,
    [teamId, ref.now, gameId, teamId, teamId],
  );
  if (!updated) return;
  recordEvent(tx, 'leagues.league-event-updated', {
    leagueEventId: gameId,
    leagueId: ref.leagueId,
    stageId: ref.stageId,
    startsAt: new Date(updated.starts_at).toISOString(),
    changed: [side === 'home' ? 'homeTeam' : 'awayTeam'],
  });
}
