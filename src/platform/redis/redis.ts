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

/**
 * Closes a connection after the replies it still waits for (QUIT), so no command in flight is
 * rejected with "Connection is closed"; a connection that cannot reach Redis is dropped at once.
 */
export async function closeRedis(client: Redis, readyTimeoutMs = 1000): Promise<void> {
  if (client.status === 'end' || client.status === 'wait') return client.disconnect();
  if (client.status !== 'ready') {
    // Commands queued while connecting would be rejected by a disconnect: give it a moment first.
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), readyTimeoutMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) return client.disconnect();
  }
  await client.quit().catch(() => client.disconnect());
}

/** Resolves when Redis answers PING, rejects after `timeoutMs`. */
export async function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
  });
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
