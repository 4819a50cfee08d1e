import { ConfigError, dataOfThisCopy, defaultRedisPrefix, loadConfig } from '../platform/config/config.ts';
import { startEmbeddedDatabase } from '../platform/local-services/embedded-database.ts';
import { ensureLocalRedis } from '../platform/local-services/local-redis.ts';
import { createLogger } from '../platform/logging/logger.ts';
import { type FileStorage, STORAGE_TOKENS } from '../platform/storage/index.ts';
import { formatDemoLogins, seedDemoData } from './demo-seed.ts';
import { type RuntimeOptions, startRuntime } from './runtime.ts';
import { explainStartupFailure, publicOriginWarning, startupBanner } from './start-up-report.ts';

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

  // Before the embedded database fills in DATABASE_URL: the default prefix comes from the settings given.
  const redisPrefixFrom =
    config.REDIS_PREFIX === defaultRedisPrefix(config) ? dataOfThisCopy(config) : undefined;

  try {
    // Demo data goes on the embedded default only, unless asked for (never on a real database by surprise).
    const seedDemo = config.SEED_DEMO ?? !config.DATABASE_URL;
    if (!config.DATABASE_URL) {
      const database = await startEmbeddedDatabase(config.DATA_DIR, logger);
      cleanups.push(database.stop);
      config = { ...config, DATABASE_URL: database.url };
    }
    const localRedis = await ensureLocalRedis(config.REDIS_URL, config.DATA_DIR, logger);
    if (localRedis) cleanups.push(localRedis.stop);

    const runtime = await startRuntime({ config, logger, roles });
    cleanups.push(runtime.stop);
    if (runtime.url) {
      process.stdout.write(
        startupBanner({
          url: runtime.url,
          publicUrl: config.PUBLIC_URL,
          aboutHosts: config.ABOUT_HOSTS,
          operatorHosts: config.OPERATOR_HOSTS,
          redisPrefix: config.REDIS_PREFIX,
          redisPrefixFrom,
        }),
      );
      const warning = publicOriginWarning(config.PUBLIC_URL, Number(new URL(runtime.url).port || 80));
      if (warning) logger.warn({ publicUrl: config.PUBLIC_URL, url: runtime.url }, warning);
    }
    if (seedDemo && roles.api) {
      const demo = await seedDemoData(
        runtime.orm,
        runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage),
      );
      if (demo.seeded) logger.info('demo data seeded');
      process.stdout.write(`${formatDemoLogins(demo.logins)}\n\n`);
    }
    // A worker-only process prints no banner: its log names the prefix it takes jobs from.
    logger.info(
      { roles, url: runtime.url, publicUrl: config.PUBLIC_URL, redisPrefix: config.REDIS_PREFIX },
      'started',
    );
  } catch (error) {
    // Logs may be muted or filtered (LOG_LEVEL): the cause goes to stderr in plain words regardless.
    logger.fatal({ err: error }, 'start-up failed');
    const reason = explainStartupFailure(error, { port: config.PORT, databaseUrl: config.DATABASE_URL });
    process.stderr.write(`\nPlayfield could not start. ${reason}\n\n`);
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
