import { describe, expect, it } from 'vitest';
import { checkoutUnpayable, TEST_CHECKOUT_MESSAGES as M, testCheckoutRefusal } from './test-checkout.ts';

const now = new Date('2030-03-14T12:00:00Z');
const open = {
  memberId: 'buyer',
  status: 'open' as const,
  expiresAt: new Date(now.getTime() + 60_000),
  superseded: false,
};

describe('testCheckoutRefusal', () => {
  it('lets the member who started an open checkout pay or cancel it', () => {
    expect(testCheckoutRefusal(open, 'buyer', 'pay', now)).toBeUndefined();
    expect(testCheckoutRefusal(open, 'buyer', 'cancel', now)).toBeUndefined();
  });

  it('refuses anyone else, for either action', () => {
    for (const action of ['pay', 'cancel'] as const)
      expect(testCheckoutRefusal(open, 'someone-else', action, now)).toEqual({
        status: 403,
        message: M.notYours,
      });
    expect(testCheckoutRefusal({ ...open, memberId: null }, 'buyer', 'pay', now)?.status).toBe(403);
  });

  it('refuses to pay a paid, expired or superseded checkout, but lets its payer leave it', () => {
    const cases = [
      [{ ...open, status: 'paid' as const }, M.alreadyPaid],
      [{ ...open, status: 'refunded' as const }, M.alreadyPaid],
      [{ ...open, status: 'expired' as const }, M.expired],
      [{ ...open, expiresAt: now }, M.expired],
      [{ ...open, superseded: true }, M.superseded],
    ] as const;
    for (const [checkout, message] of cases) {
      expect(testCheckoutRefusal(checkout, 'buyer', 'pay', now)).toEqual({ status: 409, message });
      expect(checkoutUnpayable(checkout, now)?.message).toBe(message);
      expect(testCheckoutRefusal(checkout, 'buyer', 'cancel', now)).toBeUndefined();
    }
  });
});
