import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { type CheckoutSessionRequest, checkoutExpiry } from '../domain/payment-gateway.ts';
import { claimWebhookEvent, lockCheckout } from '../infrastructure/checkout.store.ts';
import { PaymentCheckoutEntity } from '../infrastructure/payment-checkout.entity.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export interface StartedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
  provider: 'stripe' | 'test';
}

/**
 * Opens a checkout session with the processor and records it. Called outside any transaction of the
 * caller's: the processor is a network call, and no row lock should wait on it.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  request: Omit<CheckoutSessionRequest, 'expiresAt'> & { expiresAt: Date },
): Promise<StartedCheckout> {
  const expiresAt = checkoutExpiry(deps.clock.now(), request.expiresAt);
  const session = await deps.gateway.createCheckoutSession({ ...request, expiresAt });
  await deps.em.transactional(async (tx) => {
    tx.create(PaymentCheckoutEntity, {
      sessionId: session.sessionId,
      provider: deps.gateway.provider,
      purpose: request.purpose,
      reference: request.reference,
      memberId: request.memberId,
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
      status: 'open',
      paymentIntentId: null,
      refundId: null,
      successUrl: request.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.sessionId),
      cancelUrl: request.cancelUrl,
      expiresAt,
      paidAt: null,
      refundedAt: null,
    });
  });
  return { sessionId: session.sessionId, url: session.url, expiresAt, provider: deps.gateway.provider };
}

/** What payments apply from a verified webhook (or the TEST MODE page, which builds the same event). */
export interface CheckoutEvent {
  id: string;
  type: string;
  session?: { id: string; paymentStatus: string | null; paymentIntentId: string | null };
}

const PAID_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Applies one processor event, once: the event id is recorded first, so a replayed delivery finds it and
 * changes nothing; a session is confirmed once whatever events say so (its row is locked and checked). A confirmed
 * payment is the domain event `payments.checkout-paid`, which the module that asked for it acts on.
 */
export async function applyCheckoutEvent(
  em: EntityManager,
  event: CheckoutEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return em.transactional(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return 'duplicate';
    const session = event.session;
    if (!session) return 'ignored';
    if (PAID_TYPES.has(event.type) && session.paymentStatus === 'paid') {
      const checkout = await lockCheckout(tx, session.id);
      if (!checkout || (checkout.status !== 'open' && checkout.status !== 'expired')) return 'ignored';
      checkout.status = 'paid';
      checkout.paidAt = new Date();
      checkout.paymentIntentId = session.paymentIntentId ?? checkout.paymentIntentId;
      recordEvent(tx, 'payments.checkout-paid', {
        sessionId: session.id,
        purpose: checkout.purpose,
        reference: checkout.reference,
        memberId: checkout.memberId,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        provider: checkout.provider,
      });
      return 'applied';
    }
    if (event.type === 'checkout.session.expired') {
      const checkout = await lockCheckout(tx, session.id);
      if (checkout?.status === 'open') checkout.status = 'expired';
      return 'applied';
    }
    return 'ignored';
  });
}

/**
 * Asks for a paid checkout to be refunded in full, inside the caller's transaction (the refund runs in a
 * worker once that commits). Asking twice refunds once.
 */
export function requestRefund(em: EntityManager, request: { sessionId: string; reason: string }): void {
  recordEvent(em, 'payments.refund-requested', request);
}

export interface CheckoutView {
  sessionId: string;
  status: 'open' | 'paid' | 'expired' | 'refund_pending' | 'refunded';
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  provider: 'stripe' | 'test';
  memberId: string | null;
  /** The same purchase (purpose and reference) has a newer checkout: the payer started again. */
  superseded: boolean;
}

export async function findCheckout(em: EntityManager, sessionId: string): Promise<CheckoutView | undefined> {
  const [row] = await em.execute<
    Array<{
      session_id: string;
      status: CheckoutView['status'];
      amount_cents: number;
      currency: string;
      description: string;
      success_url: string;
      cancel_url: string;
      expires_at: Date;
      provider: 'stripe' | 'test';
      member_id: string | null;
      superseded: boolean;
    }>
  >(
    `select c.session_id, c.status, c.amount_cents, c.currency, c.description, c.success_url, c.cancel_url,
            c.expires_at, c.provider, c.member_id,
            exists (select 1 from payment_checkout newer
                     where newer.purpose = c.purpose and newer.reference = c.reference
                       and newer.created_at > c.created_at) as superseded
     from payment_checkout c where c.session_id = ?`,
    [sessionId],
  );
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    description: row.description,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    expiresAt: new Date(row.expires_at),
    provider: row.provider,
    memberId: row.member_id,
    superseded: row.superseded,
  };
}
