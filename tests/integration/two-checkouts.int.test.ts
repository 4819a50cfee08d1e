import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/config.ts';
import { createRedis } from '../../src/platform/redis/redis.ts';
import { freePort } from '../support/free-port.ts';
import { signUpBody, uniqueEmail } from '../support/identity-factories.ts';
import { mailsSoFar, waitForMail } from '../support/mail-files.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

// Two checkouts on one machine, each started with `npm start`, no DATABASE_URL and no REDIS_PREFIX:
// each runs its own embedded PostgreSQL from its own data directory, so both must find a port of
// their own, and each must keep its jobs to itself in the Redis they share, or one's workers take
// the other's jobs and apply them to a database without those rows (lost verification e-mails).
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
/** The prefixes the servers printed: their keys go once they have stopped. */
const prefixes: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(prefixes.map(removeRedisKeys));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function checkout(name: string): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), `playfield-${name}-`));
  // As root the embedded cluster runs as the `postgres` user, which must reach its folder.
  await chmod(dataDir, 0o755);
  dataDirs.push(dataDir);
  return {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'warn',
  };
}

async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = createRedis(inject('redisUrl'), 'two-checkouts-cleanup', { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

/** The prefix a server's start-up banner names. */
function printedPrefix(server: ServerProcess): string | undefined {
  return /Redis prefix:\s+(\S+)/.exec(server.output())?.[1];
}

describe("a checkout's own Redis prefix", () => {
  const prefixOf = (env: Record<string, string>) => loadConfig(env).REDIS_PREFIX;

  it('follows the data directory: another checkout gets another prefix, a restart the same', () => {
    const one = prefixOf({ DATA_DIR: '/home/dev/playfield/.data' });
    const two = prefixOf({ DATA_DIR: '/home/dev/playfield-copy/.data' });
    expect(one).toMatch(/^playfield-[0-9a-f]{8}$/);
    expect(two).toMatch(/^playfield-[0-9a-f]{8}$/);
    expect(two).not.toBe(one);
    expect(prefixOf({ DATA_DIR: '/home/dev/playfield/.data' })).toBe(one);
    // The same folder named from the working directory is the same checkout.
    expect(prefixOf({ DATA_DIR: relative(process.cwd(), '/home/dev/playfield/.data') })).toBe(one);
  });

  it('follows the database when DATABASE_URL is set: host, port and database, not the password', () => {
    const url = (rest: string) => prefixOf({ DATABASE_URL: `postgres://app:secret@${rest}` });
    const main = url('db.internal:5432/playfield');
    expect(url('db.internal:5432/playfield_staging')).not.toBe(main);
    expect(url('db.internal:5433/playfield')).not.toBe(main);
    expect(url('other.internal:5432/playfield')).not.toBe(main);
    // API and worker processes of one deployment share their jobs whatever their data folders.
    expect(
      prefixOf({ DATABASE_URL: 'postgres://app:rotated@DB.internal/playfield', DATA_DIR: '/srv/worker' }),
    ).toBe(main);
  });

  it('is exactly REDIS_PREFIX when that is set', () => {
    expect(prefixOf({ DATA_DIR: '/home/dev/playfield/.data', REDIS_PREFIX: 'shared' })).toBe('shared');
  });
});

describe('two checkouts started at once', () => {
  it('both come up on their own database port and Redis prefix, and every sign-up gets its e-mail', async () => {
    const envs = await Promise.all([checkout('one'), checkout('two')]);
    const started = await Promise.allSettled(
      envs.map((env) => startServerProcess(env, { timeoutMs: 150_000 })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const server of servers) {
      const prefix = printedPrefix(server);
      if (prefix) prefixes.push(prefix);
    }
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [one, two] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
    const [oneDir = '', twoDir = ''] = envs.map((env) => env.DATA_DIR ?? '');

    for (const server of [one, two]) {
      const health = await fetch(`${server!.url}/api/health`);
      expect(health.status).toBe(200);
    }
    const ports = await Promise.all(
      [oneDir, twoDir].map(async (dir) =>
        Number((await readFile(join(dir, 'postgres.port'), 'utf8')).trim()),
      ),
    );
    expect(ports[0]).toBeGreaterThan(0);
    expect(ports[0]).not.toBe(ports[1]);

    // Six sign-ups on the first: each verification e-mail is written by the first, none by the second.
    const emails = Array.from({ length: 6 }, () => uniqueEmail('two-checkouts'));
    for (const email of emails) {
      const response = await fetch(`${one!.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpBody({ email })),
      });
      expect(response.status).toBe(201);
    }
    for (const email of emails) {
      const mail = await waitForMail(join(oneDir, 'mail'), email, { timeoutMs: 30_000 });
      expect(mail.subject).toBe('Verify your Playfield email address');
    }
    for (const email of emails) expect(await mailsSoFar(join(twoDir, 'mail'), email)).toEqual([]);

    // Each says at start-up which prefix is its own.
    expect(printedPrefix(one!)).toBe(loadConfig({ DATA_DIR: oneDir }).REDIS_PREFIX);
    expect(printedPrefix(two!)).toBe(loadConfig({ DATA_DIR: twoDir }).REDIS_PREFIX);
    expect(printedPrefix(one!)).not.toBe(printedPrefix(two!));
  }, 300_000);
});
