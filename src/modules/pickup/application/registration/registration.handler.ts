import {
  REGISTRATION_MESSAGES as M,
  type PickupCheckoutResult,
  type PickupRegistrationResult,
} from '../../../../contracts/pickup/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';
import { isRefundable } from '../../domain/promotion.ts';
import {
  closeHold,
  fillOpenSpots,
  findRegistration,
  moveRegistration,
  refundSpot,
  waitlistPosition,
} from '../../infrastructure/registration.store.ts';
import {
  assertAdmin,
  assertMember,
  assertNotBlocked,
  assertOpen,
  freeSpotsOf,
  type GameAccess,
  gameAccess,
  isPaidGame,
} from '../game-access.ts';
import type { PickupDeps } from '../pickup-deps.ts';
import { getPickupEvent } from '../queries/pickup-event.query.ts';

const conflict = (message: string, code?: string) =>
  new AppError(409, [{ message, ...(code ? { code } : {}) }]);

/** The 409 of a full game: the SPA offers the waitlist on `PickupFull`. */
export const gameFull = () => conflict(M.full, 'PickupFull');

/** Runs a change of one game's registrations under its row lock, then answers the game as the viewer sees it. */
export async function underGameLock(
  deps: PickupDeps,
  rawId: string,
  viewerId: string,
  work: (access: GameAccess, now: Date, tx: EntityManager) => Promise<string>,
): Promise<PickupRegistrationResult> {
  const now = deps.clock.now();
  let gameId = 0;
  const message = await deps.em.transactional(async (tx) => {
    const access = await gameAccess(tx, rawId, viewerId, true);
    gameId = access.game.id;
    const answer = await work(access, now, tx);
    // Whatever opened a spot, the first player waiting gets it now, in the same transaction.
    await fillOpenSpots(tx, access.game, now, deps.publicUrl);
    return answer;
  });
  return { event: await getPickupEvent(deps.em, gameId, viewerId, deps.clock.now()), message };
}

/**
 * POST /api/pickup/{id}/register: a free game ('Free' or 'No Set Price') registers at once while a spot is
 * open; a full game is a 409 that offers the waitlist. Paid games go through checkout.
 */
export async function registerForGame(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupCheckoutResult> {
  const result = await underGameLock(deps, rawId, viewerId, async ({ game, role }, now, tx) => {
    assertMember({ game, role });
    assertOpen(game, now);
    if (isPaidGame(game)) throw conflict(M.paymentRequired, 'PaymentRequired');
    const before = await findRegistration(tx, game.id, viewerId);
    if (before?.status === 'registered') throw conflict(M.alreadyRegistered);
    if (freeSpotsOf(game) <= 0) throw gameFull();
    await moveRegistration(tx, game, viewerId, before, { status: 'registered' });
    const ref = { pickupEventId: game.id, pickupGroupId: game.pickup_group_id };
    if (before?.status === 'waitlisted')
      recordEvent(tx, 'pickup.waitlist-left', { ...ref, memberId: viewerId, removedBy: null });
    recordEvent(tx, 'pickup.registered', { ...ref, memberId: viewerId, via: 'free' });
    return M.registered;
  });
  return { registered: true, ...result };
}

/** Leaving (or being removed): the spot opens; a paid spot is refunded before the cut-off (always, when removed). */
async function giveUpSpot(
  tx: EntityManager,
  access: GameAccess,
  memberId: string,
  removedBy: string | null,
  now: Date,
): Promise<string> {
  const { game } = access;
  const before = await findRegistration(tx, game.id, memberId);
  const ref = { pickupEventId: game.id, pickupGroupId: game.pickup_group_id };
  if (before?.status === 'checkout') {
    // A checkout still running: the spot kept for it opens; a payment arriving later is refunded if the
    // spot is gone by then.
    closeHold(tx, game, before, 'left');
    await moveRegistration(tx, game, memberId, before, { status: removedBy ? 'removed' : 'left' });
    return removedBy ? M.removed : M.left;
  }
  if (before?.status !== 'registered') throw conflict(removedBy ? M.playerNotRegistered : M.notRegistered);
  const refund =
    before.paid_session_id !== null &&
    (removedBy !== null ||
      game.cancelled_at !== null ||
      isRefundable(now, game.starts_at, game.refund_cutoff_hours));
  await moveRegistration(tx, game, memberId, before, { status: removedBy ? 'removed' : 'left', paid: null });
  if (refund && before.paid_session_id)
    await refundSpot(tx, before.paid_session_id, removedBy ? 'removed' : 'left');
  recordEvent(tx, 'pickup.left', { ...ref, memberId, removedBy, refund });
  if (removedBy) return M.removed;
  if (before.paid_session_id === null) return M.left;
  return refund ? M.leftRefunded : M.leftNoRefund;
}

/** POST /api/pickup/{id}/leave. */
export function leaveGame(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, now, tx) => {
    assertNotBlocked(access);
    return giveUpSpot(tx, access, viewerId, null, now);
  });
}

/** POST /api/pickup/{id}/member/{memberId}/remove (group admins). */
export function removePlayer(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  memberId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, now, tx) => {
    assertAdmin(access);
    if (!isUuid(memberId)) throw notFound(M.playerNotRegistered);
    return giveUpSpot(tx, access, memberId, viewerId, now);
  });
}

/** POST /api/pickup/{id}/waitlist/register: only when every spot is taken; the line is in order of arrival. */
export function joinWaitlist(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, now, tx) => {
    assertMember(access);
    const { game } = access;
    assertOpen(game, now);
    const before = await findRegistration(tx, game.id, viewerId);
    if (before?.status === 'registered') throw conflict(M.alreadyRegistered);
    if (before?.status === 'waitlisted' || before?.status === 'offered') throw conflict(M.alreadyWaitlisted);
    if (before?.status === 'checkout') throw conflict(M.paymentPending);
    if (freeSpotsOf(game) > 0) throw conflict(M.spotsOpen, 'SpotsOpen');
    const row = await moveRegistration(tx, game, viewerId, before, {
      status: 'waitlisted',
      joinWaitlist: true,
    });
    const position = await waitlistPosition(tx, game.id, row.waitlist_seq ?? 0);
    recordEvent(tx, 'pickup.waitlisted', {
      pickupEventId: game.id,
      pickupGroupId: game.pickup_group_id,
      memberId: viewerId,
      position,
    });
    return M.waitlistJoined(position);
  });
}

async function dropFromWaitlist(
  tx: EntityManager,
  access: GameAccess,
  memberId: string,
  removedBy: string | null,
): Promise<string> {
  const { game } = access;
  const before = await findRegistration(tx, game.id, memberId);
  if (before?.status !== 'waitlisted' && before?.status !== 'offered')
    throw conflict(removedBy ? M.playerNotWaitlisted : M.notWaitlisted);
  closeHold(tx, game, before, removedBy ? 'left' : 'released');
  await moveRegistration(tx, game, memberId, before, { status: removedBy ? 'removed' : 'left' });
  recordEvent(tx, 'pickup.waitlist-left', {
    pickupEventId: game.id,
    pickupGroupId: game.pickup_group_id,
    memberId,
    removedBy,
  });
  return removedBy ? M.removed : M.waitlistLeft;
}

/** POST /api/pickup/{id}/waitlist/leave (a held spot is given up too). */
export function leaveWaitlist(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, _now, tx) => {
    assertNotBlocked(access);
    return dropFromWaitlist(tx, access, viewerId, null);
  });
}

/** POST /api/pickup/{id}/waitlist/member/{memberId}/remove (group admins). */
export function removeFromWaitlist(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
  memberId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, _now, tx) => {
    assertAdmin(access);
    if (!isUuid(memberId)) throw notFound(M.playerNotWaitlisted);
    return dropFromWaitlist(tx, access, memberId, viewerId);
  });
}

/** POST /api/pickup/{id}/hold/release: gives an offered spot up; the next player waiting is offered it. */
export function releaseHold(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupRegistrationResult> {
  return underGameLock(deps, rawId, viewerId, async (access, _now, tx) => {
    assertNotBlocked(access);
    const before = await findRegistration(tx, access.game.id, viewerId);
    if (before?.status !== 'offered') throw conflict(M.noHold, 'NoHold');
    closeHold(tx, access.game, before, 'released');
    await moveRegistration(tx, access.game, viewerId, before, { status: 'left' });
    recordEvent(tx, 'pickup.waitlist-left', {
      pickupEventId: access.game.id,
      pickupGroupId: access.game.pickup_group_id,
      memberId: viewerId,
      removedBy: null,
    });
    return M.holdReleased;
  });
}
