import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_HOLD_MS,
  checkoutHoldDeadline,
  decidePaidSpot,
  holdDuration,
  inArrivalOrder,
  isRefundable,
  planPromotions,
  type WaitingPlayer,
} from './promotion.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date('2030-03-14T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);

describe('holdDuration', () => {
  it('holds a spot for 2 hours when the game is far away', () => {
    expect(holdDuration(now, inMs(3 * 24 * HOUR))).toBe(2 * HOUR);
    expect(holdDuration(now, inMs(4 * HOUR))).toBe(2 * HOUR);
  });

  it('holds for half the time to kick-off when the game is near', () => {
    expect(holdDuration(now, inMs(3 * HOUR))).toBe(1.5 * HOUR);
    expect(holdDuration(now, inMs(40 * MINUTE))).toBe(20 * MINUTE);
  });

  it('holds at least 10 minutes, but never past kick-off', () => {
    expect(holdDuration(now, inMs(15 * MINUTE))).toBe(10 * MINUTE);
    expect(holdDuration(now, inMs(6 * MINUTE))).toBe(6 * MINUTE);
  });

  it('offers nothing once the game has started', () => {
    expect(holdDuration(now, now)).toBeUndefined();
    expect(holdDuration(now, inMs(-HOUR))).toBeUndefined();
  });
});

describe('checkoutHoldDeadline', () => {
  it("keeps a new checkout's spot for 35 minutes", () => {
    expect(CHECKOUT_HOLD_MS).toBe(35 * MINUTE);
    expect(checkoutHoldDeadline(now, null)).toEqual(inMs(35 * MINUTE));
  });

  it("keeps a held spot's first deadline, sooner or later than a checkout's", () => {
    expect(checkoutHoldDeadline(now, inMs(5 * MINUTE))).toEqual(inMs(5 * MINUTE));
    expect(checkoutHoldDeadline(now, inMs(2 * HOUR))).toEqual(inMs(2 * HOUR));
  });

  it('holds nothing once the first deadline has passed', () => {
    expect(checkoutHoldDeadline(now, now)).toBeUndefined();
    expect(checkoutHoldDeadline(now, inMs(-MINUTE))).toBeUndefined();
  });
});

const player = (seq: number): WaitingPlayer => ({
  registrationId: `r${seq}`,
  memberId: `m${seq}`,
  waitlistSeq: seq,
});

describe('waitlist order', () => {
  it('puts players in order of arrival, whatever order they are read in', () => {
    expect(inArrivalOrder([player(7), player(2), player(31), player(3)]).map((p) => p.waitlistSeq)).toEqual([
      2, 3, 7, 31,
    ]);
  });
});

describe('planPromotions', () => {
  const base = { isCancelled: false, startsAt: inMs(48 * HOUR), now };

  it('registers the first players waiting at once in a free game', () => {
    const plan = planPromotions({
      ...base,
      spotsLeft: 2,
      waiting: [player(5), player(1), player(9)],
      isPaid: false,
    });
    expect(plan).toEqual([
      { kind: 'register', player: player(1) },
      { kind: 'register', player: player(5) },
    ]);
  });

  it('offers the first player waiting a 2-hour hold in a paid game', () => {
    const plan = planPromotions({ ...base, spotsLeft: 1, waiting: [player(4), player(2)], isPaid: true });
    expect(plan).toEqual([{ kind: 'offer', player: player(2), holdExpiresAt: inMs(2 * HOUR) }]);
  });

  it('promotes nobody without open spots, in a cancelled game or after kick-off', () => {
    expect(planPromotions({ ...base, spotsLeft: 0, waiting: [player(1)], isPaid: false })).toEqual([]);
    expect(
      planPromotions({ ...base, isCancelled: true, spotsLeft: 1, waiting: [player(1)], isPaid: false }),
    ).toEqual([]);
    expect(
      planPromotions({ ...base, startsAt: inMs(-MINUTE), spotsLeft: 1, waiting: [player(1)], isPaid: true }),
    ).toEqual([]);
  });
});

describe('refund cut-off', () => {
  it('refunds before the cut-off and not after', () => {
    const startsAt = inMs(30 * HOUR);
    expect(isRefundable(now, startsAt, 24)).toBe(true);
    expect(isRefundable(now, startsAt, 30)).toBe(false);
    expect(isRefundable(now, startsAt, 36)).toBe(false);
  });
});

describe('decidePaidSpot', () => {
  const fresh = { paidWithThisSession: false, isCancelled: false, hasStarted: false, freeSpots: 0 };

  it('registers the payer whose spot was held for the checkout', () => {
    expect(decidePaidSpot({ ...fresh, status: 'checkout' })).toBe('register');
    expect(decidePaidSpot({ ...fresh, status: 'offered' })).toBe('register');
  });

  it('changes nothing for the same payment confirmed again', () => {
    expect(decidePaidSpot({ ...fresh, status: 'registered', paidWithThisSession: true })).toBe(
      'already-applied',
    );
  });

  it('refunds a second payment of a registered player', () => {
    expect(decidePaidSpot({ ...fresh, status: 'registered' })).toBe('refund');
  });

  it('refunds a late payment when the spot went to someone else, registers it when one is free', () => {
    expect(decidePaidSpot({ ...fresh, status: 'expired' })).toBe('refund');
    expect(decidePaidSpot({ ...fresh, status: 'expired', freeSpots: 1 })).toBe('register');
  });

  it('refunds payments for a cancelled or started game', () => {
    expect(decidePaidSpot({ ...fresh, status: 'checkout', isCancelled: true })).toBe('refund');
    expect(decidePaidSpot({ ...fresh, status: 'checkout', hasStarted: true })).toBe('refund');
  });
});
