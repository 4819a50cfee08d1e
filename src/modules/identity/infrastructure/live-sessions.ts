import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../../platform/logging/logger.ts';

// Which sessions are live, remembered per process. Every authenticated request used to read
// session_family and member (a second statement on every request, even public reads carrying a
// token: issue 17's profile). Now a session seen live is remembered for REMEMBER_MS and forgotten the
// moment it ends:
// - in this process, by the session store as it revokes (`forgetLocally`), before its commit;
// - in every process, by PostgreSQL: a trigger NOTIFYs `session_revoked` at the commit (migration
//   Migration20261128100000_session_revoked_notify), heard on a LISTEN connection of our own.
// Nothing is remembered while that connection is down (everything is forgotten when it drops), and a
// lookup that began before a forget is not remembered, so a revoked session is refused at once here
// and within a notification's delay (milliseconds) elsewhere.

export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** A backstop only: a session ending is heard, so this bounds what a lost notification could keep. */
const REMEMBER_MS = 60_000;
/** Far more live sessions than one process serves in a minute; the oldest goes first past it. */
const MAX_REMEMBERED = 50_000;

type Forget = { sessionId: string } | { memberId: string };

// Revocations made by this process, whichever LiveSessions (one per running app) remembers them.
const localForgets = new EventEmitter().setMaxListeners(0);

/** The session store's call as it revokes: this process stops trusting the session or member at once. */
export function forgetLocally(forget: Forget): void {
  localForgets.emit('forget', forget);
}

export interface LiveSessions {
  /** True when the session is live; `lookup` reads the database when it is not remembered. */
  isLive(sessionId: string, memberId: string, lookup: () => Promise<boolean>): Promise<boolean>;
  close(): Promise<void>;
}

export function createLiveSessions(options: {
  databaseUrl: string | undefined;
  logger: Logger;
}): LiveSessions {
  const remembered = new Map<string, { memberId: string; until: number }>();
  // Moves on at every forget: a lookup that straddles one is not remembered.
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let started: Promise<void> | undefined;

  const forget = (what: Forget) => {
    generation += 1;
    if ('sessionId' in what) remembered.delete(what.sessionId);
    else for (const [id, entry] of remembered) if (entry.memberId === what.memberId) remembered.delete(id);
  };
  const forgetAll = () => {
    generation += 1;
    remembered.clear();
  };
  localForgets.on('forget', forget);

  const listen = async (): Promise<void> => {
    if (closed || !options.databaseUrl) return;
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'live-sessions',
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      listening = false;
      forgetAll();
      if (client === connection) client = undefined;
      connection.end().catch(() => {});
      if (closed) return;
      options.logger.warn(
        { err: error },
        'Lost the session LISTEN connection: reading every session until it is back',
      );
      retry = setTimeout(() => {
        started = listen();
      }, 2000);
    };
    connection.on('notification', ({ payload }) => {
      if (payload?.startsWith('s:')) forget({ sessionId: payload.slice(2) });
      else if (payload?.startsWith('m:')) forget({ memberId: payload.slice(2) });
      else forgetAll();
    });
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    try {
      await connection.connect();
      await connection.query(`listen ${SESSION_REVOKED_CHANNEL}`);
      if (closed) {
        lost = true;
        await connection.end().catch(() => {});
        return;
      }
      client = connection;
      // What ended while nobody listened is unknown: start from nothing.
      forgetAll();
      listening = true;
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  // The verifier is made where requests are served (API processes), so that is where this listens.
  started = listen();
  return {
    async isLive(sessionId, memberId, lookup) {
      const entry = remembered.get(sessionId);
      if (entry && entry.memberId === memberId && entry.until > Date.now()) return true;
      const before = generation;
      const live = await lookup();
      if (live && listening && before === generation) {
        if (remembered.size >= MAX_REMEMBERED) {
          const oldest = remembered.keys().next().value;
          if (oldest !== undefined) remembered.delete(oldest);
        }
        remembered.delete(sessionId); // re-inserted last: the Map's order is the eviction order
        remembered.set(sessionId, { memberId, until: Date.now() + REMEMBER_MS });
      }
      return live;
    },
    async close() {
      closed = true;
      listening = false;
      localForgets.off('forget', forget);
      clearTimeout(retry);
      await started;
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
      remembered.clear();
    },
  };
}
