import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { startEmbeddedDatabase } from '../platform/local-services/embedded-database.ts';
import { ensureLocalRedis, RedisUnavailableError } from '../platform/local-services/local-redis.ts';
import { createLogger } from '../platform/logging/logger.ts';
import { type RuntimeOptions, startRuntime } from './runtime.ts';

function printUrls(url: string, aboutHosts: string[], operatorHosts: string[]) {
  const port = new URL(url).port;
  const at = (host: string | undefined) => (host ? `http://${host}${port ? `:${port}` : ''}` : undefined);
  const lines = [
    `  App:             ${url}`,
    `  About site:      ${at(aboutHosts[0]) ?? '(no ABOUT_HOSTS)'}`,
    `  Operator site:   ${at(operatorHosts[0]) ?? '(no OPERATOR_HOSTS)'}`,
    `  Health:          ${url}/api/health`,
  ];
  process.stdout.write(`\nPlayfield is running:\n${lines.join('\n')}\n\n`);
}

/**
 * A process entry point: `npm start` (API + workers), `npm run start:api`, `npm run start:worker`.
 * Without DATABASE_URL it runs an embedded PostgreSQL; without a Redis answering it starts a local
 * `redis-server` if one is installed. SIGTERM and SIGINT stop it gracefully.
 */
export async function runProcess(roles: RuntimeOptions['roles']): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };

  try {
    if (!config.DATABASE_URL) {
      const database = await startEmbeddedDatabase(config.DATA_DIR, logger);
      cleanups.push(database.stop);
      config = { ...config, DATABASE_URL: database.url };
    }
    const localRedis = await ensureLocalRedis(config.REDIS_URL, config.DATA_DIR, logger);
    if (localRedis) cleanups.push(localRedis.stop);

    const runtime = await startRuntime({ config, logger, roles });
    cleanups.push(runtime.stop);
    if (runtime.url) printUrls(runtime.url, config.ABOUT_HOSTS, config.OPERATOR_HOSTS);
    logger.info({ roles, url: runtime.url }, 'started');
  } catch (error) {
    if (error instanceof RedisUnavailableError) process.stderr.write(`\n${error.message}\n\n`);
    else logger.fatal({ err: error }, 'start-up failed');
    await cleanUp();
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    void cleanUp().then(() => {
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
