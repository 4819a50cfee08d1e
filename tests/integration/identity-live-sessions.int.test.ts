import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Runtime, startRuntime } from '../../src/composition/runtime.ts';
import { identityModule } from '../../src/modules/identity/index.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { changeFeedsBack, cutChangeFeeds, unheard } from '../support/change-feed.ts';
import { createMember, generousLimits, sql } from '../support/identity-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Sessions seen live are remembered per process (src/modules/identity/infrastructure/live-sessions.ts)
// instead of read on every request, and forgotten when they end, in this process and in the others
// (PostgreSQL NOTIFY at commit). Two API processes on one database: `app` and `other`.

let app: TestApp;
let other: Runtime;
let otherUrl: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false, modules: [identityModule], env: generousLimits });
  other = await startRuntime({
    config: { ...app.config, PORT: 0 },
    logger: pino({ level: 'silent' }),
    roles: { api: true, worker: false },
    modules: [identityModule],
  });
  otherUrl = other.url!;
});
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

const meOn = (url: string, auth: Record<string, string>) =>
  fetch(`${url}/api/member/me`, { headers: auth }).then((response) => response.status);

/** The status `/api/member/me` settles on within `ms` (a notification takes milliseconds). */
async function settlesOn(url: string, auth: Record<string, string>, status: number, ms = 3000) {
  const deadline = Date.now() + ms;
  let seen = await meOn(url, auth);
  while (seen !== status && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    seen = await meOn(url, auth);
  }
  return seen;
}

describe('live sessions', () => {
  it('reads a session once, then serves its requests without a session statement', async () => {
    const member = await createMember(app);
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    expect(await meOn(app.url, member.auth)).toBe(200);
    const statements = await countQueries(orm, async () => {
      expect(await meOn(app.url, member.auth)).toBe(200);
    });
    expect(statements.filter((sql) => sql.includes('session_family'))).toEqual([]);
    // The member's one row is all (this app has no clubs module to name the teams).
    expect(statements).toHaveLength(1);
  });

  it('refuses a session signed out on another process', async () => {
    const member = await createMember(app);
    expect(await meOn(otherUrl, member.auth)).toBe(200);
    expect(await meOn(otherUrl, member.auth)).toBe(200);
    const logout = await app.request('/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: member.refreshToken },
      headers: member.auth,
    });
    expect(logout.status).toBe(200);
    // At once on the process that signed out, and as soon as the commit's notification lands elsewhere.
    expect(await meOn(app.url, member.auth)).toBe(401);
    expect(await settlesOn(otherUrl, member.auth, 401)).toBe(401);
  });

  it('refuses a member deactivated behind its back (an operator’s SQL)', async () => {
    const member = await createMember(app);
    expect(await meOn(otherUrl, member.auth)).toBe(200);
    await sql(app, `update member set status = 'deactivated' where id = $1`, [member.id]);
    expect(await settlesOn(otherUrl, member.auth, 401)).toBe(401);
    expect(await meOn(app.url, member.auth)).toBe(401);
  });

  it('forgets every session when its LISTEN connection drops, so nothing ended meanwhile is missed', async () => {
    const member = await createMember(app);
    expect(await meOn(otherUrl, member.auth)).toBe(200);
    // Cut both processes' listeners, then end the session unheard: only forgetting everything on the
    // dropped connection can refuse it, also once the connection is back.
    await cutChangeFeeds(app);
    await unheard(app, `update session_family set revoked_at = now() where member_id = '${member.id}'`);
    await changeFeedsBack(app, 2);
    expect(await meOn(otherUrl, member.auth)).toBe(401);
  });
});
