import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import { applyCheckoutEvent } from '../application/checkouts.ts';
import type { PaymentsDeps } from '../application/payments-deps.ts';
import { WebhookSignatureError } from '../domain/payment-gateway.ts';

/**
 * `/api/payments`: Stripe's webhook. The signature is over the exact bytes Stripe sent, which the API's
 * JSON parser keeps as `req.rawBody`; an unsigned or forged body is a 400 and changes nothing. A
 * replayed event answers 200 (so Stripe stops retrying) and changes nothing.
 */
export function paymentsWebhookRoutes(deps: PaymentsDeps, logger: Logger): Router {
  const router = Router();
  router.post('/stripe/webhook', async (req, res) => {
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
    res.json(success({ received: true, outcome }));
  });
  return router;
}
