import { defineSubscriber, recordEvent, requireRow } from '../../../platform/bus/index.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import type { PaymentGateway } from '../domain/payment-gateway.ts';

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
      const [found] = await em.execute<
        Array<{
          status: string;
          purpose: string;
          reference: string;
          member_id: string | null;
          amount_cents: number;
          currency: string;
          payment_intent_id: string | null;
        }>
      >(
        `select status, purpose, reference, member_id, amount_cents, currency, payment_intent_id
         from payment_checkout where session_id = ? for update`,
        [event.payload.sessionId],
      );
      const row = requireRow(found, 'payment_checkout', event.payload.sessionId);
      if (row.status !== 'paid' && row.status !== 'refund_pending') {
        logger.info({ sessionId: event.payload.sessionId, status: row.status }, 'refund skipped: not paid');
        return;
      }
      const { refundId } = await gateway.refund({
        sessionId: event.payload.sessionId,
        paymentIntentId: row.payment_intent_id,
        amountCents: row.amount_cents,
        idempotencyKey: `refund-${event.payload.sessionId}`,
      });
      await em.execute(
        `update payment_checkout set status = 'refunded', refund_id = ?, refunded_at = now() where session_id = ?`,
        [refundId, event.payload.sessionId],
      );
      recordEvent(em, 'payments.refunded', {
        sessionId: event.payload.sessionId,
        purpose: row.purpose,
        reference: row.reference,
        memberId: row.member_id,
        amountCents: row.amount_cents,
        currency: row.currency,
        reason: event.payload.reason,
      });
    },
  });
}
