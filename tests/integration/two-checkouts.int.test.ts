import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

// Two checkouts on one machine, each started with `npm start` and no DATABASE_URL: each runs its own
// embedded PostgreSQL from its own data directory, so both must find a port of their own.
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
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
    REDIS_PREFIX: `checkout-${name}-${inject('runId')}`,
    LOG_LEVEL: 'warn',
  };
}

describe('two checkouts started at once', () => {
  it('both come up, each with its own embedded PostgreSQL on its own remembered port', async () => {
    const envs = await Promise.all([checkout('one'), checkout('two')]);
    const started = await Promise.allSettled(
      envs.map((env) => startServerProcess(env, { timeoutMs: 150_000 })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;

    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }
    const ports = await Promise.all(
      envs.map(async (env) =>
        Number((await readFile(join(env.DATA_DIR ?? '', 'postgres.port'), 'utf8')).trim()),
      ),
    );
    expect(ports[0]).toBeGreaterThan(0);
    expect(ports[0]).not.toBe(ports[1]);
  }, 240_000);
});
