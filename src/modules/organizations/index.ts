import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import type { AnyEventSubscriber, EventBus } from '../../platform/bus/index.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.ts';
import type { Config } from '../../platform/config/config.ts';
import { type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager } from '../../platform/db/orm.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Redis } from '../../platform/redis/redis.ts';
import { BookDemoHandler } from './application/book-demo/book-demo.handler.ts';
import { organizationsEvents } from './events.ts';
import { organizationsApiPaths } from './http/organizations.openapi.ts';
import { bookDemoRoutes, organizationCommonRoutes } from './http/organizations.routes.ts';
import { DemoRequestEntity } from './infrastructure/demo-request.entity.ts';
import { confirmDemoRequest } from './subscribers/confirm-demo-request.subscriber.ts';
import { emailDemoRequestToSales } from './subscribers/email-demo-request-to-sales.subscriber.ts';

export { listCities } from './application/queries/list-cities.query.ts';
export { organizationsEvents };

/** Organizations: the operator's cities and demo booking from the marketing site. */
export const organizationsModule: AppModule = {
  name: 'organizations',
  entities: [DemoRequestEntity],
  apiPaths: organizationsApiPaths,
  containerModule: new ContainerModule(({ bind }) => {
    bind(BookDemoHandler).toResolvedValue(
      (em: EntityManager, bus: EventBus, captcha: CaptchaVerifier) => new BookDemoHandler(em, bus, captcha),
      [TOKENS.EntityManager, TOKENS.EventBus, TOKENS.CaptchaVerifier],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toConstantValue({
      path: '/organization-common',
      router: organizationCommonRoutes(),
    });
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (handler: BookDemoHandler, redis: Redis, config: Config) => ({
        path: '/book-demo',
        router: bookDemoRoutes(
          handler,
          createRateLimiter(redis, config.REDIS_PREFIX, {
            name: 'book-demo-ip',
            points: config.BOOK_DEMO_LIMIT_PER_HOUR,
            durationSeconds: 3600,
          }),
        ),
      }),
      [BookDemoHandler, TOKENS.Redis, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (mailer: Mailer, config: Config) =>
        emailDemoRequestToSales(mailer, config.DEMO_REQUEST_INBOX) as AnyEventSubscriber,
      [TOKENS.Mailer, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (mailer: Mailer, config: Config) =>
        confirmDemoRequest(mailer, config.DEMO_REQUEST_INBOX) as AnyEventSubscriber,
      [TOKENS.Mailer, TOKENS.Config],
    );
  }),
};
