import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropRedisKeys, dropRedisKeysMatching } from '../support/redis-keys.ts';
import { uniqueRedisPrefix } from '../support/test-database.ts';

// What the runs and benchmarks use to leave Redis as they found it (issue 17).
describe('dropping a run’s Redis keys', () => {
  const redis = new Redis(inject('redisUrl'));
  afterAll(() => redis.quit());

  it('deletes every key of a prefix, more than one SCAN page of them, and nothing else', async () => {
    const mine = uniqueRedisPrefix('keys');
    const other = uniqueRedisPrefix('keys');
    const pipeline = redis.pipeline();
    for (let i = 0; i < 2_500; i += 1) pipeline.set(`${mine}:queue:${i}`, '1');
    pipeline.hset(`${mine}:rate:login`, 'points', '3');
    pipeline.set(`${other}:queue:1`, '1');
    await pipeline.exec();

    expect(await dropRedisKeys(inject('redisUrl'), mine)).toBe(2_501);
    expect(await redis.keys(`${mine}*`)).toEqual([]);
    expect(await redis.get(`${other}:queue:1`)).toBe('1');

    expect(await dropRedisKeysMatching(inject('redisUrl'), `*${other.slice(4)}*`)).toBe(1);
    expect(await redis.exists(`${other}:queue:1`)).toBe(0);
  });

  it('refuses a prefix so short it could name another run’s keys', async () => {
    await expect(dropRedisKeys(inject('redisUrl'), 'ap')).rejects.toThrow(/too short|this short/);
  });
});
