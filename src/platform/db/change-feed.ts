import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

// What changed in PostgreSQL, heard as it commits: one LISTEN connection per process for every channel
// a module watches (a trigger on the module's own tables NOTIFYs; NOTIFY in a transaction is delivered
// only at its commit, dropped on rollback, in commit order). Whoever keeps something in memory because
// of it must stop trusting it while the connection is down: `reset` is called when it drops and again
// once it is back (what changed meanwhile is unknown), and `isListening` is false in between.

export interface ChangeWatcher {
  /** A notification's payload, at the commit that sent it. */
  changed(payload: string): void;
  /** Forget everything: the connection dropped, or came back after changes may have been missed. */
  reset(): void;
}

export interface ChangeFeed {
  /** Starts listening on `channel` (connecting on the first call). */
  watch(channel: string, watcher: ChangeWatcher): void;
  /** True while `channel` is listened to: only then may a reader trust what it remembered. */
  isListening(channel: string): boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 2000;

export function createChangeFeed(options: {
  databaseUrl: string | undefined;
  logger: Logger;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
}): ChangeFeed {
  const watchers = new Map<string, Set<ChangeWatcher>>();
  const listening = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const resetAll = () => {
    for (const set of watchers.values()) for (const watcher of set) watcher.reset();
  };
  const listenOn = async (connection: pg.Client, channel: string) => {
    // A channel is an identifier; the module's constant, never input, but quoted all the same.
    await connection.query(`listen "${channel.replaceAll('"', '""')}"`);
    if (client !== connection) return;
    listening.add(channel);
    for (const watcher of watchers.get(channel) ?? []) watcher.reset();
  };

  const connect = async (): Promise<void> => {
    if (closed || !options.databaseUrl) return;
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: options.applicationName ?? 'change-feed',
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = undefined;
      listening.clear();
      resetAll();
      connection.end().catch(() => {});
      if (closed) return;
      options.logger.warn(
        { err: error },
        'Lost the change feed connection: reading from the database until it is back',
      );
      retry = setTimeout(() => {
        connecting = connect();
      }, RECONNECT_MS);
    };
    connection.on('notification', ({ channel, payload }) => {
      for (const watcher of watchers.get(channel) ?? []) watcher.changed(payload ?? '');
    });
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    try {
      await connection.connect();
      if (closed) {
        lost = true;
        await connection.end().catch(() => {});
        return;
      }
      client = connection;
      for (const channel of watchers.keys()) await listenOn(connection, channel);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return {
    watch(channel, watcher) {
      const set = watchers.get(channel) ?? new Set();
      set.add(watcher);
      watchers.set(channel, set);
      if (client) {
        const connection = client;
        listenOn(connection, channel).catch((error) => connection.emit('error', error));
      } else connecting ??= connect();
    },
    isListening: (channel) => listening.has(channel),
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const connection = client;
      client = undefined;
      listening.clear();
      resetAll();
      await connection?.end().catch(() => {});
    },
  };
}
