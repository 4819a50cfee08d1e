import {
  REGISTRATION_MESSAGES as M,
  type PickupCheckoutResult,
  pickupEventPath,
  REGISTRATION_COMPLETE_SESSION_PARAM,
  registrationCompletePath,
} from '../../../../contracts/pickup/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import { checkoutHoldDeadline } from '../../domain/promotion.ts';
import { openPickupPayment } from '../../infrastructure/pickup-payment.store.ts';
import {
  closeHold,
  findRegistration,
  linkCheckoutSession,
  moveRegistration,
} from '../../infrastructure/registration.store.ts';
import { assertMember, assertOpen, freeSpotsOf, gameAccess, isPaidGame } from '../game-access.ts';
import type { PickupDeps } from '../pickup-deps.ts';
import { gameFull, registerForGame } from '../registration/registration.handler.ts';

const conflict = (message: string, code?: string) =>
  new AppError(409, [{ message, ...(code ? { code } : {}) }]);

interface KeptSpot {
  gameId: number;
  groupId: string;
  title: string;
  amountCents: number;
  currency: string;
  registrationId: string;
  holdSeq: number;
  expiresAt: Date;
}

/**
 * Keeps a spot for the viewer's checkout, under the game's lock: an open spot, the spot offered to them
 * from the waitlist (a claim), or their own running checkout again. The spot counts as taken until the
 * payment is confirmed or the checkout's deadline passes (a delayed job then gives it to the next player).
 */
async function keepSpotForCheckout(
  deps: PickupDeps,
  viewerId: string,
  rawId: string | number,
  claim: boolean,
): Promise<KeptSpot> {
  const now = deps.clock.now();
  return deps.em.transactional(async (tx) => {
    const access = await gameAccess(tx, rawId, viewerId, true);
    assertMember(access);
    const { game } = access;
    assertOpen(game, now);
    if (!isPaidGame(game)) throw conflict(M.notPaid, 'NotPaid');
    const before = await findRegistration(tx, game.id, viewerId);
    if (before?.status === 'registered') throw conflict(M.alreadyRegistered);
    if (claim && before?.status !== 'offered' && before?.status !== 'checkout')
      throw conflict(M.noHold, 'NoHold');
    const held = before?.status === 'offered' || before?.status === 'checkout';
    if (!held && freeSpotsOf(game) <= 0) throw gameFull();
    // A spot already held keeps its first deadline: claiming again never extends it.
    const heldUntil = held ? new Date(before?.hold_expires_at ?? now) : null;
    const expiresAt = checkoutHoldDeadline(now, heldUntil);
    if (!expiresAt) throw conflict(M.holdExpired, 'HoldExpired');
    if (held && before) closeHold(tx, game, before, before.status === 'offered' ? 'claimed' : 'released');
    const row = await moveRegistration(tx, game, viewerId, before, {
      status: 'checkout',
      holdExpiresAt: expiresAt,
      newHold: true,
    });
    const ref = { pickupEventId: game.id, pickupGroupId: game.pickup_group_id };
    if (before?.status === 'waitlisted')
      recordEvent(tx, 'pickup.waitlist-left', { ...ref, memberId: viewerId, removedBy: null });
    recordEvent(tx, 'pickup.checkout-started', {
      ...ref,
      memberId: viewerId,
      registrationId: row.id,
      holdSeq: row.hold_seq,
      expiresAt: expiresAt.toISOString(),
    });
    return {
      gameId: game.id,
      groupId: game.pickup_group_id,
      title: game.title,
      amountCents: game.price_cents ?? 0,
      currency: game.currency ?? 'USD',
      registrationId: row.id,
      holdSeq: row.hold_seq,
      expiresAt,
    };
  });
}

/** Gives the kept spot back when the processor could not open a checkout. */
async function releaseKeptSpot(deps: PickupDeps, viewerId: string, spot: KeptSpot): Promise<void> {
  await deps.em.transactional(async (tx) => {
    const { game } = await gameAccess(tx, spot.gameId, viewerId, true);
    const row = await findRegistration(tx, game.id, viewerId);
    if (row?.status !== 'checkout' || row.hold_seq !== spot.holdSeq) return;
    closeHold(tx, game, row, 'released');
    await moveRegistration(tx, game, viewerId, row, { status: 'left' });
  });
}

async function openCheckout(
  deps: PickupDeps,
  viewerId: string,
  spot: KeptSpot,
): Promise<PickupCheckoutResult> {
  const [email] = await deps.identity.mailRecipients([viewerId]);
  let started: Awaited<ReturnType<PickupDeps['checkouts']['start']>>;
  try {
    started = await deps.checkouts.start({
      amountCents: spot.amountCents,
      currency: spot.currency,
      description: `Pickup game: ${spot.title}`,
      successUrl: `${deps.publicUrl}${registrationCompletePath(spot.gameId)}?${REGISTRATION_COMPLETE_SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}${pickupEventPath(spot.gameId)}`,
      expiresAt: new Date(spot.expiresAt.getTime() - 4 * 60_000),
      purpose: 'pickup-spot',
      reference: spot.registrationId,
      memberId: viewerId,
      ...(email ? { customerEmail: email.email } : {}),
    });
  } catch {
    // The processor did not answer: the spot goes back at once rather than when the hold would expire.
    await releaseKeptSpot(deps, viewerId, spot);
    throw new AppError(502, [{ message: M.paymentUnavailable, code: 'PaymentUnavailable' }]);
  }
  await deps.em.transactional(async (tx) => {
    await openPickupPayment(tx, {
      sessionId: started.sessionId,
      gameId: spot.gameId,
      registrationId: spot.registrationId,
      memberId: viewerId,
      amountCents: spot.amountCents,
      currency: spot.currency,
    });
    await linkCheckoutSession(tx, spot.registrationId, spot.holdSeq, started.sessionId);
  });
  return {
    registered: false,
    checkoutUrl: started.url,
    sessionId: started.sessionId,
    expiresAt: started.expiresAt.toISOString(),
  };
}

/**
 * POST /api/pickup/pickup-payment-checkout: a paid game opens a checkout for an open spot (or the viewer's
 * held one); a free game registers at once, as `register` does.
 */
export async function startPickupCheckout(
  deps: PickupDeps,
  viewerId: string,
  pickupEventId: number,
): Promise<PickupCheckoutResult> {
  const probe = await gameAccess(deps.em, pickupEventId, viewerId);
  if (!isPaidGame(probe.game)) return registerForGame(deps, viewerId, String(pickupEventId));
  const spot = await keepSpotForCheckout(deps, viewerId, pickupEventId, false);
  return openCheckout(deps, viewerId, spot);
}

/** POST /api/pickup/{id}/hold/claim: pays for the spot held for the viewer (the e-mail's claim link). */
export async function claimHold(
  deps: PickupDeps,
  viewerId: string,
  rawId: string,
): Promise<PickupCheckoutResult> {
  const spot = await keepSpotForCheckout(deps, viewerId, rawId, true);
  return openCheckout(deps, viewerId, spot);
}
