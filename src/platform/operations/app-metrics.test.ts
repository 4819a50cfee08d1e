import type { Queue } from 'bullmq';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { MikroORM } from '../db/orm.ts';
import { createAppMetrics } from './app-metrics.ts';

const silent = pino({ level: 'silent' });
const ormAnswering = (rows: unknown[]) =>
  ({ em: { getConnection: () => ({ execute: async () => rows }) } }) as unknown as MikroORM;
const queueThat = (answer: () => Promise<never>) =>
  ({ name: 'events', getJobCounts: answer, getMetrics: answer }) as unknown as Queue;

const line = (text: string, series: string) => text.split('\n').find((row) => row.startsWith(`${series} `));

describe('a scrape while a source does not answer', () => {
  it('reports Redis down and leaves out the queue series, and still gives the outbox and sockets', async () => {
    const registry = createAppMetrics({
      orm: ormAnswering([{ unpublished: 3, oldest_age_seconds: 12.5 }]),
      // Never answers: the scrape gives up on it after timeoutMs.
      queues: [queueThat(() => new Promise<never>(() => {}))],
      socketCount: () => 7,
      logger: silent,
      timeoutMs: 50,
    });
    const text = await registry.metrics();
    expect(line(text, 'playfield_metrics_source_up{source="redis"}')).toMatch(/ 0$/);
    expect(line(text, 'playfield_metrics_source_up{source="database"}')).toMatch(/ 1$/);
    expect(text).not.toMatch(/^playfield_queue_jobs\{/m);
    expect(line(text, 'playfield_outbox_unpublished_events')).toMatch(/ 3$/);
    expect(line(text, 'playfield_outbox_oldest_unpublished_age_seconds')).toMatch(/ 12\.5$/);
    expect(line(text, 'playfield_socket_connections')).toMatch(/ 7$/);
  });

  it('reports the database down and the outbox series as unknown (NaN), not as zero', async () => {
    const registry = createAppMetrics({
      orm: { em: { getConnection: () => ({ execute: () => Promise.reject(new Error('gone')) }) } } as never,
      queues: [queueThat(() => Promise.reject(new Error('Connection is closed.')))],
      socketCount: () => 0,
      logger: silent,
    });
    const text = await registry.metrics();
    expect(line(text, 'playfield_metrics_source_up{source="database"}')).toMatch(/ 0$/);
    expect(line(text, 'playfield_metrics_source_up{source="redis"}')).toMatch(/ 0$/);
    expect(line(text, 'playfield_outbox_unpublished_events')).toMatch(/ Nan$/);
  });
});
