import { Container } from 'inversify';
import type { AppModule } from '../platform/app-module.ts';
import { EventBus } from '../platform/bus/index.ts';
import { type CaptchaVerifier, createCaptchaVerifier } from '../platform/captcha/captcha-verifier.ts';
import type { Config } from '../platform/config/config.ts';
import { type Clock, type RouteMount, TOKENS } from '../platform/container/tokens.ts';
import { type ChangeFeed, createChangeFeed } from '../platform/db/change-feed.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import type { Logger } from '../platform/logging/logger.ts';
import { createMailer, type Mailer } from '../platform/mail/mailer.ts';
import {
  budgetedMailer,
  createMailBudget,
  NOTIFICATION_MAILER,
} from '../platform/mail/notification-mailer.ts';
import {
  createMemberLimits,
  MEMBER_LIMITS,
  type MemberLimits,
} from '../platform/rate-limit/member-limits.ts';
import { createRealtimeEmitter, type RealtimeEmitter } from '../platform/realtime/realtime-emitter.ts';
import { refuseAllSockets, type SocketAuthenticator } from '../platform/realtime/socket-authenticator.ts';
import type { Redis } from '../platform/redis/redis.ts';
import { createScheduler, type Scheduler } from '../platform/scheduler/index.ts';
import {
  createFileStorage,
  type FileStorage,
  STORAGE_TOKENS,
  uploadsDirectory,
  uploadsRoutes,
} from '../platform/storage/index.ts';

export interface ContainerInputs {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  redis: Redis;
  modules: AppModule[];
}

const systemClock: Clock = { now: () => new Date() };

/**
 * The composition root: shared-kernel services first, then each module's ContainerModule, which may
 * rebind a kernel port (the identity module replaces the socket authenticator).
 */
export async function createContainer({
  config,
  logger,
  orm,
  redis,
  modules,
}: ContainerInputs): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Logger).toConstantValue(logger);
  container.bind(TOKENS.Orm).toConstantValue(orm);
  container.bind(TOKENS.EntityManager).toConstantValue(orm.em);
  container
    .bind<ChangeFeed>(TOKENS.ChangeFeed)
    .toConstantValue(createChangeFeed({ databaseUrl: orm.config.get('clientUrl'), logger }));
  container.bind(TOKENS.Redis).toConstantValue(redis);
  container.bind(TOKENS.Clock).toConstantValue(systemClock);
  container
    .bind<MemberLimits>(MEMBER_LIMITS)
    .toConstantValue(createMemberLimits(redis, config.REDIS_PREFIX, config));
  container.bind(TOKENS.EventBus).toConstantValue(new EventBus());
  container
    .bind<Mailer>(TOKENS.Mailer)
    .toConstantValue(
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger }),
    );
  container
    .bind<Mailer>(NOTIFICATION_MAILER)
    .toConstantValue(
      budgetedMailer(
        container.get<Mailer>(TOKENS.Mailer),
        createMailBudget(redis, config.REDIS_PREFIX, config.NOTIFICATION_EMAILS_PER_HOUR),
        logger,
      ),
    );
  container
    .bind<RealtimeEmitter>(TOKENS.RealtimeEmitter)
    .toConstantValue(createRealtimeEmitter(redis, config.REDIS_PREFIX));
  container.bind<SocketAuthenticator>(TOKENS.SocketAuthenticator).toConstantValue(refuseAllSockets);
  container
    .bind<Scheduler>(TOKENS.Scheduler)
    .toConstantValue(createScheduler({ orm, redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX }));
  container
    .bind<CaptchaVerifier>(TOKENS.CaptchaVerifier)
    .toConstantValue(
      createCaptchaVerifier({ secret: config.CAPTCHA_SECRET, verifyUrl: config.CAPTCHA_VERIFY_URL, logger }),
    );
  container.bind<FileStorage>(STORAGE_TOKENS.FileStorage).toConstantValue(createFileStorage(config));
  if (config.STORAGE_DRIVER === 'local') {
    container
      .bind<RouteMount>(TOKENS.RootRoutes)
      .toConstantValue({ path: '/uploads', router: uploadsRoutes(uploadsDirectory(config)) });
  }
  for (const module of modules) await container.load(module.containerModule);
  return container;
}
