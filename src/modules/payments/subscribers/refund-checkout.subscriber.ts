import { defineSubscriber, recordEvent, requireRow } from '../../../platform/bus/index.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import type { PaymentGateway } from '../domain/payment-gateway.ts';
import { lockCheckout } from '../infrastructure/checkout.store.ts';

/**
 * Refunds a paid checkout in full, once: the row moves paid → refunded under its lock, and the processor
 * call carries an idempotency key per session, so a retried job never refunds twice. A checkout that is
 * not paid (yet) is left alone; one already refunded changes nothing.
 */
export function refundCheckoutSubscriber(gateway: PaymentGateway, logger: Logger) {
  return defineSubscriber({
    name: 'payments.refund-checkout',
    event: 'payments.refund-requested',
    async handle(event, { em }) {
      const row = requireRow(
        await lockCheckout(em, event.payload.sessionId),
        'payment_checkout',
        event.payload.sessionId,
      );
      if (row.status !== 'paid' && row.status !== 'refund_pending') {
        logger.info({ sessionId: event.payload.sessionId, status: row.status }, 'refund skipped: not paid');
        return;
      }
      const { refundId } = await gateway.refund({
        sessionId: event.payload.sessionId,
        paymentIntentId: row.paymentIntentId,
        amountCents: row.amountCents,
        idempotencyKey: `refund-${event.payload.sessionId}`,
      });
      row.status = 'refunded';
      row.refundId = refundId;
      row.refundedAt = new Date();
      recordEvent(em, 'payments.refunded', {
        sessionId: event.payload.sessionId,
        purpose: row.purpose,
        reference: row.reference,
        memberId: row.memberId,
        amountCents: row.amountCents,
        currency: row.currency,
        reason: event.payload.reason,
      });
    },
  });
}
