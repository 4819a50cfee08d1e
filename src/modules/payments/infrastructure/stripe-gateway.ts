import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors/app-error.ts';
import {
  type CheckoutWebhookEvent,
  type PaymentGateway,
  WebhookSignatureError,
} from '../domain/payment-gateway.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Overrides https://api.stripe.com (tests: a local server shaped like Stripe's API). */
  apiBase: string | undefined;
}

/** The client options that point the SDK at `apiBase` instead of api.stripe.com. */
export function stripeClientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = apiBase ? new URL(apiBase) : undefined;
  return {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  };
}

function verifyWith(secret: string | undefined, rawBody: Buffer, signature: string | undefined) {
  if (!secret) throw new WebhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new WebhookSignatureError('Invalid Stripe signature.');
  }
}

/**
 * What payments read of an event. The signature says who sent the body, not that it is shaped like an
 * event: a signed `{}` reached `event.type.startsWith` and was a 500 (issue 17's fuzzer).
 */
const stripeEventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) });
const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
const eventWithSession = z.object({ data: z.object({ object: checkoutSessionSchema }) });

const notAnEvent = () => badRequest([{ message: 'Not a Stripe event.', code: 'InvalidEvent' }]);

/** A verified Stripe event reduced to what payments act on (checkout sessions). */
export function verifyStripeWebhook(
  secret: string | undefined,
  rawBody: Buffer,
  signature: string | undefined,
): CheckoutWebhookEvent {
  const verified: unknown = verifyWith(secret, rawBody, signature);
  const event = stripeEventSchema.safeParse(verified);
  if (!event.success) throw notAnEvent();
  const { id, type } = event.data;
  if (!type.startsWith('checkout.session.')) return { id, type };
  const withSession = eventWithSession.safeParse(verified);
  if (!withSession.success) throw notAnEvent();
  const session = withSession.data.data.object;
  const intent = session.payment_intent;
  return {
    id,
    type,
    session: {
      id: session.id,
      paymentStatus: session.payment_status ?? null,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    },
  };
}

/** Stripe Checkout for the spot, refunds of the payment intent, webhooks verified with the SDK. */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, stripeClientOptions(settings.apiBase));
  return {
    provider: 'stripe',
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          client_reference_id: request.reference,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          metadata: { purpose: request.purpose, reference: request.reference, memberId: request.memberId },
          payment_intent_data: {
            metadata: { purpose: request.purpose, reference: request.reference, memberId: request.memberId },
          },
        },
        // A fresh key per attempt: the SDK's own retries of this request reuse it.
        { idempotencyKey: `checkout-${request.reference}-${randomBytes(8).toString('hex')}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async refund(request) {
      let paymentIntent = request.paymentIntentId;
      if (!paymentIntent) {
        const session = await stripe.checkout.sessions.retrieve(request.sessionId);
        const intent = session.payment_intent;
        paymentIntent = typeof intent === 'string' ? intent : (intent?.id ?? null);
      }
      if (!paymentIntent) throw new Error(`Checkout session ${request.sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeWebhook(settings.webhookSecret, rawBody, signature);
    },
  };
}
