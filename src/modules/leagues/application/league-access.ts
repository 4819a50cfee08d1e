import {
  LEAGUE_EVENT_MESSAGES,
  LEAGUE_MESSAGES,
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
}

export async function leagueRef(em: EntityManager, leagueId: string): Promise<LeagueRef> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const [row] = await em.execute<LeagueRef[]>('select id, organization_id from league where id = ?', [
    leagueId,
  ]);
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
  return row;
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

export async function coordinatorOfLeague(
  em: EntityManager,
  leagueId: string,
  memberId: string,
): Promise<LeagueRef> {
  const league = await leagueRef(em, leagueId);
  await assertCoordinator(em, league.organization_id, memberId);
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
}

export async function gameRef(em: EntityManager, gameId: string): Promise<GameRef> {
  if (!isUuid(gameId)) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  const [row] = await em.execute<GameRef[]>(
    `select e.id, e.league_id, e.stage_id, l.organization_id, e.home_team_id, e.away_team_id, e.starts_at, e.status
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
}

/** The game and who the viewer is to it: staff of its organization, player or captain of either team. */
export async function gameAccess(
  em: EntityManager,
  gameId: string,
  viewerId: string | undefined,
): Promise<GameAccess> {
  const game = await gameRef(em, gameId);
  if (!viewerId) return { game, staff: undefined, home: undefined, away: undefined };
  const staff = await staffRoleOf(em, game.organization_id, viewerId);
  const home = await teamRoleOf(em, game.home_team_id, viewerId);
  const away = await teamRoleOf(em, game.away_team_id, viewerId);
  return { game, staff, home, away };
}

export const isParticipant = (access: GameAccess): boolean =>
  access.staff !== undefined || access.home?.isMember === true || access.away?.isMember === true;

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
  await assertCoordinator(em, game.organization_id, memberId);
  return game;
}
