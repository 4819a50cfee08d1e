import { z } from 'zod';
import { type ApiPaths, errors, ok } from '../../../platform/openapi/index.ts';

// The payments routes: Stripe's webhook under /api and the TEST MODE checkout page at the root.

const sessionParams = z.object({ sessionId: z.string().meta({ description: 'The checkout session id.' }) });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' as const } } },
});

export const paymentsApiPaths: ApiPaths = {
  '/api/payments/stripe/webhook': {
    post: {
      tags: ['Payments'],
      summary: "Stripe's webhook (checkout.session.completed, …)",
      description:
        'Verified with STRIPE_WEBHOOK_SECRET over the raw body (`Stripe-Signature`). Applied once per event id: a replay answers 200 and changes nothing.',
      requestParams: { header: z.object({ 'stripe-signature': z.string() }) },
      requestBody: {
        required: true,
        content: { 'application/json': { schema: z.object({ id: z.string(), type: z.string() }).loose() } },
      },
      responses: {
        ...ok(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) })),
        ...errors(400),
      },
    },
  },
  '/test-checkout/{sessionId}': {
    get: {
      tags: ['Payments'],
      summary: 'The built-in TEST MODE checkout page (no STRIPE_SECRET_KEY configured)',
      requestParams: { path: sessionParams },
      responses: { 200: html('The page, labelled TEST MODE.'), 404: html('No such test checkout.') },
    },
  },
  '/test-checkout/{sessionId}/pay': {
    post: {
      tags: ['Payments'],
      summary: 'Pays a TEST MODE checkout (the same code path as a Stripe webhook)',
      requestParams: { path: sessionParams },
      responses: { 303: redirect('To the success URL.'), 404: html('No such test checkout.') },
    },
  },
  '/test-checkout/{sessionId}/cancel': {
    post: {
      tags: ['Payments'],
      summary: 'Leaves a TEST MODE checkout without paying',
      requestParams: { path: sessionParams },
      responses: { 303: redirect('To the cancel URL.'), 404: html('No such test checkout.') },
    },
  },
};
