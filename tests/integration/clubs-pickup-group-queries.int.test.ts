import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql } from '../support/identity-factories.ts';
import { insertGroup } from '../support/pickup-group-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Counting statements needs a quiet app: no workers (and their relay) querying meanwhile.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(() => app?.stop());

const call = (member: { auth: Record<string, string> }, method: string, path: string) =>
  app.request(path, { method, headers: member.auth });

describe('the member list in SQL', () => {
  it('runs two statements for 5 and for 200 members, access included, then one', async () => {
    const counts: number[] = [];
    const warm: number[] = [];
    for (const size of [5, 200]) {
      const admin = await createMember(app);
      const id = await insertGroup(app, admin.id);
      const members = await insertMembers(app, size - 1);
      await sql(
        app,
        `insert into pickup_group_member (id, pickup_group_id, member_id)
         select gen_random_uuid(), $1, unnest($2::uuid[])`,
        [id, members],
      );
      // The admin's first request reads their session; the page's statements are counted after it.
      expect((await call(admin, 'GET', '/api/member/me')).status).toBe(200);
      let page: Array<{ firstName: string }> = [];
      const queries = await countQueries(app.runtime.orm, async () => {
        page = (
          await body<Array<{ firstName: string }>>(
            await call(admin, 'GET', `/api/pickup-common/group/${id}/members`),
          )
        ).data;
      });
      expect(page).toHaveLength(Math.min(size, 10));
      expect(page.every((row) => row.firstName.length > 0)).toBe(true);
      counts.push(queries.length);
      const again = await countQueries(app.runtime.orm, async () => {
        await call(admin, 'GET', `/api/pickup-common/group/${id}/members`);
      });
      warm.push(again.length);
    }
    // Clubs' one statement (the viewer's membership and the page) and identity's names; once the
    // names were read, identity answers from memory (member-contacts-cache.ts).
    expect(counts).toEqual([2, 2]);
    expect(warm).toEqual([1, 1]);
  });
});
