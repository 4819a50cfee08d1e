import type { EntityManager } from '../../../platform/db/orm.ts';

// The game's side of a paid spot (pickup_payment): one row per checkout session, moved open → paid →
// refund_pending → refunded (or expired) by conditional updates inside the caller's transaction, usually
// under the game's row lock, so a replayed payment event finds the row moved on and changes nothing.
// (refundSpot in registration.store.ts marks it refund_pending.)

export interface OpenedPickupPayment {
  sessionId: string;
  gameId: number;
  registrationId: string;
  memberId: string;
  amountCents: number;
  currency: string;
}

/** The payment of a checkout just opened for a held spot. */
export async function openPickupPayment(tx: EntityManager, payment: OpenedPickupPayment): Promise<void> {
  await tx.execute(
    `insert into pickup_payment (session_id, pickup_event_id, registration_id, member_id, amount_cents, currency, status)
     values (?, ?, ?, ?, ?, ?, 'open')`,
    [
      payment.sessionId,
      payment.gameId,
      payment.registrationId,
      payment.memberId,
      payment.amountCents,
      payment.currency,
    ],
  );
}

/** A hold ran out: its checkout's payment, if still open, is expired. */
export async function expireOpenPickupPayment(tx: EntityManager, sessionId: string): Promise<void> {
  await tx.execute(`update pickup_payment set status = 'expired' where session_id = ? and status = 'open'`, [
    sessionId,
  ]);
}

export async function markPickupPaymentPaid(tx: EntityManager, sessionId: string, now: Date): Promise<void> {
  await tx.execute(`update pickup_payment set status = 'paid', paid_at = ? where session_id = ?`, [
    now,
    sessionId,
  ]);
}

/** The money went back: the payment's game and member, or undefined when it was already refunded. */
export async function markPickupPaymentRefunded(
  tx: EntityManager,
  sessionId: string,
  now: Date,
): Promise<{ pickup_event_id: string | number; member_id: string } | undefined> {
  const [payment] = await tx.execute<Array<{ pickup_event_id: string | number; member_id: string }>>(
    `update pickup_payment set status = 'refunded', refunded_at = ? where session_id = ? and status <> 'refunded'
     returning pickup_event_id, member_id`,
    [now, sessionId],
  );
  return payment;
}
