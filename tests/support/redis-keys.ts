import { Redis } from 'ioredis';

/**
 * Deletes every key that starts with `prefix` (queues, rate-limit counters, outbox relay marks …), so a
 * test run or a benchmark leaves Redis as it found it. Prefixes are unique per run or per file, so
 * nothing of another run matches.
 */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  if (prefix.length < 4) throw new Error(`refusing to drop the keys of a prefix this short: "${prefix}"`);
  return dropRedisKeysMatching(redisUrl, `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`);
}

/** Deletes every key matching the glob `match`. SCAN, not KEYS: it never blocks a shared server. */
export async function dropRedisKeysMatching(redisUrl: string, match: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let dropped = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) dropped += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return dropped;
}
