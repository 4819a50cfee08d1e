import type { Queue } from 'bullmq';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { MikroORM } from '../db/orm.ts';
import type { Logger } from '../logging/logger.ts';

/** The queue states an operator acts on; `completed` is only what is kept for de-duplication. */
export const QUEUE_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;
const OUTCOMES = ['completed', 'failed'] as const;

export interface AppMetricsSources {
  orm: MikroORM;
  queues: readonly Queue[];
  /** Sockets connected to this process (Socket.IO), once its server exists. */
  socketCount: () => number;
  logger: Logger;
  /** Longest a scrape waits for Redis or PostgreSQL before reporting that source down. */
  timeoutMs?: number;
}

interface QueueReading {
  queue: string;
  counts: Record<string, number>;
  finished: Record<(typeof OUTCOMES)[number], number>;
}

interface OutboxLag {
  unpublished: number;
  oldest_age_seconds: number | null;
}

// Served by the partial index outbox_unpublished_idx (occurred_at where published_at is null).
const OUTBOX_LAG = `
  select count(*)::int as unpublished,
         extract(epoch from now() - min(occurred_at))::float8 as oldest_age_seconds
  from outbox
  where published_at is null`;

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * One read per scrape, however many series use it: the registry collects its metrics concurrently,
 * so the later collectors ask while the first one's read is in flight and share it. A source that
 * does not answer (or not within the time) reads as undefined.
 */
function sharedRead<T>(read: () => Promise<T>, onResult: (error?: unknown) => void) {
  let inFlight: Promise<T | undefined> | undefined;
  return () => {
    inFlight ??= read()
      .then((value) => {
        onResult();
        return value;
      })
      .catch((error: unknown) => {
        onResult(error);
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/**
 * The registry /metrics serves: one per process (not prom-client's global one, so two runtimes in one
 * test process never share series). Queue depth, outbox lag and sockets are read when scraped, not
 * kept up to date in between: a scrape every 15-60 s costs a few Redis commands and one indexed
 * statement, whatever the traffic. A source that does not answer leaves its series out and sets
 * `playfield_metrics_source_up{source}` to 0, so the rest of the scrape still arrives.
 */
export function createAppMetrics({ orm, queues, socketCount, logger, timeoutMs = 2000 }: AppMetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'playfield_' });
  const up: Record<'redis' | 'database', number> = { redis: 0, database: 0 };
  const outcome = (source: keyof typeof up) => (error?: unknown) => {
    up[source] = error ? 0 : 1;
    if (error) logger.warn({ err: error, source }, 'metrics: a source did not answer');
  };

  const readQueues = sharedRead(
    () =>
      within(
        Promise.all(
          queues.map(async (queue): Promise<QueueReading> => {
            const [counts, completed, failed] = await Promise.all([
              queue.getJobCounts(...QUEUE_STATES),
              queue.getMetrics('completed', 0, 0),
              queue.getMetrics('failed', 0, 0),
            ]);
            return {
              queue: queue.name,
              counts,
              finished: { completed: completed.meta.count, failed: failed.meta.count },
            };
          }),
        ),
        timeoutMs,
      ),
    outcome('redis'),
  );
  const readOutboxLag = sharedRead(
    async () => (await within(orm.em.getConnection().execute<OutboxLag[]>(OUTBOX_LAG), timeoutMs))[0],
    outcome('database'),
  );

  new Gauge({
    name: 'playfield_metrics_source_up',
    help: 'Whether a source answered this scrape (redis: the queue series, database: the outbox series).',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      await Promise.all([readQueues(), readOutboxLag()]);
      for (const source of ['redis', 'database'] as const) this.set({ source }, up[source]);
    },
  });

  new Gauge({
    name: 'playfield_queue_jobs',
    help: 'Jobs per BullMQ queue and state (waiting, prioritized, active, delayed, failed), read at scrape.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, counts } of (await readQueues()) ?? []) {
        for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
      }
    },
  });

  // Kept by the workers themselves (BullMQ's `metrics` option), so a worker-only process needs no
  // HTTP port of its own for its throughput to be scraped from any API process.
  new Counter({
    name: 'playfield_queue_jobs_finished_total',
    help: 'Jobs the workers finished per queue: completed, or failed for good (every attempt used).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, finished } of (await readQueues()) ?? []) {
        for (const outcome of OUTCOMES) this.inc({ queue, outcome }, finished[outcome]);
      }
    },
  });

  const outboxGauge = (name: string, help: string, value: (lag: OutboxLag) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const lag = await readOutboxLag();
        // A gauge without labels cannot be left out: NaN says "unknown", where 0 would say "no lag".
        this.set(lag ? value(lag) : Number.NaN);
      },
    });
  outboxGauge(
    'playfield_outbox_unpublished_events',
    'Domain events committed to the outbox and not yet relayed to the queue.',
    (lag) => lag.unpublished,
  );
  outboxGauge(
    'playfield_outbox_oldest_unpublished_age_seconds',
    'Age of the oldest event waiting in the outbox (0 when none waits): the relay lag.',
    (lag) => Math.max(0, lag.oldest_age_seconds ?? 0),
  );

  new Gauge({
    name: 'playfield_socket_connections',
    help: 'Socket.IO connections open on this process.',
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });

  return registry;
}
