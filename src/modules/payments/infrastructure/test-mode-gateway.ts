import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from '../domain/payment-gateway.ts';
import { verifyStripeWebhook } from './stripe-gateway.ts';

/** Where the built-in checkout page lives (a root route, not under /api: it is a page, posted as a form). */
export const TEST_CHECKOUT_PATH = '/test-checkout';

/**
 * The embedded default when no STRIPE_SECRET_KEY is set: sessions are checkouts on the app's own TEST MODE
 * page, which confirms them through the same code as a Stripe webhook; refunds only record themselves.
 * No money moves.
 */
export function createTestModeGateway(publicUrl: string, webhookSecret: string | undefined): PaymentGateway {
  return {
    provider: 'test',
    async createCheckoutSession() {
      const sessionId = `cs_testmode_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `${publicUrl}${TEST_CHECKOUT_PATH}/${sessionId}` };
    },
    async refund() {
      return { refundId: `re_testmode_${randomBytes(12).toString('hex')}` };
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeWebhook(webhookSecret, rawBody, signature);
    },
  };
}
