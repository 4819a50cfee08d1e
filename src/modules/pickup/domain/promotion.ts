// The waitlist's rules as plain functions: who is next, what they are offered and for how long.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A spot offered from the waitlist of a paid game is held this long at most. */
export const DEFAULT_HOLD_MS = 2 * HOUR;
/** …and never less than this, so a player can still open the e-mail and pay (unless kick-off is sooner). */
export const MIN_HOLD_MS = 10 * MINUTE;
/** A spot kept for a running checkout (Stripe keeps a session open 30 minutes at least; 5 more for its webhook). */
export const CHECKOUT_HOLD_MS = 35 * MINUTE;

/**
 * The deadline of a spot kept for a checkout. A new hold runs CHECKOUT_HOLD_MS from now; a spot already
 * held (an offer being claimed, or the player's running checkout started again) keeps its first deadline,
 * so no claim or checkout ever extends it. Undefined once that deadline has passed: the hold is over.
 */
export function checkoutHoldDeadline(now: Date, heldUntil: Date | null): Date | undefined {
  if (!heldUntil) return new Date(now.getTime() + CHECKOUT_HOLD_MS);
  return heldUntil.getTime() > now.getTime() ? heldUntil : undefined;
}

/**
 * How long an offered spot is held: 2 hours, or half the time left to kick-off when the game is nearer
 * (so the spot can still pass down the waitlist a few times before the game), but at least 10 minutes
 * and never past kick-off. Undefined once the game has started: nobody is offered a spot any more.
 */
export function holdDuration(now: Date, startsAt: Date): number | undefined {
  const untilKickoff = startsAt.getTime() - now.getTime();
  if (untilKickoff <= 0) return undefined;
  const wanted = Math.min(DEFAULT_HOLD_MS, Math.floor(untilKickoff / 2));
  return Math.min(untilKickoff, Math.max(MIN_HOLD_MS, wanted));
}

export interface WaitingPlayer {
  registrationId: string;
  memberId: string;
  /** Arrival order: a database sequence taken under the game's lock. */
  waitlistSeq: number;
}

export type Promotion =
  | { kind: 'register'; player: WaitingPlayer }
  | { kind: 'offer'; player: WaitingPlayer; holdExpiresAt: Date };

/** The waiting players in order of arrival. */
export const inArrivalOrder = (waiting: readonly WaitingPlayer[]): WaitingPlayer[] =>
  [...waiting].sort((a, b) => a.waitlistSeq - b.waitlistSeq);

/**
 * What happens when spots open: the first `spotsLeft` players waiting, in order of arrival, are registered
 * at once (free game, 'No Set Price') or offered a hold (paid game). Nothing for a cancelled or started game.
 */
export function planPromotions(input: {
  spotsLeft: number;
  waiting: readonly WaitingPlayer[];
  isPaid: boolean;
  isCancelled: boolean;
  startsAt: Date;
  now: Date;
}): Promotion[] {
  if (input.isCancelled || input.spotsLeft <= 0) return [];
  const hold = holdDuration(input.now, input.startsAt);
  if (hold === undefined) return [];
  return inArrivalOrder(input.waiting)
    .slice(0, input.spotsLeft)
    .map((player) =>
      input.isPaid
        ? { kind: 'offer', player, holdExpiresAt: new Date(input.now.getTime() + hold) }
        : { kind: 'register', player },
    );
}

/** Leaving a paid spot is refunded until `refundCutoffHours` before kick-off. */
export function refundDeadline(startsAt: Date, refundCutoffHours: number): Date {
  return new Date(startsAt.getTime() - refundCutoffHours * HOUR);
}

export function isRefundable(now: Date, startsAt: Date, refundCutoffHours: number): boolean {
  return now.getTime() < refundDeadline(startsAt, refundCutoffHours).getTime();
}

/** What to do with a confirmed payment, given the spot's state when it arrives. */
export type PaidSpotDecision = 'register' | 'already-applied' | 'refund';

export function decidePaidSpot(input: {
  /** The payer's registration status now (undefined if none). */
  status: string | undefined;
  /** The payer's registration was paid with this very session before (a replay). */
  paidWithThisSession: boolean;
  isCancelled: boolean;
  hasStarted: boolean;
  /** Spots neither registered nor held for someone else. */
  freeSpots: number;
}): PaidSpotDecision {
  if (input.paidWithThisSession) return 'already-applied';
  if (input.status === 'registered') return 'refund';
  if (input.isCancelled || input.hasStarted) return 'refund';
  // The payer's own held spot (an offer they claimed, or their running checkout) is theirs even if late.
  if (input.status === 'checkout' || input.status === 'offered') return 'register';
  return input.freeSpots > 0 ? 'register' : 'refund';
}
