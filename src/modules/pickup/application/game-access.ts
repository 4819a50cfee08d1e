import { PICKUP_EVENT_MESSAGES as M } from '../../../contracts/pickup/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../../platform/errors/app-error.ts';
import { type PickupGroupRole, pickupGroupRoleOf } from '../../clubs/index.ts';
import { gameIdOf } from '../domain/ids.ts';

/** The game's row as the write side reads it under its lock. */
export interface GameRow {
  id: number;
  pickup_group_id: string;
  title: string;
  description: string;
  address: string;
  starts_at: Date;
  time_zone: string;
  capacity: number;
  price_cents: number | null;
  currency: string | null;
  refund_cutoff_hours: number;
  total_reg: number;
  held_count: number;
  waitlist_count: number;
  cancelled_at: Date | null;
  version: number;
}

export interface GameAccess {
  game: GameRow;
  role: PickupGroupRole;
}

const GAME_COLUMNS = `id, pickup_group_id, title, description, address, starts_at, time_zone, capacity, price_cents,
  currency, refund_cutoff_hours, total_reg, held_count, waitlist_count, cancelled_at, version`;

const normalise = (row: GameRow): GameRow => ({
  ...row,
  id: Number(row.id),
  starts_at: new Date(row.starts_at),
});

/**
 * The game and the viewer's standing in its group; 404 for an unknown game or a deactivated group. `lock`
 * takes the game's row FOR UPDATE (inside a transaction): every registration change of one game takes its
 * turn there, which is what keeps capacity and the waitlist order exact.
 */
export async function gameAccess(
  em: EntityManager,
  rawId: string | number,
  viewerId: string | undefined,
  lock = false,
): Promise<GameAccess> {
  const id = gameIdOf(rawId);
  if (id === undefined) throw notFound(M.notFound);
  const [row] = await em.execute<GameRow[]>(
    `select ${GAME_COLUMNS} from pickup_event where id = ?${lock ? ' for update' : ''}`,
    [id],
  );
  if (!row) throw notFound(M.notFound);
  const role = await pickupGroupRoleOf(em, row.pickup_group_id, viewerId);
  if (!role) throw notFound(M.notFound);
  return { game: normalise(row), role };
}

/** Blocked members see OFF LIMITS on every game of the group. */
export function assertNotBlocked(access: GameAccess): void {
  if (access.role.isBlocked) throw forbidden(M.offLimits);
}

/** Signed-in members of the group (not blocked) take part: register, wait, comment. */
export function assertMember(access: GameAccess): void {
  assertNotBlocked(access);
  if (!access.role.isMember) throw forbidden(M.membersOnly);
}

export function assertAdmin(access: GameAccess): void {
  assertNotBlocked(access);
  if (!access.role.isAdmin) throw forbidden(M.adminOnly);
}

export function assertSignedIn(viewerId: string | undefined): asserts viewerId is string {
  if (!viewerId) throw unauthorized();
}

/** A game that can still change hands: not cancelled, not started. */
export function assertOpen(game: GameRow, now: Date): void {
  if (game.cancelled_at) throw new AppError(409, [{ message: M.alreadyCancelled, code: 'PickupCancelled' }]);
  if (game.starts_at.getTime() <= now.getTime())
    throw new AppError(409, [{ message: M.alreadyStarted, code: 'PickupStarted' }]);
}

export const isPaidGame = (game: GameRow) => game.price_cents !== null && game.price_cents > 0;
export const freeSpotsOf = (game: GameRow) => game.capacity - game.total_reg - game.held_count;
