import type { Container } from 'inversify';
import { type AnyEventSubscriber, EventWorker, OutboxRelay } from '../platform/bus/index.ts';
import type { Config } from '../platform/config/config.ts';
import { TOKENS } from '../platform/container/tokens.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import type { Logger } from '../platform/logging/logger.ts';
import {
  type AnyScheduledJobHandler,
  ScheduledJobWorker,
  type Scheduler,
} from '../platform/scheduler/index.ts';

/**
 * The worker role: the outbox relay and the subscribers of every module. Both check at start-up that
 * every subscriber name is unique and handles a known event, so a job never lacks its one handler.
 */
export async function startEventProcessing(container: Container, config: Config, logger: Logger) {
  const orm = container.get<MikroORM>(TOKENS.Orm);
  const subscribers = container.isBound(TOKENS.EventSubscribers)
    ? container.getAll<AnyEventSubscriber>(TOKENS.EventSubscribers)
    : [];
  const common = { orm, redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, subscribers, logger };
  const worker = new EventWorker({
    ...common,
    concurrency: Math.max(1, Math.min(5, config.DATABASE_POOL_MAX - 2)),
  });
  const scheduler = container.get<Scheduler>(TOKENS.Scheduler);
  const relay = new OutboxRelay({
    ...common,
    intervalMs: config.RELAY_INTERVAL_MS,
    // A Redis that came back without its data lost the delayed jobs too: they are put back from
    // PostgreSQL (scheduled_job), at their time.
    onRedisLostJobs: async () => {
      const restored = await scheduler.restore();
      if (restored > 0) logger.warn({ restored }, 'Scheduled jobs Redis had lost are planned again');
    },
  });
  const scheduled = new ScheduledJobWorker({
    orm,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    logger,
    handlers: container.isBound(TOKENS.ScheduledJobHandlers)
      ? container.getAll<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers)
      : [],
  });
  worker.start();
  relay.start();
  scheduled.start();
  logger.info(
    { subscribers: worker.subscriberNames, scheduledJobs: scheduled.handlerNames },
    'event processing started',
  );
  return {
    /** The worker running scheduled jobs, so tests and tools can replay a job by hand. */
    scheduled,
    /** The relay stops taking rows first; then the workers finish the jobs they hold. */
    async stop() {
      await relay.stop();
      await scheduled.close();
      await worker.close();
    },
  };
}
