import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeWatcher } from './change-feed.ts';
import { createNotifiedCache, wroteRaw } from './notified-cache.ts';
import type { EntityManager, MikroORM } from './orm.ts';

// A feed the test drives: it says whether it listens and delivers what the test notifies.
function testFeed() {
  const watchers = new Map<string, ChangeWatcher>();
  let listening = true;
  const feed: ChangeFeed = {
    watch: (channel, watcher) => void watchers.set(channel, watcher),
    isListening: () => listening,
    close: async () => {},
  };
  return {
    feed,
    notify: (channel: string, payload: string) => watchers.get(channel)?.changed(payload),
    drop(channel: string) {
      listening = false;
      watchers.get(channel)?.reset();
    },
  };
}

const orm = {} as MikroORM;
const outside = { getContext: () => outside, isInTransaction: () => false } as unknown as EntityManager;
const inside = { getContext: () => inside, isInTransaction: () => true } as unknown as EntityManager;

function cacheOn(feed: ChangeFeed, channel = 'test_changed', max = 3) {
  return createNotifiedCache<string>(feed, orm, {
    channel,
    max,
    forgetOn: (payload, cache) => (payload === '*' ? cache.forgetAll() : cache.forget(payload)),
  });
}

describe('a notified cache', () => {
  it('keeps a read until its key is notified', () => {
    const { feed, notify } = testFeed();
    const cache = cacheOn(feed);
    cache.set(cache.mark(), outside, 'a', 'A');
    cache.set(cache.mark(), outside, 'b', 'B');
    notify('test_changed', 'a');
    expect(cache.get(outside, 'a')).toBeUndefined();
    expect(cache.get(outside, 'b')).toBe('B');
    notify('test_changed', '*');
    expect(cache.get(outside, 'b')).toBeUndefined();
  });

  it('does not keep a read that straddled a change', () => {
    const { feed, notify } = testFeed();
    const cache = cacheOn(feed);
    const mark = cache.mark();
    notify('test_changed', 'elsewhere'); // while the read was under way
    cache.set(mark, outside, 'a', 'stale?');
    expect(cache.get(outside, 'a')).toBeUndefined();
  });

  it('trusts nothing while its channel is not listened to, nor inside a transaction', () => {
    const { feed, drop } = testFeed();
    const cache = cacheOn(feed);
    cache.set(cache.mark(), outside, 'a', 'A');
    expect(cache.get(inside, 'a')).toBeUndefined();
    cache.set(cache.mark(), inside, 'b', 'B');
    expect(cache.get(outside, 'b')).toBeUndefined();
    drop('test_changed');
    expect(cache.get(outside, 'a')).toBeUndefined();
    cache.set(cache.mark(), outside, 'a', 'A');
    expect(cache.get(outside, 'a')).toBeUndefined();
  });

  it('lets the least recently stored go past its size', () => {
    const { feed } = testFeed();
    const cache = cacheOn(feed);
    for (const key of ['a', 'b', 'c']) cache.set(cache.mark(), outside, key, key.toUpperCase());
    cache.set(cache.mark(), outside, 'a', 'A again'); // stored again: now the newest
    cache.set(cache.mark(), outside, 'd', 'D');
    expect(cache.get(outside, 'b')).toBeUndefined();
    expect([cache.get(outside, 'a'), cache.get(outside, 'c'), cache.get(outside, 'd')]).toEqual([
      'A again',
      'C',
      'D',
    ]);
  });

  it('forgets a raw write outside a transaction at once, on its channel only', () => {
    const { feed } = testFeed();
    const cache = cacheOn(feed, 'raw_changed');
    const other = cacheOn(feed, 'other_changed');
    cache.set(cache.mark(), outside, 'a', 'A');
    other.set(other.mark(), outside, 'a', 'A');
    wroteRaw(outside, 'raw_changed', ['a']);
    expect(cache.get(outside, 'a')).toBeUndefined();
    expect(other.get(outside, 'a')).toBe('A');
  });
});
