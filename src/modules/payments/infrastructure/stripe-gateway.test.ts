import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../domain/payment-gateway.ts';
import { stripeClientOptions, verifyStripeWebhook } from './stripe-gateway.ts';

describe('stripeClientOptions', () => {
  it("uses Stripe's API unless a base is given", () => {
    expect(stripeClientOptions(undefined)).not.toHaveProperty('host');
  });

  it('points the SDK at another base (a local test server)', () => {
    expect(stripeClientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe.internal')).toMatchObject({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });
});

describe('verifyStripeWebhook', () => {
  const secret = 'whsec_unit';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: 'cs_1', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_1' },
    },
  });

  it('reads a signed checkout event', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeWebhook(secret, Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      session: { id: 'cs_1', paymentStatus: 'paid', paymentIntentId: 'pi_1' },
    });
  });

  it('refuses a body signed with another secret, a missing signature and no configured secret', () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => verifyStripeWebhook(secret, Buffer.from(payload), forged)).toThrowError(
      WebhookSignatureError,
    );
    expect(() => verifyStripeWebhook(secret, Buffer.from(payload), undefined)).toThrowError(
      WebhookSignatureError,
    );
    expect(() => verifyStripeWebhook(undefined, Buffer.from(payload), forged)).toThrowError(
      WebhookSignatureError,
    );
  });

  // Issue 17's fuzzer: a signed body that is no event (`{}`, a number for the type, a session without
  // an id) was a 500; it is a 400 that names it.
  it.each([
    {},
    { id: 'evt_2', type: 7 },
    { id: 'evt_3', type: 'checkout.session.completed' },
    { id: 'evt_4', type: 'checkout.session.completed', data: { object: { payment_status: 'paid' } } },
  ])('refuses a signed body that is not an event it can read: %j', (event) => {
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    expect(() => verifyStripeWebhook(secret, Buffer.from(body), signature)).toThrowError(
      expect.objectContaining({
        status: 400,
        errors: [{ message: 'Not a Stripe event.', code: 'InvalidEvent' }],
      }),
    );
  });
});
