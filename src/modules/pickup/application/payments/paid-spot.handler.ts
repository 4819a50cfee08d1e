import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { PaymentSubject } from '../../../payments/index.ts';
import { decidePaidSpot } from '../../domain/promotion.ts';
import {
  markPickupPaymentPaid,
  markPickupPaymentRefunded,
} from '../../infrastructure/pickup-payment.store.ts';
import {
  closeHold,
  fillOpenSpots,
  findRegistrationById,
  moveRegistration,
  refundSpot,
} from '../../infrastructure/registration.store.ts';
import { freeSpotsOf, gameAccess } from '../game-access.ts';

export const PICKUP_SPOT_PURPOSE = 'pickup-spot';

interface PaidCheckout extends PaymentSubject {
  sessionId: string;
  amountCents: number;
  currency: string;
}

/**
 * A confirmed payment for a spot (`payments.checkout-paid`), under the game's lock: the payer's kept spot
 * becomes a registration; a payment for a spot already taken, a second payment of a registered player, or
 * one for a cancelled or started game is refunded instead. Applied once per session (the inbox, and the
 * payment row's own state).
 */
export async function confirmPaidSpot(
  tx: EntityManager,
  paid: PaidCheckout,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const [payment] = await tx.execute<
    Array<{ pickup_event_id: string | number; member_id: string; status: string }>
  >('select pickup_event_id, member_id, status from pickup_payment where session_id = ?', [paid.sessionId]);
  if (!payment || (payment.status !== 'open' && payment.status !== 'expired')) return;
  const { game } = await gameAccess(tx, Number(payment.pickup_event_id), payment.member_id, true);
  const before = await findRegistrationById(tx, paid.reference);
  if (!before) return;
  const decision = decidePaidSpot({
    status: before.status,
    paidWithThisSession: before.paid_session_id === paid.sessionId,
    isCancelled: game.cancelled_at !== null,
    hasStarted: game.starts_at.getTime() <= now.getTime(),
    freeSpots: freeSpotsOf(game),
  });
  if (decision === 'already-applied') return;
  await markPickupPaymentPaid(tx, paid.sessionId, now);
  const ref = { pickupEventId: game.id, pickupGroupId: game.pickup_group_id };
  recordEvent(tx, 'pickup.paid', {
    ...ref,
    memberId: before.member_id,
    sessionId: paid.sessionId,
    amountCents: paid.amountCents,
    currency: paid.currency,
  });
  if (decision === 'refund') {
    await refundSpot(
      tx,
      paid.sessionId,
      before.status === 'registered' ? 'already-registered' : 'spot-taken',
    );
    return;
  }
  closeHold(tx, game, before, 'paid');
  await moveRegistration(tx, game, before.member_id, before, {
    status: 'registered',
    paid: { sessionId: paid.sessionId, cents: paid.amountCents, currency: paid.currency },
    checkoutSessionId: paid.sessionId,
  });
  if (before.status === 'waitlisted')
    recordEvent(tx, 'pickup.waitlist-left', { ...ref, memberId: before.member_id, removedBy: null });
  recordEvent(tx, 'pickup.registered', { ...ref, memberId: before.member_id, via: 'payment' });
  await fillOpenSpots(tx, game, now, publicUrl);
}

/** The money of a spot went back (`payments.refunded`): the game's payment shows it. */
export async function recordSpotRefund(
  tx: EntityManager,
  refunded: PaidCheckout & { reason: string; memberId: string | null },
  now: Date,
): Promise<void> {
  const payment = await markPickupPaymentRefunded(tx, refunded.sessionId, now);
  if (!payment) return;
  const [game] = await tx.execute<Array<{ pickup_group_id: string }>>(
    'select pickup_group_id from pickup_event where id = ?',
    [Number(payment.pickup_event_id)],
  );
  recordEvent(tx, 'pickup.refunded', {
    pickupEventId: Number(payment.pickup_event_id),
    pickupGroupId: game?.pickup_group_id ?? '',
    memberId: payment.member_id,
    sessionId: refunded.sessionId,
    amountCents: refunded.amountCents,
    currency: refunded.currency,
    reason: refunded.reason,
  });
}
