import { type AnyEventSubscriber, EventWorker } from '../../src/platform/bus/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import {
  type AnyScheduledJobHandler,
  ScheduledJobWorker,
  type Scheduler,
} from '../../src/platform/scheduler/index.ts';
import { sql } from './identity-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs subscribers and scheduled jobs by hand on an app started with `worker: false`, exactly as the
 * workers would (inbox and all), so a test controls when each runs and can count its statements.
 */
export function handRunner(app: TestApp) {
  const container = app.runtime.container;
  const orm = container.get<MikroORM>(TOKENS.Orm);
  const subscribers = container.getAll<AnyEventSubscriber>(TOKENS.EventSubscribers);
  const events = new EventWorker({
    orm,
    redisUrl: app.config.REDIS_URL,
    prefix: app.config.REDIS_PREFIX,
    subscribers,
  });
  const jobs = new ScheduledJobWorker({
    orm,
    redisUrl: app.config.REDIS_URL,
    prefix: app.config.REDIS_PREFIX,
    handlers: container.getAll<AnyScheduledJobHandler>(TOKENS.ScheduledJobHandlers),
  });
  return {
    orm,
    scheduler: container.get<Scheduler>(TOKENS.Scheduler),
    /** The newest outbox row of `eventName` (optionally matching `where` on its payload). */
    async lastEvent(eventName: string, where: (payload: Record<string, unknown>) => boolean = () => true) {
      const rows = await sql<{
        id: string;
        event_name: string;
        payload: Record<string, unknown>;
        occurred_at: Date;
      }>(
        app,
        'select id, event_name, payload, occurred_at from outbox where event_name = $1 order by occurred_at desc',
        [eventName],
      );
      const row = rows.find((candidate) => where(candidate.payload));
      if (!row) throw new Error(`no ${eventName} in the outbox`);
      return {
        id: row.id,
        name: row.event_name,
        payload: row.payload,
        occurredAt: new Date(row.occurred_at).toISOString(),
      };
    },
    /** Applies one subscriber to the newest event of its kind. */
    async apply(
      subscriber: string,
      eventName: string,
      where?: (payload: Record<string, unknown>) => boolean,
    ) {
      const event = await this.lastEvent(eventName, where);
      return events.apply(subscriber, event);
    },
    runJob: (name: string, data: unknown, jobId = 'by-hand') => jobs.run(name, data, jobId),
  };
}

export async function block(app: TestApp, blockerId: string, blockedId: string): Promise<void> {
  await sql(app, 'insert into member_block (blocker_id, blocked_id, created_at) values ($1, $2, now())', [
    blockerId,
    blockedId,
  ]);
}

export async function notificationsOf(app: TestApp, memberId: string) {
  return sql<{ id: string; type: string; status: string; text: string; meta_data: Record<string, unknown> }>(
    app,
    'select id, type, status, text, meta_data from notification where recipient_id = $1 order by created_at',
    [memberId],
  );
}
