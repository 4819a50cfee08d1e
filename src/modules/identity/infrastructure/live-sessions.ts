import { EventEmitter } from 'node:events';
import type { ChangeFeed } from '../../../platform/db/change-feed.ts';

// Which sessions are live, remembered per process. Every authenticated request used to read
// session_family and member (a second statement on every request, even public reads carrying a
// token: issue 17's profile). Now a session seen live is remembered for REMEMBER_MS and forgotten the
// moment it ends:
// - in this process, by the session store as it revokes (`forgetLocally`), before its commit;
// - in every process, by PostgreSQL: a trigger NOTIFYs `session_revoked` at the commit (migration
//   Migration20261128100000_session_revoked_notify), heard on the process's change feed.
// Nothing is remembered while the feed is not listening (everything is forgotten when it drops), and a
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

export function createLiveSessions(feed: ChangeFeed): LiveSessions {
  const remembered = new Map<string, { memberId: string; until: number }>();
  // Moves on at every forget: a lookup that straddles one is not remembered.
  let generation = 0;

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
  feed.watch(SESSION_REVOKED_CHANNEL, {
    changed(payload) {
      if (payload.startsWith('s:')) forget({ sessionId: payload.slice(2) });
      else if (payload.startsWith('m:')) forget({ memberId: payload.slice(2) });
      else forgetAll();
    },
    reset: forgetAll,
  });

  return {
    async isLive(sessionId, memberId, lookup) {
      const entry = remembered.get(sessionId);
      if (entry && entry.memberId === memberId && entry.until > Date.now()) return true;
      const before = generation;
      const live = await lookup();
      if (live && feed.isListening(SESSION_REVOKED_CHANNEL) && before === generation) {
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
      localForgets.off('forget', forget);
      remembered.clear();
    },
  };
}
