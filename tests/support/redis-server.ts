import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pingRedis } from '../../src/platform/redis/redis.ts';
import { freePort } from './free-port.ts';

const executable = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * A throw-away Redis of a test's own, for tests that stop and restart it: the machine's shared Redis
 * is never touched. No persistence, so a restart comes back empty, like a lost Redis; with
 * `appendOnly`, a restart keeps every write, like production's (docker-compose.yml).
 */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGTERM), waits for it to exit and removes its data. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Stops it (with `crash`, by SIGKILL: no goodbye to clients, no final write-out), starts it again on
   * the same port and waits until it answers.
   */
  restart(how?: { crash?: boolean }): Promise<void>;
}

export async function startRedisServer(options: { appendOnly?: boolean } = {}): Promise<RedisServer> {
  if (!existsSync(executable))
    throw new Error(`redis-server not found at ${executable} (set REDIS_SERVER_PATH)`);
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  // As docker-compose.yml runs it (fsync every second): a restart (SIGTERM) writes everything out first.
  const dataDir = options.appendOnly ? mkdtempSync(join(tmpdir(), 'playfield-redis-')) : undefined;
  const persistence = dataDir ? ['--appendonly', 'yes', '--dir', dataDir] : ['--appendonly', 'no'];
  const removeData = () => dataDir && rmSync(dataDir, { recursive: true, force: true });

  const killOnExit = () => {
    child?.kill('SIGKILL');
    removeData();
  };
  process.once('exit', killOnExit);

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const launch = async () => {
    if (child) throw new Error('redis-server is already running');
    const started = spawn(
      executable,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--loglevel', 'warning'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = started;
    let stderr = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!(await pingRedis(url, 200))) {
        if (started.exitCode !== null) {
          throw new Error(`redis-server on port ${port} exited with ${started.exitCode}: ${stderr.trim()}`);
        }
        if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch (error) {
      await stop();
      throw error;
    }
  };

  await launch().catch((error: unknown) => {
    process.removeListener('exit', killOnExit);
    throw error;
  });

  return {
    port,
    url,
    stop: async () => {
      await stop();
      removeData();
    },
    restart: async (how = {}) => {
      await stop(how.crash ? 'SIGKILL' : 'SIGTERM');
      await launch();
    },
  };
}
