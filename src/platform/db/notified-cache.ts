import type { ChangeSet, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { ChangeFeed } from './change-feed.ts';
import type { EntityManager, MikroORM } from './orm.ts';

// Reads kept in memory until their rows change. The owner's trigger NOTIFYs a channel at the commit
// of every change (whoever made it: a use case, a worker, another process, an operator's SQL), and
// the change feed tells each process; this process's own ORM writes are forgotten at their commit as
// well, before the request that made them answers, so its next read sees them. Nothing is
// remembered while the channel is not listened to, a read that straddles a forget is not kept, and
// reads inside a transaction never use it (they may see the transaction's own writes).

export interface NotifiedCacheOptions<V> {
  /** The channel the owner's trigger NOTIFYs. */
  channel: string;
  /** Entries kept at most; the least recently stored goes first past it. */
  max: number;
  /** What a payload (the trigger's, or one of `payloadsOf`) makes this cache forget. */
  forgetOn(payload: string, cache: Forgetting<V>): void;
  /** The entities whose ORM writes this process forgets at commit, and the payloads each stands for. */
  localWrites?: LocalWrites;
}

export interface Forgetting<V> {
  forget(key: string): void;
  forgetWhere(test: (key: string, value: V) => boolean): void;
  forgetAll(): void;
}

export interface NotifiedCache<V> extends Forgetting<V> {
  /** What is remembered for `key`, when it may be trusted for a read through `em`. */
  get(em: EntityManager, key: string): V | undefined;
  /** A mark taken before reading from the database, for `set`. */
  mark(): number;
  /** Remembers what was read since `mark`, unless something was forgotten meanwhile. */
  set(mark: number, em: EntityManager, key: string, value: V): void;
}

interface LocalWrites {
  /** The entity schemas (their names) whose change sets concern the cache. */
  entities: Array<{ name: string }>;
  payloadsOf(changeSet: ChangeSet<object>): string[];
}

type Delivery = { apply: (payload: string) => void; payloads: string[] };

// Payloads waiting for the commit of the transaction that wrote them, by its EntityManager fork (the
// one both the flush and the commit events carry). Weak: a transaction that never began holds nothing.
const pending = new WeakMap<object, Delivery[]>();

function deliverAtCommit(em: EntityManager, delivery: Delivery): void {
  if (delivery.payloads.length === 0) return;
  // The transaction's own fork, also when `em` is the global one resolving to it.
  const fork = em.getContext(false);
  if (!fork.isInTransaction()) {
    for (const payload of delivery.payloads) delivery.apply(payload);
    return;
  }
  atCommitOf(fork, delivery);
}

function atCommitOf(fork: object, delivery: Delivery): void {
  const list = pending.get(fork) ?? [];
  list.push(delivery);
  pending.set(fork, list);
}

// Every cache of this process by its channel, for the raw writes that name one.
const appliersOf = new Map<string, Set<(payload: string) => void>>();

/**
 * A write the unit of work does not see (`em.execute`, a native insert or delete) says what it
 * changed, as its trigger will: the caches on `channel` forget it at the transaction's commit (at once
 * outside one).
 */
export function wroteRaw(em: EntityManager, channel: string, payloads: string[]): void {
  for (const apply of appliersOf.get(channel) ?? []) deliverAtCommit(em, { apply, payloads });
}

// One subscriber per ORM, handing each flush's change sets to the caches that watch their entities.
const watchesOf = new WeakMap<MikroORM, Array<LocalWrites & { apply: (payload: string) => void }>>();

function watchLocalWrites(orm: MikroORM, watch: LocalWrites & { apply: (payload: string) => void }) {
  const existing = watchesOf.get(orm);
  if (existing) {
    existing.push(watch);
    return;
  }
  const watches = [watch];
  watchesOf.set(orm, watches);
  const subscriber: EventSubscriber = {
    onFlush({ em, uow }: FlushEventArgs) {
      for (const changeSet of uow.getChangeSets()) {
        for (const one of watches) {
          if (!one.entities.some((entity) => entity.name === changeSet.meta.className)) continue;
          // A flush outside a transaction runs in one of its own, committed with this same fork.
          atCommitOf(em, { apply: one.apply, payloads: one.payloadsOf(changeSet as ChangeSet<object>) });
        }
      }
    },
    afterTransactionCommit({ em }: TransactionEventArgs) {
      const list = pending.get(em);
      if (!list) return;
      pending.delete(em);
      for (const { apply, payloads } of list) for (const payload of payloads) apply(payload);
    },
    afterTransactionRollback({ em }: TransactionEventArgs) {
      pending.delete(em);
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}

export function createNotifiedCache<V>(
  feed: ChangeFeed,
  orm: MikroORM,
  options: NotifiedCacheOptions<V>,
): NotifiedCache<V> {
  const entries = new Map<string, V>();
  // Moves on at every forget: a read that straddles one is not remembered.
  let generation = 0;
  const cache: Forgetting<V> = {
    forget(key) {
      generation += 1;
      entries.delete(key);
    },
    forgetWhere(test) {
      generation += 1;
      for (const [key, value] of entries) if (test(key, value)) entries.delete(key);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
  const apply = (payload: string) => options.forgetOn(payload, cache);
  const appliers = appliersOf.get(options.channel) ?? new Set();
  appliers.add(apply);
  appliersOf.set(options.channel, appliers);
  feed.watch(options.channel, { changed: apply, reset: cache.forgetAll });
  if (options.localWrites) watchLocalWrites(orm, { ...options.localWrites, apply });
  const trusted = (em: EntityManager) => !em.isInTransaction() && feed.isListening(options.channel);

  return {
    ...cache,
    get: (em, key) => (trusted(em) ? entries.get(key) : undefined),
    mark: () => generation,
    set(mark, em, key, value) {
      if (mark !== generation || !trusted(em)) return;
      if (entries.size >= options.max && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(key); // re-inserted last: the Map's order is the eviction order
      entries.set(key, value);
    },
  };
}
