import { defineEvents } from '../../platform/bus/index.ts';

/** What a checkout pays for, so the module that asked for it recognises its own payments. */
export interface PaymentSubject {
  /** The asking module's kind of thing, e.g. `pickup-spot`. */
  purpose: string;
  /** Its id of the thing paid for (a pickup registration id). */
  reference: string;
}

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A checkout's payment was confirmed (a signed Stripe webhook, or the TEST MODE page). Once per session. */
    'payments.checkout-paid': PaymentSubject & {
      sessionId: string;
      memberId: string | null;
      amountCents: number;
      currency: string;
      provider: 'stripe' | 'test';
    };
    /** Another module asked for a paid checkout to be refunded in full (`requestRefund`). */
    'payments.refund-requested': { sessionId: string; reason: string };
    /** The money of a checkout went back to the payer. Once per session. */
    'payments.refunded': PaymentSubject & {
      sessionId: string;
      memberId: string | null;
      amountCents: number;
      currency: string;
      reason: string;
    };
  }
}

export const paymentsEvents = defineEvents([
  'payments.checkout-paid',
  'payments.refund-requested',
  'payments.refunded',
]);
