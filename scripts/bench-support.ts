// Shared by the benchmarks (bench-chat.ts, bench-fanout.ts): a throw-away database, server processes
// started as in production, members inserted in one statement, signed in over HTTP, and their sockets.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as argon2 from 'argon2';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';

export const root = resolve(import.meta.dirname, '..');
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BENCH_PASSWORD = 'Bench#2026pass';

export const withDb = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BenchServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** `src/main.ts` in production mode: `role: 'api'` serves only the API, `'all'` runs the workers too. */
export function startServer(options: {
  port: number;
  prefix: string;
  databaseName: string;
  role?: 'api' | 'all';
  env?: Record<string, string>;
}): BenchServer {
  const { port } = options;
  // Its own data directory (the file mailer writes every e-mail there: 1,000 a fan-out round), removed on stop.
  const dataDir = mkdtempSync(join(tmpdir(), 'playfield-bench-'));
  const child = spawn(process.execPath, ['src/main.ts', ...(options.role === 'all' ? [] : ['--role=api'])], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: withDb(adminUrl, options.databaseName),
      DATABASE_POOL_MAX: '10',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: options.prefix,
      // BENCH_SERVER_LOG=<file> keeps the servers' log (at BENCH_LOG_LEVEL, default debug) to find a stall.
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ? (process.env.BENCH_LOG_LEVEL ?? 'debug') : 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOGIN_LIMIT_PER_IP: '1000000',
      LOGIN_FAILURES_PER_ACCOUNT: '1000000',
      // The benchmarks send chat lines and fan out notifications far faster than any member would.
      CHAT_MESSAGE_LIMIT_PER_MINUTE: '1000000',
      COMMENT_LIMIT_PER_10_MINUTES: '1000000',
      EVENT_LIMIT_PER_HOUR: '1000000',
      NOTIFICATION_EMAILS_PER_HOUR: '1000000',
      // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF && {
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      }),
      ...options.env,
    },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitHealthy(url: string) {
  for (let i = 0; i < 400; i += 1) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Inserts verified members `ids` (e-mail `bench.<id>@example.com`, BENCH_PASSWORD) in one statement. */
export async function insertBenchMembers(databaseName: string, ids: string[]) {
  const hash = await argon2.hash(BENCH_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const db = new pg.Client({ connectionString: withDb(adminUrl, databaseName) });
  await db.connect();
  try {
    await db.query(
      `insert into member (id, email, email_verified, password_hash, first_name, last_name, gender, birthday, zip, location)
       select id, 'bench.' || id || '@example.com', true, $2, 'Bench', 'Player ' || ord, 'MALE', '1990-01-01', '78701', 'Austin, TX'
       from unnest($1::uuid[]) with ordinality as u(id, ord)`,
      [ids, hash],
    );
  } finally {
    await db.end();
  }
}

/** Signs every member in (six at a time, spread over `urls`); their bearer access tokens, in order. */
export async function signInAll(urls: string[], ids: string[]): Promise<string[]> {
  const tokens: string[] = new Array(ids.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < ids.length) {
        const index = next++;
        const response = await fetch(`${urls[index % urls.length]}/api/auth/login/member`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' },
          body: JSON.stringify({ email: `bench.${ids[index]}@example.com`, password: BENCH_PASSWORD }),
        });
        if (!response.ok) throw new Error(`login ${response.status}: ${await response.text()}`);
        tokens[index] = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
      }
    }),
  );
  return tokens;
}

/** A socket per token (on `urlOf(index)`); resolves once all are connected. */
export async function connectSockets(
  tokens: string[],
  urlOf: (index: number) => string,
  setup: (socket: Socket, index: number) => void,
): Promise<Socket[]> {
  const sockets = tokens.map((token, index) => {
    const socket = io(urlOf(index), {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    setup(socket, index);
    return socket;
  });
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((done, fail) => {
          if (socket.connected) return done();
          socket.once('connect', () => done());
          socket.once('connect_error', fail);
        }),
    ),
  );
  return sockets;
}
