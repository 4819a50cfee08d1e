import { uuidv7 } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import {
  canceledText,
  type FeedTeams,
  isScheduleChange,
  movedText,
  resultText,
} from '../domain/league-feed.ts';

// The feed's writes from leagues' own game events: each item keeps what it says (team names, score,
// kick-off) as it was, so a page never joins back to the games and stays one statement.

interface GameForFeed {
  league_id: string;
  organization_id: number;
  workspace_id: number;
  home_team_id: string;
  away_team_id: string;
  home_name: string;
  away_name: string;
  home_score: number | null;
  away_score: number | null;
  forfeited_by: string | null;
  report_status: string;
  status: string;
  starts_at: Date;
  time_zone: string;
  venue: string;
}

async function gameForFeed(em: EntityManager, leagueEventId: string): Promise<GameForFeed | undefined> {
  const [row] = await em.execute<Array<Omit<GameForFeed, 'starts_at'> & { starts_at: Date | string }>>(
    `select e.league_id, l.organization_id, l.workspace_id, e.home_team_id, e.away_team_id,
       ht.name as home_name, at.name as away_name, e.home_score, e.away_score, e.forfeited_by,
       e.report_status, e.status, e.starts_at, e.time_zone, e.venue
     from league_event e join league l on l.id = e.league_id
     join league_team ht on ht.league_id = e.league_id and ht.team_id = e.home_team_id
     join league_team at on at.league_id = e.league_id and at.team_id = e.away_team_id
     where e.id = ?`,
    [leagueEventId],
  );
  // The driver may hand a timestamp back as text: one Date from here on.
  return row ? { ...row, starts_at: new Date(row.starts_at) } : undefined;
}

const teamsOf = (game: GameForFeed): FeedTeams => ({ homeName: game.home_name, awayName: game.away_name });

async function insertItem(
  em: EntityManager,
  game: GameForFeed,
  leagueEventId: string,
  kind: 'result' | 'game_moved' | 'game_canceled',
  text: string,
  details: Record<string, unknown>,
  at: Date,
  onConflict = '',
): Promise<void> {
  await em.execute(
    `insert into league_feed_item (id, league_id, organization_id, workspace_id, kind, league_event_id,
       home_team_id, away_team_id, details, text, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) ${onConflict}`,
    [
      uuidv7(),
      game.league_id,
      game.organization_id,
      game.workspace_id,
      kind,
      leagueEventId,
      game.home_team_id,
      game.away_team_id,
      JSON.stringify({
        homeName: game.home_name,
        awayName: game.away_name,
        startsAt: game.starts_at.toISOString(),
        venue: game.venue,
        ...details,
      }),
      text,
      at,
    ],
    'run',
  );
}

/**
 * The game's result as it now stands (confirmed, corrected or forfeited): one item per game, rewritten
 * in place on a correction so its claps stay with it. A game no longer published has none.
 */
export async function writeResultItem(em: EntityManager, leagueEventId: string, at: Date): Promise<void> {
  const game = await gameForFeed(em, leagueEventId);
  if (!game) return; // deleted since: its items went with it
  if (
    game.report_status !== 'published' ||
    game.status !== 'scheduled' ||
    game.home_score === null ||
    game.away_score === null
  )
    return removeResultItem(em, leagueEventId);
  const forfeit = game.forfeited_by !== null;
  await insertItem(
    em,
    game,
    leagueEventId,
    'result',
    resultText(teamsOf(game), game.home_score, game.away_score, forfeit),
    { homeScore: game.home_score, awayScore: game.away_score, forfeit },
    at,
    `on conflict (league_event_id) where kind = 'result'
       do update set details = excluded.details, text = excluded.text`,
  );
}

/** A withdrawn result (the game canceled after it was published) leaves the feed. */
export async function removeResultItem(em: EntityManager, leagueEventId: string): Promise<void> {
  await em.execute(`delete from league_feed_item where league_event_id = ? and kind = 'result'`, [
    leagueEventId,
  ]);
}

/** A game moved (new time or venue) or canceled: an item saying so, as of `at`. */
export async function writeScheduleItem(
  em: EntityManager,
  leagueEventId: string,
  change: { kind: 'game_moved'; changed: readonly string[] } | { kind: 'game_canceled' },
  at: Date,
): Promise<void> {
  if (change.kind === 'game_moved' && !isScheduleChange(change.changed)) return;
  const game = await gameForFeed(em, leagueEventId);
  if (!game) return;
  const text =
    change.kind === 'game_moved'
      ? movedText(teamsOf(game), game.starts_at, game.time_zone, game.venue)
      : canceledText(teamsOf(game), game.starts_at, game.time_zone);
  await insertItem(em, game, leagueEventId, change.kind, text, {}, at);
}
