import { describe, expect, it } from 'vitest';
import { OpenLeaguesCache } from './open-leagues-cache.ts';

describe('the city pages’ cache', () => {
  it('reads once within the TTL, again after it or after an invalidation, and shares a concurrent read', async () => {
    let now = 0;
    let reads = 0;
    const cache = new OpenLeaguesCache<number>(30_000, () => now);
    const load = async () => ++reads;
    const [a, b] = await Promise.all([cache.get('city:1', load), cache.get('city:1', load)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    now = 29_999;
    expect(await cache.get('city:1', load)).toBe(1);
    now = 30_000;
    expect(await cache.get('city:1', load)).toBe(2);
    cache.invalidate('city:1');
    expect(await cache.get('city:1', load)).toBe(3);
    expect(await cache.get('city:2', load)).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const cache = new OpenLeaguesCache<number>(30_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
