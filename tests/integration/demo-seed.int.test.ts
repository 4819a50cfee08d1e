import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { MemberTeamsDto, RosterEntryDto } from '../../src/contracts/clubs/index.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../src/platform/storage/index.ts';
import { body, generousLimits, signIn, sql } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
const storage = () => app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

describe('demo data seed', () => {
  it('is not seeded on a database given by DATABASE_URL', async () => {
    expect(await sql(app, 'select count(*)::int as n from team')).toEqual([{ n: 0 }]);
  });

  it('seeds teams with verified, complete members whose printed logins work, once', async () => {
    const first = await seedDemoData(app.runtime.orm, storage());
    expect(first.seeded).toBe(true);
    const second = await seedDemoData(app.runtime.orm, storage());
    expect(second.seeded).toBe(false);
    expect(second.logins).toEqual(first.logins);
    expect(await sql(app, 'select count(*)::int as n from team')).toEqual([{ n: 3 }]);
    expect(await sql(app, 'select count(*)::int as n from member where not email_verified')).toEqual([
      { n: 0 },
    ]);

    const maya = first.logins[0]!;
    const session = await signIn(app, maya.email, maya.password);
    const me = await body<{ registrationComplete: boolean }>(
      await app.request('/api/member/me', { headers: session.auth }),
    );
    expect(me.data.registrationComplete).toBe(true);
    const teams = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: session.auth }),
    );
    expect(teams.data.teams).toEqual([
      expect.objectContaining({ name: 'Austin Armadillos', abbreviation: 'ATX', isCaptain: true }),
    ]);
    const roster = await body<RosterEntryDto[]>(
      await app.request(`/api/team/${teams.data.teams[0]!.id}/roster`, { headers: session.auth }),
    );
    expect(roster.data).toHaveLength(9);
    expect(roster.data.filter((entry) => entry.isCaptain)).toHaveLength(2);

    const priya = first.logins.find((login) => login.email.startsWith('priya'))!;
    const priyaSession = await signIn(app, priya.email, priya.password);
    const clubs = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: priyaSession.auth }),
    );
    expect(clubs.data.pickupGroups).toEqual([
      expect.objectContaining({ name: 'Zilker Sunday Pickup', isAdmin: true }),
    ]);
    const group = clubs.data.pickupGroups[0]!;
    expect((await app.request(group.badge!)).status).toBe(200);
    const members = await sql(
      app,
      'select count(*)::int as n from pickup_group_member where pickup_group_id = $1',
      [group.id],
    );
    expect(members).toEqual([{ n: 7 }]);
  });
});
