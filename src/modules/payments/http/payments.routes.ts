import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import { applyCheckoutEvent } from '../application/checkouts.ts';
import type { PaymentsDeps } from '../application/payments-deps.ts';
import { WebhookSignatureError } from '../domain/payment-gateway.ts';

/**
 * `/api/payments`: Stripe's webhook. The signature is over the exact bytes Stripe sent, which the API's
 * JSON parser keeps as `req.rawBody`; an unsigned or forged body is a 400 and changes nothing. A
 * replayed event answers 200 (so Stripe stops retrying) and changes nothing. The body and the
 * signature header are checked by the gateway, not by a schema, so they are described only.
 */
export const paymentsWebhookRoutes = defineRoutes<{ deps: PaymentsDeps; logger: Logger }>(
  { mount: '/payments', tags: ['Payments'] },
  (route) => [
    route.post('/stripe/webhook', {
      auth: 'public',
      summary: "Stripe's webhook (checkout.session.completed, …)",
      description:
        'Verified with STRIPE_WEBHOOK_SECRET over the raw body (`Stripe-Signature`). Applied once per event id: a replay answers 200 and changes nothing.',
      requestParams: { header: z.object({ 'stripe-signature': z.string() }) },
      requestBody: {
        required: true,
        content: { 'application/json': { schema: z.object({ id: z.string(), type: z.string() }).loose() } },
      },
      reply: ok(
        z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
      ),
      errors: [400],
      handler: async ({ deps: { deps, logger }, req }) => {
        const rawBody = (req as IncomingMessage & { rawBody?: Buffer }).rawBody;
        if (!rawBody) throw badRequest('Send the Stripe event as application/json.');
        const signature = req.headers['stripe-signature'];
        let event: ReturnType<PaymentsDeps['gateway']['verifyWebhook']>;
        try {
          event = deps.gateway.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            logger.warn({ reason: error.message }, 'stripe webhook refused');
            throw badRequest([{ message: error.message, code: 'InvalidSignature' }]);
          }
          throw error;
        }
        const outcome = await applyCheckoutEvent(deps.em, event);
        return { received: true as const, outcome };
      },
    }),
  ],
);
