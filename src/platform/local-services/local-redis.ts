import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { StartupError } from '../errors/startup-error.ts';
import type { Logger } from '../logging/logger.ts';
import { pingRedis } from '../redis/redis.ts';

export class RedisUnavailableError extends StartupError {}

export interface LocalRedis {
  stop(): Promise<void>;
}

const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * `npm start` uses Redis at REDIS_URL. When nothing answers on the default local address and
 * `redis-server` is installed, it starts one (append-only file under `<DATA_DIR>/redis`, so queued
 * jobs survive a restart). Otherwise it says how to get one.
 */
export async function ensureLocalRedis(
  redisUrl: string,
  dataDir: string,
  logger: Logger,
): Promise<LocalRedis | undefined> {
  if (await pingRedis(redisUrl)) return undefined;
  const url = new URL(redisUrl);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!local || !hasRedisServer()) {
    throw new RedisUnavailableError(
      `Redis is not answering at ${redisUrl}. Start it (for example \`redis-server --daemonize yes\`), install it ` +
        '(`apt-get install redis-server`, `brew install redis`), or set REDIS_URL to a running Redis 7.',
    );
  }
  const dir = resolve(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      url.port || '6379',
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await pingRedis(redisUrl, 200)) {
      logger.info({ redisUrl, dir }, 'started a local redis-server');
      return {
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`redis-server did not start on ${redisUrl}.`);
}
