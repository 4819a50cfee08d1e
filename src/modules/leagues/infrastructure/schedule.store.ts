import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { ScheduledGame } from '../domain/round-robin.ts';

// A stage's schedule is written as a set: its row is locked so two generations take turns, the games it
// replaces go in one statement and the new ones in another (a season is dozens of games). Each game's
// creation and deletion is still recorded, for its score deadline. A single game changes through
// LeagueEventEntity.

/** Locks the stage (until the caller's transaction ends) and returns the ids of the games it has. */
export async function lockStageSchedule(tx: EntityManager, stageId: string): Promise<string[]> {
  await tx.execute('select id from league_stage where id = ? for update', [stageId]);
  const games = await tx.execute<Array<{ id: string }>>('select id from league_event where stage_id = ?', [
    stageId,
  ]);
  return games.map((game) => game.id);
}

/** Deletes the stage's `replaced` games and inserts `games` (ids given), in the caller's transaction. */
export async function writeStageSchedule(
  tx: EntityManager,
  schedule: {
    leagueId: string;
    stageId: string;
    timeZone: string;
    replaced: readonly string[];
    games: ReadonlyArray<ScheduledGame & { id: string }>;
    now: Date;
    /** Demo data: its games are news to nobody. */
    via?: 'seed';
  },
): Promise<void> {
  const { leagueId, stageId, games, now } = schedule;
  // The league and stage may be new in the unit of work: they go first, for the games' foreign keys.
  await tx.flush();
  for (const old of schedule.replaced) {
    recordEvent(tx, 'leagues.league-event-deleted', { leagueEventId: old, leagueId, stageId });
  }
  if (schedule.replaced.length > 0)
    await tx.execute('delete from league_event where stage_id = ?', [stageId]);
  if (games.length > 0) {
    await tx.execute(
      `insert into league_event (id, league_id, stage_id, round, home_team_id, away_team_id, starts_at, time_zone, venue, created_at, updated_at)
       values ${games.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      games.flatMap((g) => [
        g.id,
        leagueId,
        stageId,
        g.round,
        g.homeTeamId,
        g.awayTeamId,
        g.startsAt,
        schedule.timeZone,
        g.venue,
        now,
        now,
      ]),
    );
  }
  const via = schedule.via ? { via: schedule.via } : {};
  for (const g of games) {
    recordEvent(tx, 'leagues.league-event-created', {
      leagueEventId: g.id,
      leagueId,
      stageId,
      startsAt: g.startsAt.toISOString(),
      withSchedule: true,
      ...via,
    });
  }
  // A whole schedule reaches its teams as one season-schedule e-mail each, not one per game: a draft's
  // when it is published, a published league's now.
  const [league] = await tx.execute<Array<{ status: string }>>('select status from league where id = ?', [
    leagueId,
  ]);
  recordEvent(tx, 'leagues.schedule-generated', {
    leagueId,
    stageId,
    gameCount: games.length,
    replaced: schedule.replaced.length,
    leaguePublished: league?.status === 'published',
    ...via,
  });
}
