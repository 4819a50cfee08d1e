// npm run bench:api — the app's reads against the floor of the platform, side by side in one run: the
// app in production mode (`--role=api`, logging at info as deployed, stdout to /dev/null) and
// scripts/bench-floor-server.ts (Express, jose and pg: the same JWT check and one select per endpoint)
// on the same throw-away database, each endpoint loaded at 32 connections with the same requests and
// token, in 2-second slices alternating between app and floor. The client is wrk when it is installed
// (`apt-get install wrk`; written in C, outside this Node process), else
// autocannon (BENCH_CLIENT=autocannon chooses it). Prints per endpoint req/s of each, their ratio
// (app ÷ floor) and p50/p99 of each, and the app's own event-loop delay (p99 and max, read from its
// /metrics around each slice): a p99 far above it is time spent outside the app, waiting for a core
// or for the client. Then, for the roster, the member list, the bell and the team chat,
// the 200-row time against the 5-row time (time per request = 1 / req/s at the same concurrency), of
// the app and of the floor; a 5-row endpoint and its 200-row pair are measured in the same slices.
// Requests go without Accept-Encoding, so neither server compresses. A benchmark, not a test: figures
// go in README ("Speed of reads"). It removes its database and Redis keys at the end.
//
// Uses DATABASE_URL (a role that may create databases) and REDIS_URL. Knobs: BENCH_SECONDS (8 per
// endpoint and server, after 1 of warm-up), BENCH_CONNECTIONS (32), BENCH_ONLY (comma-separated names),
// BENCH_PROFILE (a folder for the app's CPU profile).

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/composition/demo-data.ts';
import { dropRedisKeys } from '../tests/support/redis-keys.ts';
import {
  admin,
  adminUrl,
  insertBenchMembers,
  redisUrl,
  root,
  signInAll,
  startServer,
  waitHealthy,
  withDb,
} from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const APP_PORT = 4710;
const FLOOR_PORT = 4711;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-42';
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token';
/** prom-client's default eventLoopMonitoringPrecision. */
const LOOP_MONITOR_RESOLUTION_MS = 10;
const dbName = `playfield_bench_api_${randomUUID().slice(0, 8)}`;
const prefix = `bench-api-${randomUUID().slice(0, 8)}`;

/** The floor: its own process, as the app is, with the app's pool size and the same issuer. */
function startFloor(): { url: string; ready: Promise<void>; stop(): Promise<void> } {
  const child: ChildProcess = spawn(process.execPath, ['scripts/bench-floor-server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(FLOOR_PORT),
      DATABASE_URL: withDb(adminUrl, dbName),
      DATABASE_POOL_MAX: '10',
      JWT_SECRET,
      // The app's issuer is its PUBLIC_URL's origin: the floor checks the app's tokens as they are.
      PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${FLOOR_PORT}`;
  return {
    url,
    ready: waitHealthy(url),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Fixture {
  viewer: string;
  /** A member with 5 notifications (the viewer has 200), in the small team and group. */
  smallViewer: string;
  smallTeam: string;
  largeTeam: string;
  smallGroup: string;
  largeGroup: string;
  leagueId: string;
}

/** 200 members; a team and a pickup group of 5 and of 200; 5 and 200 notifications; 5 and 200 chat lines. */
async function fill(): Promise<Fixture> {
  const ids = Array.from({ length: 200 }, () => randomUUID());
  await insertBenchMembers(dbName, ids);
  const [viewer, smallViewer] = ids as [string, string];
  const fixture = {
    viewer,
    smallViewer,
    smallTeam: randomUUID(),
    largeTeam: randomUUID(),
    smallGroup: randomUUID(),
    largeGroup: randomUUID(),
    leagueId: '',
  };
  const db = new pg.Client({ connectionString: withDb(adminUrl, dbName) });
  await db.connect();
  try {
    for (const [team, size] of [
      [fixture.smallTeam, 5],
      [fixture.largeTeam, 200],
    ] as const) {
      await db.query(
        `insert into team (id, name, abbreviation, established, location, zip, jersey_color, created_by)
         values ($1, $2, 'BEN', 2020, 'Austin, TX', '78701', '#6A1B9A', $3)`,
        [team, `Bench ${size}`, viewer],
      );
      await db.query(
        `insert into roster_entry (id, team_id, member_id, is_captain)
         select gen_random_uuid(), $1, m, m = $2 from unnest($3::uuid[]) as m`,
        [team, viewer, ids.slice(0, size)],
      );
      // One chat line per member, a second apart, oldest first.
      await db.query(
        `insert into team_message (id, team_id, sender_id, content, created_at)
         select gen_random_uuid(), $1, m, 'Line ' || ord || ' of the bench chat',
           now() - interval '1 hour' + ord * interval '1 second'
         from unnest($2::uuid[]) with ordinality as u(m, ord)`,
        [team, ids.slice(0, size)],
      );
    }
    for (const [group, size] of [
      [fixture.smallGroup, 5],
      [fixture.largeGroup, 200],
    ] as const) {
      await db.query(
        `insert into pickup_group (id, name, acronym, established, location, timezone, created_by)
         values ($1, $2, 'BEN', 2020, 'Austin, TX', 'America/Chicago', $3)`,
        [group, `Bench group ${size}`, viewer],
      );
      await db.query(
        `insert into pickup_group_member (id, pickup_group_id, member_id, is_admin, joined_at)
         select gen_random_uuid(), $1, m, m = $2, now() - interval '1 day' + ord * interval '1 second'
         from unnest($3::uuid[]) with ordinality as u(m, ord)`,
        [group, viewer, ids.slice(0, size)],
      );
    }
    for (const [recipient, count] of [
      [viewer, 200],
      [smallViewer, 5],
    ] as const) {
      await db.query(
        `insert into notification (recipient_id, type, status, text, meta_data, source_id, created_at)
         select $1, 'team_message_sent', case when n % 3 = 0 then 'read' else 'unread' end,
           'Someone wrote in Bench ' || n, jsonb_build_object('teamId', $2::text), gen_random_uuid(),
           now() - n * interval '1 minute'
         from generate_series(1, $3::int) as n`,
        [recipient, fixture.smallTeam, count],
      );
    }
    // The demo league, seeded at start-up; its table is built below, as its coordinator would.
    // The server answers before it seeds: wait for the league (the seed's last step).
    for (let i = 0; i < 480 && !fixture.leagueId; i += 1) {
      const { rows } = await db.query<{ id: string }>('select id from league limit 1');
      if (rows[0]) fixture.leagueId = rows[0].id;
      else await new Promise((wait) => setTimeout(wait, 250));
    }
    if (!fixture.leagueId) throw new Error('the demo seed made no league');
  } finally {
    await db.end();
  }
  return fixture;
}

interface Endpoint {
  name: string;
  path: string;
  token: 'viewer' | 'smallViewer';
  /** The pair it is compared with: the same endpoint at 5 rows. */
  fiveRows?: string;
}

function endpoints(f: Fixture): Endpoint[] {
  return [
    { name: 'me', path: '/api/member/me', token: 'viewer' },
    { name: 'standings', path: `/api/league-common/${f.leagueId}/standings`, token: 'viewer' },
    { name: 'roster-5', path: `/api/team/${f.smallTeam}/roster`, token: 'viewer' },
    { name: 'roster-200', path: `/api/team/${f.largeTeam}/roster`, token: 'viewer', fiveRows: 'roster-5' },
    { name: 'members-5', path: `/api/pickup-common/group/${f.smallGroup}/members`, token: 'viewer' },
    {
      name: 'members-200',
      path: `/api/pickup-common/group/${f.largeGroup}/members`,
      token: 'viewer',
      fiveRows: 'members-5',
    },
    { name: 'notifications-5', path: '/api/notification?limit=50', token: 'smallViewer' },
    {
      name: 'notifications-200',
      path: '/api/notification?limit=50',
      token: 'viewer',
      fiveRows: 'notifications-5',
    },
    { name: 'chat-5', path: `/api/team-message?teamId=${f.smallTeam}`, token: 'viewer' },
    {
      name: 'chat-200',
      path: `/api/team-message?teamId=${f.largeTeam}`,
      token: 'viewer',
      fiveRows: 'chat-5',
    },
  ];
}

/** One slice of load: requests done, its seconds, and its latency percentiles (ms). */
interface Slice {
  total: number;
  seconds: number;
  p50: number;
  p99: number;
}

const execFileAsync = promisify(execFile);
const WRK = process.env.BENCH_CLIENT === 'autocannon' ? undefined : whichWrk();

function whichWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (existsSync(join(dir, 'wrk'))) return join(dir, 'wrk');
  return undefined;
}

/** wrk's figure ("1.23ms", "845.00us", "1.02s") in ms. */
function wrkMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) throw new Error(`wrk latency: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function loadWithWrk(wrk: string, url: string, token: string, seconds: number): Promise<Slice> {
  const { stdout } = await execFileAsync(wrk, [
    '-t2',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `Authorization: Bearer ${token}`,
    url,
  ]);
  const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(stdout);
  if (failed) throw new Error(`${url}: ${failed[0]}`);
  const total = /(\d+) requests in ([\d.]+\w+)/.exec(stdout);
  const p50 = /\s50%\s+(\S+)/.exec(stdout);
  const p99 = /\s99%\s+(\S+)/.exec(stdout);
  if (!total || !p50 || !p99) throw new Error(`wrk output: ${stdout}`);
  return {
    total: Number(total[1]),
    seconds: wrkMs(total[2]!) / 1000,
    p50: wrkMs(p50[1]!),
    p99: wrkMs(p99[1]!),
  };
}

async function load(url: string, token: string, seconds: number): Promise<Slice> {
  if (WRK) return loadWithWrk(WRK, url, token, seconds);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
    );
  return {
    total: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The app's own event-loop delay since the last read (prom-client's monitor, which resets when scraped):
 * what the app itself adds to the tail, against the p99 the client sees. The monitor's timer fires every
 * 10 ms and records the whole interval, so an idle loop reads 10 ms; that is taken off.
 */
async function loopDelay(appUrl: string): Promise<{ p99: number; max: number }> {
  const response = await fetch(`${appUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const seconds = (name: string) =>
    Number(new RegExp(`^playfield_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1]);
  const late = (name: string) => Math.max(0, seconds(name) * 1000 - LOOP_MONITOR_RESOLUTION_MS);
  return { p99: late('p99'), max: late('max') };
}

/** The table of the demo league, built by its coordinator (with `--role=api` no worker does it). */
async function buildStandings(url: string, leagueId: string) {
  const login = await fetch(`${url}/api/auth/login/member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' },
    body: JSON.stringify({ email: 'olivia.grant@example.com', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const rebuilt = await fetch(`${url}/api/league/${leagueId}/standings/rebuild`, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  const { data: table } = (await rebuilt.json()) as { data: { rows: unknown[] } };
  if (!rebuilt.ok || table.rows.length === 0) throw new Error(`standings rebuild: ${rebuilt.status}`);
}

interface Combined {
  perSecond: number;
  /** The median of the slices' medians, the worst of their 99th percentiles (ms). */
  p50: number;
  p99: number;
}

function combined(slices: Slice[]): Combined {
  const total = slices.reduce((sum, slice) => sum + slice.total, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const medians = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    perSecond: total / seconds,
    p50: medians[Math.floor(medians.length / 2)] ?? Number.NaN,
    p99: Math.max(...slices.map((slice) => slice.p99)),
  };
}

async function main() {
  await admin(`create database ${dbName}`);
  const app = startServer({
    port: APP_PORT,
    prefix,
    databaseName: dbName,
    role: 'api',
    // As deployed: info logs one line per request; the demo seed brings a league with a table.
    env: {
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      JWT_SECRET,
      METRICS_TOKEN,
      // BENCH_PROFILE=<dir>: the app writes a V8 CPU profile there when it stops (open it in DevTools).
      ...(process.env.BENCH_PROFILE
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` }
        : {}),
    },
  });
  const floor = startFloor();
  try {
    await waitHealthy(app.url);
    await floor.ready;
    const fixture = await fill();
    const [viewerToken, smallToken] = await signInAll([app.url], [fixture.viewer, fixture.smallViewer]);
    await buildStandings(app.url, fixture.leagueId);
    const tokens = { viewer: viewerToken!, smallViewer: smallToken! };
    const chosen = endpoints(fixture).filter(({ name }) => !ONLY || ONLY.includes(name));

    console.log(
      `${WRK ? 'wrk (2 threads)' : 'autocannon'}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint and server; load average at start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      'endpoint            app req/s  floor req/s  ratio   app p50/p99 ms  floor p50/p99 ms  app loop p99/max  (p50: median of slices; p99, loop delay: worst slice)',
    );
    const rate = new Map<string, { app: number; floor: number }>();
    // An endpoint and its 5-row pair are measured together, so their ratio is of the same moments too.
    const groups = chosen
      .filter((endpoint) => !chosen.some((other) => other.fiveRows === endpoint.name))
      .map((endpoint) => [...chosen.filter((other) => other.name === endpoint.fiveRows), endpoint]);
    for (const group of groups) {
      const targets = group.flatMap((endpoint) =>
        (['app', 'floor'] as const).map((server) => ({
          endpoint,
          server,
          url: `${server === 'app' ? app.url : floor.url}${endpoint.path}`,
          token: tokens[endpoint.token],
          slices: [] as Slice[],
          delays: [] as { p99: number; max: number }[],
        })),
      );
      // Same requests to both, warmed up for 1 s each (JIT, pool, plan cache), then in alternating
      // 2-second slices (app, floor, app, floor …) so a shift in the machine's load touches all alike.
      for (const target of targets) await load(target.url, target.token, 1);
      for (let slice = 0; slice < Math.max(1, Math.round(SECONDS / 2)); slice += 1)
        for (const target of targets) {
          if (target.server === 'app') await loopDelay(app.url);
          target.slices.push(await load(target.url, target.token, 2));
          if (target.server === 'app') target.delays.push(await loopDelay(app.url));
        }
      for (const endpoint of group) {
        const [ofApp, ofFloor] = (['app', 'floor'] as const).map((server) =>
          combined(targets.find((t) => t.endpoint === endpoint && t.server === server)!.slices),
        ) as [Combined, Combined];
        const delays = targets.find((t) => t.endpoint === endpoint && t.server === 'app')!.delays;
        rate.set(endpoint.name, { app: ofApp.perSecond, floor: ofFloor.perSecond });
        console.log(
          [
            endpoint.name.padEnd(18),
            ofApp.perSecond.toFixed(0).padStart(10),
            ofFloor.perSecond.toFixed(0).padStart(12),
            `${(ofApp.perSecond / ofFloor.perSecond).toFixed(2)}x`.padStart(6),
            `${ofApp.p50.toFixed(1)}/${ofApp.p99.toFixed(1)}`.padStart(16),
            `${ofFloor.p50.toFixed(1)}/${ofFloor.p99.toFixed(1)}`.padStart(18),
            `${Math.max(...delays.map((d) => d.p99)).toFixed(1)}/${Math.max(...delays.map((d) => d.max)).toFixed(1)}`.padStart(
              16,
            ),
          ].join(' '),
        );
      }
    }
    for (const endpoint of chosen) {
      const five = endpoint.fiveRows && rate.get(endpoint.fiveRows);
      const large = rate.get(endpoint.name);
      if (five && large)
        console.log(
          `${endpoint.name}: ${(five.app / large.app).toFixed(2)}x the time of ${endpoint.fiveRows} (app), ${(five.floor / large.floor).toFixed(2)}x (floor)`,
        );
    }
    console.log(
      `load average at end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
    await admin(`drop database if exists ${dbName} with (force)`);
    await dropRedisKeys(redisUrl, prefix);
  }
}

await main();
