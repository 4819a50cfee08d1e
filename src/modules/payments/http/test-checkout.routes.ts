import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { PickupCurrency } from '../../../contracts/pickup/price.ts';
import { priceLabel } from '../../../contracts/pickup/price.ts';
import { CROSS_SITE_MESSAGE, comesFromOwnPages, credentialOf } from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { defineRoutes, sends } from '../../../platform/http/declared-routes.ts';
import { applyCheckoutEvent, type CheckoutView, findCheckout } from '../application/checkouts.ts';
import type { PaymentsDeps } from '../application/payments-deps.ts';
import { checkoutUnpayable, TEST_CHECKOUT_MESSAGES, testCheckoutRefusal } from '../domain/test-checkout.ts';
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

const BADGE = '<span class="badge" role="note">TEST MODE</span>';

function checkoutPage(checkout: CheckoutView, now: Date): string {
  const amount = priceLabel({
    amountCents: checkout.amountCents,
    currency: checkout.currency as PickupCurrency,
  });
  const badge = BADGE;
  const unpayable = checkoutUnpayable(checkout, now);
  if (unpayable) {
    const done = unpayable.message === TEST_CHECKOUT_MESSAGES.alreadyPaid;
    const heading = done
      ? 'Already paid'
      : unpayable.message === TEST_CHECKOUT_MESSAGES.superseded
        ? escapeHtml(unpayable.message)
        : 'This checkout has expired';
    return page(
      'Test checkout',
      `${badge}<h1>${heading}</h1>
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
const signedOutPage = { 401: html('Not signed in.') };

/** The TEST MODE page's deps: payments' own and the app's address (its pages' origin). */
export type TestCheckoutDeps = PaymentsDeps & { publicUrl: string };

/**
 * Pay and Cancel are form posts from the page itself: with the session cookie they must name the app's own
 * origin (Origin, or Referer when a browser leaves Origin out); a bearer token is no ambient credential.
 */
const fromOwnPages =
  (publicUrl: string): RequestHandler =>
  (req, _res, next) => {
    if (credentialOf(req)?.via === 'cookie' && !comesFromOwnPages(req.headers, publicUrl))
      return next(new AppError(403, [{ message: CROSS_SITE_MESSAGE, code: 'CrossSiteRequest' }]));
    next();
  };

/** A refusal on the page's own routes is a page too (the browser posted a form), with the same status. */
const refusalPage: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof AppError) || res.headersSent) return next(error);
  res
    .status(error.status)
    .set(error.headers)
    .type('html')
    .send(
      page(
        'Test checkout',
        `${BADGE}<h1>${error.errors.map((item) => escapeHtml(item.message)).join(' ')}</h1>`,
      ),
    );
};

const refuse = (status: number, message: string) => new AppError(status, message);

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
export const testCheckoutRoutes = defineRoutes<TestCheckoutDeps>(
  {
    defaultAuth: 'member',
    mount: TEST_CHECKOUT_PATH,
    root: true,
    tags: ['Payments'],
    onError: () => refusalPage,
  },
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
        // Its forms post to the app itself: with the app-wide no-referrer a browser would send Origin
        // "null", which Pay and Cancel refuse as cross-site; same-origin names the page to its own routes only.
        res.setHeader('Referrer-Policy', 'same-origin');
        res.type('html').send(checkoutPage(checkout, deps.clock.now()));
      },
    }),
    route.post('/:sessionId/pay', {
      use: (deps) => [fromOwnPages(deps.publicUrl)],
      summary: 'Pays a TEST MODE checkout (the same code path as a Stripe webhook)',
      description:
        "Only the member who started the checkout, from the app's own page (or with a bearer token); " +
        'a paid, expired or superseded checkout answers 409 and changes nothing.',
      requestParams: { path: sessionParams },
      reply: sends({ 303: redirect('To the success URL.') }),
      responses: {
        ...signedOutPage,
        ...notFoundPage,
        403: html('Not the payer, or not from the app.'),
        409: html('Not payable.'),
      },
      handler: async ({ deps, member, req, res }) => {
        const checkout = await openCheckout(deps, String(req.params.sessionId));
        if (!checkout) return void notFound(res);
        const refusal = testCheckoutRefusal(checkout, member.memberId, 'pay', deps.clock.now());
        if (refusal) throw refuse(refusal.status, refusal.message);
        await applyCheckoutEvent(deps.em, {
          id: `evt_testmode_${randomBytes(12).toString('hex')}`,
          type: 'checkout.session.completed',
          session: {
            id: checkout.sessionId,
            paymentStatus: 'paid',
            paymentIntentId: `pi_testmode_${randomBytes(12).toString('hex')}`,
          },
        });
        res.redirect(303, checkout.successUrl);
      },
    }),
    route.post('/:sessionId/cancel', {
      use: (deps) => [fromOwnPages(deps.publicUrl)],
      summary: 'Leaves a TEST MODE checkout without paying',
      description:
        "Only the member who started the checkout, from the app's own page (or with a bearer token).",
      requestParams: { path: sessionParams },
      reply: sends({ 303: redirect('To the cancel URL.') }),
      responses: { ...signedOutPage, ...notFoundPage, 403: html('Not the payer, or not from the app.') },
      handler: async ({ deps, member, req, res }) => {
        const checkout = await openCheckout(deps, String(req.params.sessionId));
        if (!checkout) return void notFound(res);
        const refusal = testCheckoutRefusal(checkout, member.memberId, 'cancel', deps.clock.now());
        if (refusal) throw refuse(refusal.status, refusal.message);
        res.redirect(303, checkout.cancelUrl);
      },
    }),
  ],
);
