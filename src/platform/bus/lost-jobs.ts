import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '../db/orm.ts';
import type { Redis } from '../redis/redis.ts';
import type { AnyEventSubscriber } from './subscriber.ts';

/**
 * A key every relay makes (if missing) in Redis before it adds jobs there, so its absence tells that
 * Redis holds none of the jobs relayed so far: it came back without its data (no persistence, a lost
 * volume, a flush) or it is another Redis. Under the events' prefix, so each deployment has its own.
 */
export const jobsKeptKey = (prefix: string) => `${prefix}:outbox:jobs-kept`;

/** Whether Redis still has the key, i.e. the jobs relayed so far. */
export async function redisKeptRelayedJobs(redis: Redis, prefix: string): Promise<boolean> {
  return (await redis.exists(jobsKeptKey(prefix))) === 1;
}

/** Makes the key, once the rows whose jobs were lost are marked for relaying again. */
export async function markRedisKeepsJobs(redis: Redis, prefix: string): Promise<void> {
  await redis.set(jobsKeptKey(prefix), new Date().toISOString());
}

// Rows relayed within the window for which a subscriber has no inbox row yet: their jobs may have been
// in the Redis that was lost. Their published_at goes back to null and the relays add their jobs again;
// a job still in Redis keeps its id, so adding it again adds nothing, and a subscriber that applied the
// event meanwhile finds its inbox row and does nothing.
const RELAY_AGAIN = `
  update outbox o set published_at = null, last_error = 'Redis lost its jobs: relayed again'
  where o.published_at >= now() - make_interval(secs => ?)
    and exists (
      select 1 from unnest(?::text[], ?::text[]) as s(event_name, subscriber)
      where s.event_name = o.event_name
        and not exists (select 1 from inbox i where i.event_id = o.id and i.subscriber = s.subscriber))`;

/**
 * Marks for relaying again the rows relayed in the last `windowSeconds` that some subscriber has not
 * applied; how many. The window is how long completed jobs are kept: older rows were applied long ago
 * or failed for good. A subscriber deployed within the window gets those events too.
 */
export async function relayAgainUnapplied(
  em: EntityManager,
  subscribers: readonly AnyEventSubscriber[],
  windowSeconds: number,
): Promise<number> {
  if (subscribers.length === 0) return 0;
  const result = await em.execute<QueryResult>(
    RELAY_AGAIN,
    [
      windowSeconds,
      `{${subscribers.map((subscriber) => subscriber.event).join(',')}}`,
      `{${subscribers.map((subscriber) => subscriber.name).join(',')}}`,
    ],
    'run',
  );
  return result.affectedRows;
}
