// npm run bench:marketplace — the marketplace's filtered league list against GET /api/health, side by
// side in one run: the app in production mode (`--role=api`, logging at info as deployed) on a throw-away
// database holding 10,000 listings (tests/support/marketplace-seed.ts: 20 cities, every facet, prices),
// each request loaded by autocannon at 32 connections, after 1 s of warm-up each, in 2-second slices
// alternating between them so a shift in the shared machine's load touches all alike. Prints req/s and
// p50/p99 of each (p50: median of the slices', p99: the worst slice's) and the load average at start and
// end. A benchmark, not a test: figures go in README ("Marketplace"). It removes its database and Redis
// keys at the end.
//
// Uses DATABASE_URL (a role that may create databases) and REDIS_URL. Knobs: BENCH_SECONDS (8 per
// request, after 1 of warm-up), BENCH_CONNECTIONS (32), BENCH_LISTINGS (10000).

import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { listingSeedSql } from '../tests/support/marketplace-seed.ts';
import { dropRedisKeys } from '../tests/support/redis-keys.ts';
import { admin, adminUrl, redisUrl, startServer, waitHealthy, withDb } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const PORT = 4720;
const dbName = `playfield_bench_market_${randomUUID().slice(0, 8)}`;
const prefix = `bench-market-${randomUUID().slice(0, 8)}`;

/** What is loaded: the list a visitor filters (a city, gender, open now, a price), free text, and health. */
const TARGETS = [
  {
    name: 'leagues: city+gender+open+price',
    path: '/api/marketplace/leagues?city=7&gender=coed&open=true&maxPrice=150',
  },
  { name: 'leagues: text+level', path: '/api/marketplace/leagues?q=riverside&level=competitive' },
  { name: 'leagues: page 3, no filter', path: '/api/marketplace/leagues?page=3' },
  { name: 'GET /api/health', path: '/api/health' },
];

async function load(url: string, seconds: number): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
    );
  return result;
}

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  await admin(`create database ${dbName}`);
  const app = startServer({
    port: PORT,
    prefix,
    databaseName: dbName,
    role: 'api',
    env: { LOG_LEVEL: 'info' },
  });
  try {
    await waitHealthy(app.url);
    const db = new pg.Client({ connectionString: withDb(adminUrl, dbName) });
    await db.connect();
    try {
      await db.query(listingSeedSql(LISTINGS));
      await db.query('analyze marketplace_league_listing');
    } finally {
      await db.end();
    }
    // Each target answers a page before it is loaded (a 4xx would void the figures).
    for (const target of TARGETS) {
      const response = await fetch(`${app.url}${target.path}`);
      if (!response.ok) throw new Error(`${target.path}: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as { data?: unknown[] };
      if (target.path.startsWith('/api/marketplace'))
        console.log(`${target.name}: ${page.data?.length} listings on the page`);
    }
    console.log(
      `${LISTINGS} listings, ${CONNECTIONS} connections, ${SECONDS} s each; load average at start ${loads()}`,
    );
    const slices = TARGETS.map(() => [] as Result[]);
    for (const target of TARGETS) await load(`${app.url}${target.path}`, 1);
    for (let slice = 0; slice < Math.max(1, Math.round(SECONDS / 2)); slice += 1)
      for (const [i, target] of TARGETS.entries()) slices[i]!.push(await load(`${app.url}${target.path}`, 2));
    console.log('request                              req/s   p50 ms   p99 ms');
    for (const [i, target] of TARGETS.entries()) {
      const results = slices[i]!;
      const total = results.reduce((sum, result) => sum + result.requests.total, 0);
      const seconds = results.reduce((sum, result) => sum + result.duration, 0);
      const medians = results.map((result) => result.latency.p50).sort((a, b) => a - b);
      const p50 = medians[Math.floor(medians.length / 2)] ?? Number.NaN;
      const p99 = Math.max(...results.map((result) => result.latency.p99));
      console.log(
        `${target.name.padEnd(34)} ${(total / seconds).toFixed(0).padStart(7)} ${String(p50).padStart(8)} ${String(p99).padStart(8)}`,
      );
    }
    console.log(`load average at end ${loads()}`);
  } finally {
    await app.stop();
    await admin(`drop database if exists ${dbName} with (force)`);
    await dropRedisKeys(redisUrl, prefix);
  }
}

await main();
