import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { z } from 'zod';
import type { PickupCurrency } from '../../../contracts/pickup/price.ts';
import { priceLabel } from '../../../contracts/pickup/price.ts';
import { defineRoutes, sends } from '../../../platform/http/declared-routes.ts';
import { applyCheckoutEvent, type CheckoutView, findCheckout } from '../application/checkouts.ts';
import type { PaymentsDeps } from '../application/payments-deps.ts';
import { TEST_CHECKOUT_PATH } from '../infrastructure/test-mode-gateway.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const STYLE = `
  body{margin:0;font:16px/1.5 'Open Sans','Segoe UI',Helvetica,Arial,sans-serif;background:#f5f3ff;color:#1f1a2e}
  main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px #5b21b622}
  .badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#fde68a;color:#713f12;font-weight:700;letter-spacing:.05em}
  h1{font-size:1.5rem;margin:1rem 0 .5rem} .amount{font-size:2.5rem;font-weight:700;color:#5b21b6;margin:.5rem 0}
  p{margin:.5rem 0} form{display:inline} .actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
  button,a.button{font:inherit;font-weight:700;padding:.75rem 1.5rem;border-radius:8px;border:2px solid #5b21b6;cursor:pointer;text-decoration:none}
  .pay{background:#5b21b6;color:#fff} .cancel{background:#fff;color:#5b21b6}
  button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  small{color:#5b5570}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function checkoutPage(checkout: CheckoutView, expired: boolean): string {
  const amount = priceLabel({
    amountCents: checkout.amountCents,
    currency: checkout.currency as PickupCurrency,
  });
  const badge = '<span class="badge" role="note">TEST MODE</span>';
  if (checkout.status !== 'open' || expired) {
    const done = checkout.status === 'paid' || checkout.status.startsWith('refund');
    return page(
      'Test checkout',
      `${badge}<h1>${done ? 'Already paid' : 'This checkout has expired'}</h1>
       <p>${escapeHtml(checkout.description)}</p>
       <div class="actions"><a class="button pay" href="${escapeHtml(done ? checkout.successUrl : checkout.cancelUrl)}">Continue</a></div>`,
    );
  }
  const base = `/test-checkout/${encodeURIComponent(checkout.sessionId)}`;
  return page(
    'TEST MODE checkout',
    `${badge}
     <h1>Test checkout</h1>
     <p>${escapeHtml(checkout.description)}</p>
     <p class="amount">${escapeHtml(amount)}</p>
     <p><small>No Stripe key is configured, so this is the built-in test-mode checkout: no card is needed and no
     money moves. Paying here confirms the payment exactly as a Stripe webhook would.</small></p>
     <div class="actions">
       <form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)} (test)</button></form>
       <form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
     </div>`,
  );
}

const sessionParams = z.object({ sessionId: z.string().meta({ description: 'The checkout session id.' }) });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' as const } } },
});
const notFoundPage = { 404: html('No such test checkout.') };

const openCheckout = async (deps: PaymentsDeps, sessionId: string) => {
  if (deps.gateway.provider !== 'test' || sessionId.length > 200) return undefined;
  const checkout = await findCheckout(deps.em, sessionId);
  return checkout?.provider === 'test' ? checkout : undefined;
};

const notFound = (res: Response) =>
  res
    .status(404)
    .type('html')
    .send(page('Checkout not found', '<span class="badge">TEST MODE</span><h1>Checkout not found.</h1>'));

/**
 * `/test-checkout/{sessionId}`: the TEST MODE checkout page served when no STRIPE_SECRET_KEY is set. Plain
 * HTML forms (no script, so it runs under the app's Content-Security-Policy). Paying builds the event Stripe
 * would send and applies it with the webhook's own code. An unknown session is the 404 page, never a 400.
 */
export const testCheckoutRoutes = defineRoutes<PaymentsDeps>(
  { mount: TEST_CHECKOUT_PATH, root: true, tags: ['Payments'] },
  (route) => [
    route.get('/:sessionId', {
      auth: 'public',
      summary: 'The built-in TEST MODE checkout page (no STRIPE_SECRET_KEY configured)',
      requestParams: { path: sessionParams },
      reply: sends({ 200: html('The page, labelled TEST MODE.') }),
      responses: notFoundPage,
      handler: async ({ deps, req, res }) => {
        const checkout = await openCheckout(deps, String(req.params.sessionId));
        if (!checkout) return void notFound(res);
        res.setHeader('Cache-Control', 'no-store');
        res
          .type('html')
          .send(checkoutPage(checkout, checkout.expiresAt.getTime() <= deps.clock.now().getTime()));
      },
    }),
    route.post('/:sessionId/pay', {
      auth: 'public',
      summary: 'Pays a TEST MODE checkout (the same code path as a Stripe webhook)',
      requestParams: { path: sessionParams },
      reply: sends({ 303: redirect('To the success URL.') }),
      responses: notFoundPage,
      handler: async ({ deps, req, res }) => {
        const checkout = await openCheckout(deps, String(req.params.sessionId));
        if (!checkout) return void notFound(res);
        if (checkout.status === 'open' && checkout.expiresAt.getTime() > deps.clock.now().getTime()) {
          await applyCheckoutEvent(deps.em, {
            id: `evt_testmode_${randomBytes(12).toString('hex')}`,
            type: 'checkout.session.completed',
            session: {
              id: checkout.sessionId,
              paymentStatus: 'paid',
              paymentIntentId: `pi_testmode_${randomBytes(12).toString('hex')}`,
            },
          });
        }
        res.redirect(303, checkout.successUrl);
      },
    }),
    route.post('/:sessionId/cancel', {
      auth: 'public',
      summary: 'Leaves a TEST MODE checkout without paying',
      requestParams: { path: sessionParams },
      reply: sends({ 303: redirect('To the cancel URL.') }),
      responses: notFoundPage,
      handler: async ({ deps, req, res }) => {
        const checkout = await openCheckout(deps, String(req.params.sessionId));
        if (!checkout) return void notFound(res);
        res.redirect(303, checkout.cancelUrl);
      },
    }),
  ],
);
