import {
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
  type LeagueStatus,
  ORGANIZATION_MESSAGES,
  type StaffRole,
} from '../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../platform/errors/app-error.ts';
import { type TeamRole, teamRoleOf } from '../../clubs/index.ts';
import { staffRoleOf } from '../../organizations/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface LeagueRef {
  id: string;
  organization_id: number;
  status: LeagueStatus;
}

/**
 * The league, whoever asks (registration's routes: a coordinator who opens a draft's registration
 * advertises it on purpose). League views ask readableLeague instead.
 */
export async function leagueRef(em: EntityManager, leagueId: string): Promise<LeagueRef> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [row] = await em.execute<LeagueRef[]>('select id, organization_id, status from league where id = ?', [
    leagueId,
  ]);
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
  return row;
}

/**
 * THE draft rule: a draft is its organization's staff's work in progress, so for everyone else (signed
 * out, players, captains, other organizations' coordinators) it does not exist: the same 404 as an
 * unknown league or game. A published league costs no statement here; a draft costs one (the staff role).
 * Returns the viewer's role, which callers that also check coordinators reuse.
 */
export async function assertReadable(
  em: EntityManager,
  league: { organization_id: number; status: LeagueStatus },
  viewerId: string | undefined,
  notFoundMessage: string = LEAGUE_MESSAGES.notFound,
): Promise<StaffRole | undefined> {
  if (league.status === 'published') return undefined;
  const role = await staffRoleOf(em, league.organization_id, viewerId);
  if (!role) throw notFound(notFoundMessage);
  return role;
}

/**
 * The draft rule (assertReadable), then the viewer's staff role for reads that show staff more (one
 * staff lookup, published or draft).
 */
export async function readableStaffRole(
  em: EntityManager,
  league: { organization_id: number; status: LeagueStatus },
  viewerId: string | undefined,
  notFoundMessage: string = LEAGUE_MESSAGES.notFound,
): Promise<StaffRole | undefined> {
  return league.status === 'published'
    ? staffRoleOf(em, league.organization_id, viewerId)
    : assertReadable(em, league, viewerId, notFoundMessage);
}

/** The league if the viewer may see it (drafts: its organization's staff only), else 404. */
export async function readableLeague(
  em: EntityManager,
  leagueId: string,
  viewerId: string | undefined,
): Promise<LeagueRef> {
  const league = await leagueRef(em, leagueId);
  await assertReadable(em, league, viewerId);
  return league;
}

/** Whether the viewer sees the organization's drafts (is its staff), for lists that filter in SQL. */
export async function seesDraftsOf(
  em: EntityManager,
  organizationId: number,
  viewerId: string | undefined,
): Promise<boolean> {
  return (await staffRoleOf(em, organizationId, viewerId)) !== undefined;
}

/**
 * The SQL condition of the draft rule over a list naming `alias` (league): published leagues, and the
 * drafts of the organizations in `staffOf` (where the viewer is staff). Its parameters come with it.
 */
export function readableLeagueSql(
  alias: string,
  staffOf: readonly number[],
): { sql: string; params: unknown[] } {
  return staffOf.length === 0
    ? { sql: `${alias}.status = 'published'`, params: [] }
    : { sql: `(${alias}.status = 'published' or ${alias}.organization_id in (?))`, params: [[...staffOf]] };
}

/** 403 unless the member coordinates the organization. */
export async function assertCoordinator(
  em: EntityManager,
  organizationId: number,
  memberId: string,
): Promise<void> {
  if ((await staffRoleOf(em, organizationId, memberId)) !== 'coordinator')
    throw forbidden(ORGANIZATION_MESSAGES.coordinatorsOnly);
}

/** 404 for a draft the member cannot see, then 403 unless they coordinate (one staff lookup either way). */
async function assertCoordinatorOf(
  em: EntityManager,
  league: { organization_id: number; status: LeagueStatus },
  memberId: string,
  notFoundMessage: string,
): Promise<void> {
  const role = await readableStaffRole(em, league, memberId, notFoundMessage);
  if (role !== 'coordinator') throw forbidden(ORGANIZATION_MESSAGES.coordinatorsOnly);
}

export async function coordinatorOfLeague(
  em: EntityManager,
  leagueId: string,
  memberId: string,
): Promise<LeagueRef> {
  const league = await leagueRef(em, leagueId);
  await assertCoordinatorOf(em, league, memberId, LEAGUE_MESSAGES.notFound);
  return league;
}

export interface GameRef {
  id: string;
  league_id: string;
  stage_id: string;
  organization_id: number;
  home_team_id: string;
  away_team_id: string;
  starts_at: Date;
  status: 'scheduled' | 'canceled';
  league_status: LeagueStatus;
}

export async function gameRef(em: EntityManager, gameId: string): Promise<GameRef> {
  if (!isUuid(gameId)) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  const [row] = await em.execute<GameRef[]>(
    `select e.id, e.league_id, e.stage_id, l.organization_id, e.home_team_id, e.away_team_id, e.starts_at, e.status,
       l.status as league_status
     from league_event e join league l on l.id = e.league_id where e.id = ?`,
    [gameId],
  );
  if (!row) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  return row;
}

export interface GameAccess {
  game: GameRef;
  staff: StaffRole | undefined;
  home: TeamRole | undefined;
  away: TeamRole | undefined;
  /** The team the viewer plays this game for as a marketplace sub (league_event_sub), if any. */
  subTeamId?: string;
}

/** The team `memberId` subs for in the game (issue 20), in one statement. */
async function subTeamOf(em: EntityManager, gameId: string, memberId: string) {
  const [row] = await em.execute<Array<{ team_id: string }>>(
    'select team_id from league_event_sub where league_event_id = ? and member_id = ?',
    [gameId, memberId],
  );
  return row?.team_id;
}

const leagueOf = (game: GameRef) => ({ organization_id: game.organization_id, status: game.league_status });

/**
 * The game and who the viewer is to it: staff of its organization, player or captain of either team.
 * A draft league's game is 404 to all but its organization's staff (assertReadable).
 */
export async function gameAccess(
  em: EntityManager,
  gameId: string,
  viewerId: string | undefined,
): Promise<GameAccess> {
  const game = await gameRef(em, gameId);
  if (game.league_status !== 'published')
    await assertReadable(em, leagueOf(game), viewerId, LEAGUE_EVENT_MESSAGES.notFound);
  if (!viewerId) return { game, staff: undefined, home: undefined, away: undefined };
  // Three owners' answers, asked together: one round trip's wait instead of three.
  const [staff, home, away] = await Promise.all([
    staffRoleOf(em, game.organization_id, viewerId),
    teamRoleOf(em, game.home_team_id, viewerId),
    teamRoleOf(em, game.away_team_id, viewerId),
  ]);
  // A player of neither team may be a sub for this game: one more statement for them only.
  const subTeamId = home?.isMember || away?.isMember ? undefined : await subTeamOf(em, game.id, viewerId);
  return { game, staff, home, away, subTeamId };
}

export const isParticipant = (access: GameAccess): boolean =>
  access.staff !== undefined ||
  access.home?.isMember === true ||
  access.away?.isMember === true ||
  access.subTeamId !== undefined;

export function assertParticipant(access: GameAccess): void {
  if (!isParticipant(access)) throw forbidden(LEAGUE_EVENT_MESSAGES.membersOnly);
}

/** The team the viewer captains in this game (home first), else 403. */
export function captainTeamOf(access: GameAccess): string {
  if (access.home?.isCaptain) return access.game.home_team_id;
  if (access.away?.isCaptain) return access.game.away_team_id;
  throw forbidden(LEAGUE_EVENT_MESSAGES.captainsOnly);
}

/** The game, once the member is known to coordinate its organization (else 404 or 403). */
export async function coordinatorOfGame(
  em: EntityManager,
  gameId: string,
  memberId: string,
): Promise<GameRef> {
  const game = await gameRef(em, gameId);
  await assertCoordinatorOf(em, leagueOf(game), memberId, LEAGUE_EVENT_MESSAGES.notFound);
  return game;
}
