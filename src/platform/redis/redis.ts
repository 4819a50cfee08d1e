import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * One factory for every Redis connection so they all share the same behaviour: BullMQ needs
 * `maxRetriesPerRequest: null` (its blocking commands must wait out an outage instead of failing),
 * and a connection that loses Redis keeps retrying with a capped backoff rather than giving up.
 */
export function createRedis(url: string, name: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
}

/** Resolves when Redis answers PING, rejects after `timeoutMs`. */
export async function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
