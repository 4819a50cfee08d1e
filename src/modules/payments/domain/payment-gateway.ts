// The payments port: what the product needs from a card processor. Stripe implements it in production;
// the built-in TEST MODE gateway implements it on a machine with no Stripe key.

export interface CheckoutSessionRequest {
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the payer sees on the checkout page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** The session stops accepting payment then (Stripe: 30 minutes to 24 hours from now). */
  expiresAt: Date;
  purpose: string;
  reference: string;
  memberId: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface RefundRequest {
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  /** The same key for the same refund, so a retried job never refunds twice. */
  idempotencyKey: string;
}

/** A webhook event after its signature was verified, reduced to what payments act on. */
export interface CheckoutWebhookEvent {
  id: string;
  type: string;
  session?: { id: string; paymentStatus: string | null; paymentIntentId: string | null };
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Throws WebhookSignatureError when the body was not signed with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): CheckoutWebhookEvent;
}

export class WebhookSignatureError extends Error {}

/** Stripe keeps a session open 30 minutes at least and 24 hours at most. */
export const MIN_CHECKOUT_MINUTES = 30;
export const MAX_CHECKOUT_MINUTES = 24 * 60;

/** A session's expiry within the processor's bounds. */
export function checkoutExpiry(now: Date, wanted: Date): Date {
  const min = now.getTime() + (MIN_CHECKOUT_MINUTES * 60 + 60) * 1000;
  const max = now.getTime() + (MAX_CHECKOUT_MINUTES * 60 - 60) * 1000;
  return new Date(Math.min(max, Math.max(min, wanted.getTime())));
}
