import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pingRedis } from '../../src/platform/redis/redis.ts';
import { freePort } from './free-port.ts';

const executable = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * A throw-away Redis of a test's own, for tests that stop and restart it: the machine's shared Redis
 * is never touched. No persistence, so a restart comes back empty, like a lost Redis.
 */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  restart(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(executable))
    throw new Error(`redis-server not found at ${executable} (set REDIS_SERVER_PATH)`);
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const launch = async () => {
    if (child) throw new Error('redis-server is already running');
    const started = spawn(
      executable,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
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
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}
