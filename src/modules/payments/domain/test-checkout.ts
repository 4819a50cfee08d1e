// Who may pay or cancel a TEST MODE checkout, and when: the page stands in for Stripe's, so it must not
// let anyone pay for someone else, or pay a session Stripe would no longer take.

export const TEST_CHECKOUT_MESSAGES = {
  notYours: 'Only the member who started this checkout can pay for it or cancel it.',
  superseded: "This checkout was replaced by a newer one. Start again from the game's page.",
  expired: 'This checkout has expired.',
  alreadyPaid: 'This checkout has already been paid.',
} as const;

export interface TestCheckoutState {
  memberId: string | null;
  status: 'open' | 'paid' | 'expired' | 'refund_pending' | 'refunded';
  expiresAt: Date;
  /** The same purchase has a newer checkout (the payer started again). */
  superseded: boolean;
}

export interface TestCheckoutRefusal {
  status: 403 | 409;
  message: string;
}

/** Why `viewerId` may not pay (or cancel) this checkout now, or undefined when they may. */
export function testCheckoutRefusal(
  checkout: TestCheckoutState,
  viewerId: string,
  action: 'pay' | 'cancel',
  now: Date,
): TestCheckoutRefusal | undefined {
  if (checkout.memberId !== viewerId) return { status: 403, message: TEST_CHECKOUT_MESSAGES.notYours };
  if (action === 'cancel') return undefined;
  return checkoutUnpayable(checkout, now);
}

/** Why nobody can pay this checkout any more (paid, expired or replaced), or undefined while it is open. */
export function checkoutUnpayable(checkout: TestCheckoutState, now: Date): TestCheckoutRefusal | undefined {
  if (checkout.status !== 'open' && checkout.status !== 'expired')
    return { status: 409, message: TEST_CHECKOUT_MESSAGES.alreadyPaid };
  if (checkout.status === 'expired' || checkout.expiresAt.getTime() <= now.getTime())
    return { status: 409, message: TEST_CHECKOUT_MESSAGES.expired };
  if (checkout.superseded) return { status: 409, message: TEST_CHECKOUT_MESSAGES.superseded };
  return undefined;
}
