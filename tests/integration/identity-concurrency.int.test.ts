import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCURRENT_CHANGE_MESSAGE } from '../../src/platform/db/write-errors.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The member aggregate is versioned (optimistic locking): of two writers that loaded the same
// version, the first flush wins and the second is refused, instead of silently undoing the first.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits, worker: false });
});
afterAll(() => app?.stop());

const profile = (firstName: string) => ({
  firstName,
  lastName: 'Okafor',
  location: 'Denver, CO',
  birthday: '1988-11-03',
  gender: 'MALE',
  phoneNumber: '303 555 0199',
  zip: '80202',
});

const saveProfile = (member: TestMember, firstName: string) =>
  app.request('/api/member', { method: 'PATCH', headers: member.auth, json: profile(firstName) });

const memberRow = async (id: string) =>
  (
    await sql<{ first_name: string; version: number }>(
      app,
      'select first_name, version from member where id = $1',
      [id],
    )
  )[0];

/** Waits until `count` statements of this database wait for a row lock. */
async function untilWaitingOnLocks(count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await sql<{ waiting: number }>(
      app,
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never saw ${count} statements waiting on a lock`);
}

describe('optimistic locking of the member', () => {
  it('answers the losing request of two concurrent profile saves with 409, never a 500', async () => {
    const member = await createMember(app);
    // Hold the row so both requests load version 1 and then queue their UPDATEs behind this lock.
    const holder = new pg.Client({ connectionString: app.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from member where id = $1 for update', [member.id]);
      const responses = Promise.all([saveProfile(member, 'First'), saveProfile(member, 'Second')]);
      await untilWaitingOnLocks(2);
      await holder.query('commit');

      const [a, b] = await responses;
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      const winner = a.status === 200 ? a : b;
      expect((await body(loser)).errors).toEqual([
        { message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' },
      ]);
      const saved = (await body<{ firstName: string }>(winner)).data.firstName;
      expect(await memberRow(member.id)).toEqual({ first_name: saved, version: 2 });
    } finally {
      await holder.end();
    }
  });
});
