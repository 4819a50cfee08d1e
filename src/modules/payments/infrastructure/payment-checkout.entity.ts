import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One checkout session and its state: open → paid → refund_pending → refunded (or expired). A change loads
 * the row under its lock (`checkout.store.ts`), so a replayed confirmation or refund finds it moved on and
 * changes nothing. Table: migrations/…_payments.ts (payment_webhook_event is written by checkout.store.ts).
 */
export const PaymentCheckoutEntity = defineEntity({
  name: 'PaymentCheckout',
  tableName: 'payment_checkout',
  properties: {
    sessionId: p.text().primary(),
    provider: p.text().$type<'stripe' | 'test'>(),
    purpose: p.text(),
    reference: p.text(),
    memberId: p.uuid().strictNullable(),
    amountCents: p.integer(),
    currency: p.text(),
    description: p.text(),
    status: p.text().$type<'open' | 'paid' | 'expired' | 'refund_pending' | 'refunded'>(),
    paymentIntentId: p.text().strictNullable(),
    refundId: p.text().strictNullable(),
    successUrl: p.text(),
    cancelUrl: p.text(),
    expiresAt: p.datetime(),
    paidAt: p.datetime().strictNullable(),
    refundedAt: p.datetime().strictNullable(),
    // The database's clock (the transaction's start), which orders a purchase's checkouts.
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export type PaymentCheckout = InferEntity<typeof PaymentCheckoutEntity>;
