import type { CardKind } from '../../../contracts/leagues/referees.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// league_event_card and league_match_report: what a game's referee records. Plain statements run in the
// caller's transaction; a card is checked against the game's other cards under the game's row lock.

export interface OfficiatedGameRow {
  id: string;
  league_id: string;
  stage_id: string;
  organization_id: number;
  home_team_id: string;
  away_team_id: string;
  starts_at: Date;
  status: 'scheduled' | 'canceled';
  referee_id: string | null;
  league_status: 'draft' | 'published';
}

const GAME = `select e.id, e.league_id, e.stage_id, l.organization_id, e.home_team_id, e.away_team_id,
  e.starts_at, e.status, e.referee_id, l.status as league_status from league_event e join league l on l.id = e.league_id where e.id = ?`;

export async function findOfficiatedGame(
  em: EntityManager,
  gameId: string,
): Promise<OfficiatedGameRow | undefined> {
  const [row] = await em.execute<OfficiatedGameRow[]>(GAME, [gameId]);
  return row;
}

/** The game's row, locked until the transaction ends: two cards for one player take turns. */
export async function lockOfficiatedGame(
  tx: EntityManager,
  gameId: string,
): Promise<OfficiatedGameRow | undefined> {
  const [row] = await tx.execute<OfficiatedGameRow[]>(`${GAME} for update of e`, [gameId]);
  return row;
}

/**
 * Takes the member off the organization's games that have not kicked off (one removed from its staff no
 * longer referees them); those already played keep their referee, as their cards and report do. Returns
 * the games it changed.
 */
export function unassignRefereeFromUpcoming(
  em: EntityManager,
  organizationId: number,
  memberId: string,
  now: Date,
): Promise<Array<Pick<OfficiatedGameRow, 'id' | 'league_id' | 'stage_id'>>> {
  return em.execute(
    `update league_event e set referee_id = null, version = e.version + 1, updated_at = ?
     from league l
     where l.id = e.league_id and l.organization_id = ? and e.referee_id = ? and e.starts_at > ?
     returning e.id, e.league_id, e.stage_id`,
    [now, organizationId, memberId, now],
  );
}

/**
 * Whether the member plays this game for the team: on its season roster for the league, or its sub for
 * this game (league_event_sub). Who may be shown a card for it.
 */
export async function playsGameFor(
  em: EntityManager,
  game: { id: string; leagueId: string },
  teamId: string,
  memberId: string,
): Promise<boolean> {
  const rows = await em.execute<Array<{ one: number }>>(
    `select 1 as one from league_season_roster where league_id = ? and team_id = ? and member_id = ?
     union all
     select 1 from league_event_sub where league_event_id = ? and team_id = ? and member_id = ?
     limit 1`,
    [game.leagueId, teamId, memberId, game.id, teamId, memberId],
  );
  return rows.length > 0;
}

export interface CardRow {
  id: string;
  league_event_id: string;
  team_id: string;
  member_id: string;
  kind: CardKind;
  minute: number | null;
  created_at: Date;
}

export function listCards(em: EntityManager, gameId: string): Promise<CardRow[]> {
  return em.execute<CardRow[]>(
    `select id, league_event_id, team_id, member_id, kind, minute, created_at from league_event_card
     where league_event_id = ? order by minute nulls last, created_at, id`,
    [gameId],
  );
}

export async function insertCard(
  tx: EntityManager,
  card: Omit<CardRow, 'created_at'> & { league_id: string; recorded_by: string },
  now: Date,
): Promise<CardRow> {
  const [row] = await tx.execute<CardRow[]>(
    `insert into league_event_card (id, league_event_id, league_id, team_id, member_id, kind, minute, recorded_by, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     returning id, league_event_id, team_id, member_id, kind, minute, created_at`,
    [
      card.id,
      card.league_event_id,
      card.league_id,
      card.team_id,
      card.member_id,
      card.kind,
      card.minute,
      card.recorded_by,
      now,
    ],
  );
  return row!;
}

export async function deleteCard(
  tx: EntityManager,
  gameId: string,
  cardId: string,
): Promise<CardRow | undefined> {
  const [row] = await tx.execute<CardRow[]>(
    `delete from league_event_card where id = ? and league_event_id = ?
     returning id, league_event_id, team_id, member_id, kind, minute, created_at`,
    [cardId, gameId],
  );
  return row;
}

export interface MatchReportRow {
  league_event_id: string;
  author_id: string | null;
  text: string;
  updated_at: Date;
}

export async function findMatchReport(
  em: EntityManager,
  gameId: string,
): Promise<MatchReportRow | undefined> {
  const [row] = await em.execute<MatchReportRow[]>(
    'select league_event_id, author_id, text, updated_at from league_match_report where league_event_id = ?',
    [gameId],
  );
  return row;
}

export async function saveMatchReport(
  tx: EntityManager,
  report: { gameId: string; authorId: string; text: string },
  now: Date,
): Promise<MatchReportRow> {
  const [row] = await tx.execute<MatchReportRow[]>(
    `insert into league_match_report (league_event_id, author_id, text, updated_at) values (?, ?, ?, ?)
     on conflict (league_event_id) do update set author_id = excluded.author_id, text = excluded.text,
       updated_at = excluded.updated_at
     returning league_event_id, author_id, text, updated_at`,
    [report.gameId, report.authorId, report.text, now],
  );
  return row!;
}
