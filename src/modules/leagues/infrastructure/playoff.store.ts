import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { PlannedMatch } from '../domain/playoff-bracket.ts';

// The bracket's rows: league_playoff (one a league, locked while a winner goes through, so two results
// of one bracket take turns) and league_playoff_match (every slot of every round, a game once both of
// its teams are known). Table: migrations/…_league_playoffs.ts.

export interface PlayoffRow {
  stage_id: string;
  league_id: string;
  size: number;
  rounds: number;
  seeds: string[];
  champion_team_id: string | null;
}

export interface PlayoffMatchRow {
  stage_id: string;
  round: number;
  position: number;
  home_team_id: string | null;
  away_team_id: string | null;
  starts_at: Date | null;
  venue: string | null;
  league_event_id: string | null;
  winner_team_id: string | null;
}

export interface PlayoffGame {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  venue: string;
  round: number;
  roundName: string;
}

export async function playoffOfLeague(em: EntityManager, leagueId: string): Promise<PlayoffRow | undefined> {
  const [row] = await em.execute<PlayoffRow[]>(
    'select stage_id, league_id, size, rounds, seeds, champion_team_id from league_playoff where league_id = ?',
    [leagueId],
  );
  return row;
}

/** How much of the regular season is played: its games (canceled ones aside) and those without a result. */
export async function regularSeasonProgress(
  em: EntityManager,
  leagueId: string,
): Promise<{ games: number; open: number; lastStartsAt: Date | null }> {
  const [row] = await em.execute<Array<{ games: number; open: number; last_starts_at: Date | null }>>(
    `select count(*)::int as games, count(*) filter (where e.report_status <> 'published')::int as open,
       max(e.starts_at) as last_starts_at
     from league_event e join league_stage s on s.id = e.stage_id
     where e.league_id = ? and s.kind = 'regular' and e.status = 'scheduled'`,
    [leagueId],
  );
  const last = row?.last_starts_at;
  return { games: row?.games ?? 0, open: row?.open ?? 0, lastStartsAt: last ? new Date(last) : null };
}

/** The regular stage's final table, best first (the read model's order, as the standings page shows). */
export async function finalTable(em: EntityManager, stageId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ team_id: string }>>(
    `select s.team_id from league_standing s join league_team t on t.league_id = s.league_id and t.team_id = s.team_id
     where s.stage_id = ? order by s.position, t.name`,
    [stageId],
  );
  return rows.map((r) => r.team_id);
}

/** Inserts knockout games (with their round names) and records each one's creation. */
export async function insertPlayoffGames(
  tx: EntityManager,
  ref: { leagueId: string; stageId: string; timeZone: string; now: Date },
  games: readonly PlayoffGame[],
): Promise<void> {
  if (games.length === 0) return;
  await tx.execute(
    `insert into league_event (id, league_id, stage_id, round, round_name, home_team_id, away_team_id, starts_at,
       time_zone, venue, created_at, updated_at)
     values ${games.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    games.flatMap((g) => [
      g.id,
      ref.leagueId,
      ref.stageId,
      g.round,
      g.roundName,
      g.homeTeamId,
      g.awayTeamId,
      g.startsAt,
      ref.timeZone,
      g.venue,
      ref.now,
      ref.now,
    ]),
  );
  for (const g of games)
    recordEvent(tx, 'leagues.league-event-created', {
      leagueEventId: g.id,
      leagueId: ref.leagueId,
      stageId: ref.stageId,
      startsAt: g.startsAt.toISOString(),
    });
}

/** The bracket's header and every slot of every round, in the caller's transaction. */
export async function insertBracket(
  tx: EntityManager,
  playoff: {
    stageId: string;
    leagueId: string;
    rounds: number;
    seeds: string[];
    seededBy: string;
    now: Date;
  },
  matches: ReadonlyArray<
    PlannedMatch & { startsAt: Date | null; venue: string | null; leagueEventId: string | null }
  >,
): Promise<void> {
  await tx.execute(
    `insert into league_playoff (stage_id, league_id, size, rounds, seeds, seeded_by, seeded_at)
     values (?, ?, ?, ?, ?::jsonb, ?, ?)`,
    [
      playoff.stageId,
      playoff.leagueId,
      playoff.seeds.length,
      playoff.rounds,
      JSON.stringify(playoff.seeds),
      playoff.seededBy,
      playoff.now,
    ],
  );
  await tx.execute(
    `insert into league_playoff_match (stage_id, round, position, home_seed, away_seed, home_team_id, away_team_id,
       bye, starts_at, venue, league_event_id, winner_team_id)
     values ${matches.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    matches.flatMap((m) => [
      playoff.stageId,
      m.round,
      m.position,
      m.homeSeed,
      m.awaySeed,
      m.homeTeamId,
      m.awayTeamId,
      m.bye,
      m.startsAt,
      m.venue,
      m.leagueEventId,
      m.winnerTeamId,
    ]),
  );
}

/** The bracket slot a game is played in, with its bracket locked until the caller's transaction ends. */
export async function lockedMatchOfGame(
  tx: EntityManager,
  leagueEventId: string,
): Promise<{ playoff: PlayoffRow; match: PlayoffMatchRow } | undefined> {
  const [found] = await tx.execute<Array<{ stage_id: string }>>(
    'select stage_id from league_playoff_match where league_event_id = ?',
    [leagueEventId],
  );
  if (!found) return undefined;
  const [playoff] = await tx.execute<PlayoffRow[]>(
    `select stage_id, league_id, size, rounds, seeds, champion_team_id from league_playoff
     where stage_id = ? for update`,
    [found.stage_id],
  );
  const [match] = await tx.execute<PlayoffMatchRow[]>(
    'select * from league_playoff_match where league_event_id = ?',
    [leagueEventId],
  );
  return playoff && match ? { playoff, match } : undefined;
}

export async function matchAt(
  tx: EntityManager,
  stageId: string,
  round: number,
  position: number,
): Promise<PlayoffMatchRow | undefined> {
  const [row] = await tx.execute<PlayoffMatchRow[]>(
    'select * from league_playoff_match where stage_id = ? and round = ? and position = ?',
    [stageId, round, position],
  );
  return row;
}
