import { randomUUID } from 'node:crypto';
import { pickupClaimLink } from '../../../contracts/pickup/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { requestRefund } from '../../payments/index.ts';
import { type GameRow, isPaidGame } from '../application/game-access.ts';
import { planPromotions, type WaitingPlayer } from '../domain/promotion.ts';
import type { HoldClosedReason } from '../events.ts';
import type { RegistrationStatus } from './pickup.entity.ts';

// The registration rows of one game, changed only while the game's row is locked (gameAccess(…, lock)).
// Each change keeps the game's counters (total_reg, held_count, waitlist_count) in step, in the row and in
// the GameRow the caller holds; the database's check refuses a count above capacity as a last guard.

export interface RegistrationRow {
  id: string;
  member_id: string;
  status: RegistrationStatus;
  waitlist_seq: number | null;
  hold_expires_at: Date | null;
  hold_seq: number;
  checkout_session_id: string | null;
  paid_session_id: string | null;
  paid_cents: number | null;
  currency: string | null;
}

const HELD: RegistrationStatus[] = ['offered', 'checkout'];
export const isHeld = (status: RegistrationStatus | undefined) =>
  status !== undefined && HELD.includes(status);

export async function findRegistration(
  tx: EntityManager,
  gameId: number,
  memberId: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.execute<RegistrationRow[]>(
    `select id, member_id, status, waitlist_seq, hold_expires_at, hold_seq, checkout_session_id, paid_session_id,
       paid_cents, currency
     from pickup_registration where pickup_event_id = ? and member_id = ?`,
    [gameId, memberId],
  );
  return row
    ? { ...row, waitlist_seq: row.waitlist_seq === null ? null : Number(row.waitlist_seq) }
    : undefined;
}

export async function findRegistrationById(
  tx: EntityManager,
  id: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.execute<RegistrationRow[]>(
    `select id, member_id, status, waitlist_seq, hold_expires_at, hold_seq, checkout_session_id, paid_session_id,
       paid_cents, currency
     from pickup_registration where id = ?`,
    [id],
  );
  return row;
}

type Counter = 'total_reg' | 'held_count' | 'waitlist_count';
const COUNTERS: Record<RegistrationStatus, Counter | undefined> = {
  registered: 'total_reg',
  offered: 'held_count',
  checkout: 'held_count',
  waitlisted: 'waitlist_count',
  left: undefined,
  removed: undefined,
  expired: undefined,
};

export interface StatusChange {
  status: RegistrationStatus;
  holdExpiresAt?: Date | null;
  /** A new hold deadline: the hold's sequence number goes up (its old expiry job is stale). */
  newHold?: boolean;
  checkoutSessionId?: string | null;
  paid?: { sessionId: string; cents: number; currency: string } | null;
  joinWaitlist?: boolean;
}

/**
 * Moves `memberId`'s row of the game to a status (creating it if needed) and adjusts the counters.
 * Answers the row as it is now.
 */
export async function moveRegistration(
  tx: EntityManager,
  game: GameRow,
  memberId: string,
  before: RegistrationRow | undefined,
  change: StatusChange,
): Promise<RegistrationRow> {
  const sets: string[] = ['status = ?', 'updated_at = now()'];
  const values: unknown[] = [change.status];
  if (change.status === 'registered' && before?.status !== 'registered') sets.push('registered_at = now()');
  if (change.joinWaitlist)
    sets.push(`waitlist_seq = nextval('pickup_waitlist_seq')`, 'waitlisted_at = now()');
  if (change.holdExpiresAt !== undefined) {
    sets.push('hold_expires_at = ?');
    values.push(change.holdExpiresAt);
  } else if (!isHeld(change.status)) sets.push('hold_expires_at = null');
  if (change.newHold) sets.push('hold_seq = hold_seq + 1');
  if (change.checkoutSessionId !== undefined) {
    sets.push('checkout_session_id = ?');
    values.push(change.checkoutSessionId);
  }
  if (change.paid !== undefined) {
    sets.push('paid_session_id = ?', 'paid_cents = ?', 'currency = ?');
    values.push(change.paid?.sessionId ?? null, change.paid?.cents ?? null, change.paid?.currency ?? null);
  }
  let row: RegistrationRow | undefined;
  if (before) {
    [row] = await tx.execute<RegistrationRow[]>(
      `update pickup_registration set ${sets.join(', ')} where id = ?
       returning id, member_id, status, waitlist_seq, hold_expires_at, hold_seq, checkout_session_id, paid_session_id,
         paid_cents, currency`,
      [...values, before.id],
    );
  } else {
    [row] = await tx.execute<RegistrationRow[]>(
      `insert into pickup_registration (id, pickup_event_id, member_id, status) values (?, ?, ?, 'left')
       returning id`,
      [randomUUID(), game.id, memberId],
    );
    [row] = await tx.execute<RegistrationRow[]>(
      `update pickup_registration set ${sets.join(', ')} where id = ?
       returning id, member_id, status, waitlist_seq, hold_expires_at, hold_seq, checkout_session_id, paid_session_id,
         paid_cents, currency`,
      [...values, row!.id],
    );
  }
  const from = before ? COUNTERS[before.status] : undefined;
  const to = COUNTERS[change.status];
  if (from !== to) {
    const deltas: string[] = [];
    if (from) {
      deltas.push(`${from} = ${from} - 1`);
      game[from] -= 1;
    }
    if (to) {
      deltas.push(`${to} = ${to} + 1`);
      game[to] += 1;
    }
    await tx.execute(`update pickup_event set ${deltas.join(', ')} where id = ?`, [game.id]);
  }
  return { ...row!, waitlist_seq: row!.waitlist_seq === null ? null : Number(row!.waitlist_seq) };
}

/** Ties the checkout just opened to the spot, if it is still this hold's (same hold_seq). */
export async function linkCheckoutSession(
  tx: EntityManager,
  registrationId: string,
  holdSeq: number,
  sessionId: string,
): Promise<void> {
  await tx.execute(
    `update pickup_registration set checkout_session_id = ? where id = ? and status = 'checkout' and hold_seq = ?`,
    [sessionId, registrationId, holdSeq],
  );
}

/** A held spot (offer or checkout) stops being held: its expiry job goes. */
export function closeHold(
  tx: EntityManager,
  game: GameRow,
  row: RegistrationRow,
  reason: HoldClosedReason,
): void {
  if (!isHeld(row.status)) return;
  recordEvent(tx, 'pickup.hold-closed', {
    pickupEventId: game.id,
    pickupGroupId: game.pickup_group_id,
    registrationId: row.id,
    holdSeq: row.hold_seq,
    reason,
  });
}

/** Asks payments to refund a paid spot and marks the game's payment as being refunded. */
export async function refundSpot(tx: EntityManager, sessionId: string, reason: string): Promise<void> {
  await tx.execute(
    `update pickup_payment set status = 'refund_pending' where session_id = ? and status in ('paid', 'open', 'expired')`,
    [sessionId],
  );
  requestRefund(tx, { sessionId, reason });
}

/** The 1-based place of a waiting player: how many wait ahead of them, plus one. */
export async function waitlistPosition(
  tx: EntityManager,
  gameId: number,
  waitlistSeq: number,
): Promise<number> {
  const [row] = await tx.execute<Array<{ position: string | number }>>(
    `select count(*) as position from pickup_registration
     where pickup_event_id = ? and status = 'waitlisted' and waitlist_seq <= ?`,
    [gameId, waitlistSeq],
  );
  return Number(row?.position ?? 1);
}

/**
 * Gives open spots to the players waiting, in order of arrival: a free game registers them at once, a paid
 * game holds the spot for them (see holdDuration) with the `pickup.spot-open` event that mails the claim
 * link and schedules the hold's expiry. Runs after anything that opens a spot, under the game's lock.
 */
export async function fillOpenSpots(
  tx: EntityManager,
  game: GameRow,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const spotsLeft = game.capacity - game.total_reg - game.held_count;
  if (spotsLeft <= 0 || game.waitlist_count <= 0) return;
  const rows = await tx.execute<Array<{ id: string; member_id: string; waitlist_seq: string | number }>>(
    `select id, member_id, waitlist_seq from pickup_registration
     where pickup_event_id = ? and status = 'waitlisted' order by waitlist_seq limit ?`,
    [game.id, spotsLeft],
  );
  const waiting: WaitingPlayer[] = rows.map((row) => ({
    registrationId: row.id,
    memberId: row.member_id,
    waitlistSeq: Number(row.waitlist_seq),
  }));
  const plan = planPromotions({
    spotsLeft,
    waiting,
    isPaid: isPaidGame(game),
    isCancelled: game.cancelled_at !== null,
    startsAt: game.starts_at,
    now,
  });
  const ref = { pickupEventId: game.id, pickupGroupId: game.pickup_group_id };
  for (const step of plan) {
    const before = await findRegistrationById(tx, step.player.registrationId);
    if (step.kind === 'register') {
      await moveRegistration(tx, game, step.player.memberId, before, { status: 'registered' });
      recordEvent(tx, 'pickup.promoted', { ...ref, memberId: step.player.memberId });
      recordEvent(tx, 'pickup.registered', { ...ref, memberId: step.player.memberId, via: 'promotion' });
    } else {
      const row = await moveRegistration(tx, game, step.player.memberId, before, {
        status: 'offered',
        holdExpiresAt: step.holdExpiresAt,
        newHold: true,
      });
      recordEvent(tx, 'pickup.spot-open', {
        ...ref,
        memberId: step.player.memberId,
        registrationId: row.id,
        holdSeq: row.hold_seq,
        expiresAt: step.holdExpiresAt.toISOString(),
        claimLink: `${publicUrl}${pickupClaimLink(game.id)}`,
        notificationType: 'pickup_spot_open',
      });
    }
  }
}
