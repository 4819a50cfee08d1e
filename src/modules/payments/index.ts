import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import type { Config } from '../../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import { type StartedCheckout, startCheckout } from './application/checkouts.ts';
import type { PaymentsDeps } from './application/payments-deps.ts';
import type { CheckoutSessionRequest, PaymentGateway } from './domain/payment-gateway.ts';
import { paymentsEvents } from './events.ts';
import { paymentsWebhookRoutes } from './http/payments.routes.ts';
import { testCheckoutRoutes } from './http/test-checkout.routes.ts';
import { PaymentCheckoutEntity } from './infrastructure/payment-checkout.entity.ts';
import { createStripeGateway } from './infrastructure/stripe-gateway.ts';
import { createTestModeGateway } from './infrastructure/test-mode-gateway.ts';
import { refundCheckoutSubscriber } from './subscribers/refund-checkout.subscriber.ts';

export type { StartedCheckout } from './application/checkouts.ts';
export { requestRefund } from './application/checkouts.ts';
export type { PaymentSubject } from './events.ts';
export { paymentsEvents };

/** What other modules call to take a payment: opens a checkout and answers where the browser goes. */
export interface PaymentCheckouts {
  readonly provider: 'stripe' | 'test';
  start(request: CheckoutSessionRequest): Promise<StartedCheckout>;
}

export const PAYMENTS_TOKENS = {
  Checkouts: Symbol.for('payments.Checkouts'),
  Gateway: Symbol.for('payments.Gateway'),
} as const;

const PaymentsDepsToken = Symbol.for('payments.Deps');
const appUrl = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in TEST MODE checkout. */
export function paymentGatewayFor(config: Config): PaymentGateway {
  return config.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      })
    : createTestModeGateway(appUrl(config), config.STRIPE_WEBHOOK_SECRET);
}

/**
 * Payments: the port to a card processor (Stripe, or TEST MODE without a key), checkout sessions and their
 * state, the signed webhook, refunds. Other modules open a checkout with PAYMENTS_TOKENS.Checkouts, hear
 * `payments.checkout-paid` and `payments.refunded`, and ask for refunds with `requestRefund(tx, …)`.
 */
export const paymentsModule: AppModule = {
  name: 'payments',
  entities: [PaymentCheckoutEntity],
  apiPaths: apiPathsOf(paymentsWebhookRoutes, testCheckoutRoutes),
  containerModule: new ContainerModule(({ bind }) => {
    bind<PaymentGateway>(PAYMENTS_TOKENS.Gateway)
      .toResolvedValue((config: Config) => paymentGatewayFor(config), [TOKENS.Config])
      .inSingletonScope();
    bind<PaymentsDeps>(PaymentsDepsToken).toResolvedValue(
      (em: EntityManager, clock: Clock, gateway: PaymentGateway) => ({ em, clock, gateway }),
      [TOKENS.EntityManager, TOKENS.Clock, PAYMENTS_TOKENS.Gateway],
    );
    bind<PaymentCheckouts>(PAYMENTS_TOKENS.Checkouts).toResolvedValue(
      (deps: PaymentsDeps) => ({
        provider: deps.gateway.provider,
        start: (request: CheckoutSessionRequest) => startCheckout(deps, request),
      }),
      [PaymentsDepsToken],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: PaymentsDeps, logger: Logger, guards: AuthGuards) =>
        paymentsWebhookRoutes.mount({ deps, logger }, guards),
      [PaymentsDepsToken, TOKENS.Logger, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.RootRoutes).toResolvedValue(
      (deps: PaymentsDeps, guards: AuthGuards, config: Config) =>
        testCheckoutRoutes.mount({ ...deps, publicUrl: appUrl(config) }, guards),
      [PaymentsDepsToken, AUTH_TOKENS.AuthGuards, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (gateway: PaymentGateway, logger: Logger) => refundCheckoutSubscriber(gateway, logger),
      [PAYMENTS_TOKENS.Gateway, TOKENS.Logger],
    );
  }),
};
