import { EventEmitter } from 'node:events';
import type { ChangeFeed } from '../../../platform/db/change-feed.ts';
import { createNotifiedCache, type Forgetting } from '../../../platform/db/notified-cache.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';

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
/** Far more live sessions than one process serves in a minute; the least recently stored go first past it. */
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

export function createLiveSessions(feed: ChangeFeed, orm: MikroORM): LiveSessions {
  // Sessions are read by the auth guard, outside any transaction, through the global manager.
  const em = orm.em;
  const remembered = createNotifiedCache<{ memberId: string; until: number }>(feed, orm, {
    channel: SESSION_REVOKED_CHANNEL,
    max: MAX_REMEMBERED,
    forgetOn: (payload, cache) => forget(cache, payload),
  });
  const onLocalForget = (what: Forget) =>
    forget(remembered, 'sessionId' in what ? `s:${what.sessionId}` : `m:${what.memberId}`);
  localForgets.on('forget', onLocalForget);

  return {
    async isLive(sessionId, memberId, lookup) {
      const entry = remembered.get(em, sessionId);
      if (entry && entry.memberId === memberId && entry.until > Date.now()) return true;
      const mark = remembered.mark();
      const live = await lookup();
      if (live) remembered.set(mark, em, sessionId, { memberId, until: Date.now() + REMEMBER_MS });
      return live;
    },
    async close() {
      localForgets.off('forget', onLocalForget);
      remembered.forgetAll();
    },
  };
}

/** The trigger's payloads: `s:<session id>`, `m:<member id>` (every session of the member). */
function forget(cache: Forgetting<{ memberId: string }>, payload: string): void {
  const id = payload.slice(2);
  if (payload.startsWith('s:')) cache.forget(id);
  else if (payload.startsWith('m:')) cache.forgetWhere((_sessionId, entry) => entry.memberId === id);
  else cache.forgetAll();
}
