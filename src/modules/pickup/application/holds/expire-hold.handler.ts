import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { expireOpenPickupPayment } from '../../infrastructure/pickup-payment.store.ts';
import {
  fillOpenSpots,
  findRegistrationById,
  moveRegistration,
} from '../../infrastructure/registration.store.ts';
import { gameAccess } from '../game-access.ts';

/** A job may fire a moment before the deadline the database holds (clocks of Redis and PostgreSQL differ). */
const CLOCK_TOLERANCE_MS = 5_000;

/**
 * The delayed job of a hold (an offered spot or a running checkout) has come: if that very hold is still
 * open, the player loses the spot and the next player waiting is offered it. A hold claimed, paid or given
 * up meanwhile has a new hold number or status, so a late job changes nothing.
 */
export async function expireHold(
  tx: EntityManager,
  job: { pickupEventId: number; registrationId: string; holdSeq: number },
  now: Date,
  publicUrl: string,
): Promise<'expired' | 'stale'> {
  const { game } = await gameAccess(tx, job.pickupEventId, undefined, true);
  const row = await findRegistrationById(tx, job.registrationId);
  if (!row || row.hold_seq !== job.holdSeq || (row.status !== 'offered' && row.status !== 'checkout'))
    return 'stale';
  if (row.hold_expires_at && new Date(row.hold_expires_at).getTime() > now.getTime() + CLOCK_TOLERANCE_MS)
    return 'stale';
  await moveRegistration(tx, game, row.member_id, row, { status: 'expired' });
  recordEvent(tx, 'pickup.hold-expired', {
    pickupEventId: game.id,
    pickupGroupId: game.pickup_group_id,
    memberId: row.member_id,
    registrationId: row.id,
    holdSeq: row.hold_seq,
  });
  if (row.checkout_session_id) await expireOpenPickupPayment(tx, row.checkout_session_id);
  await fillOpenSpots(tx, game, now, publicUrl);
  return 'expired';
}
