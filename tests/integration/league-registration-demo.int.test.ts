import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_LEAGUES } from '../../src/composition/demo-registration.ts';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { RegistrationSettingsDto } from '../../src/contracts/leagues/registration.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../src/platform/storage/index.ts';
import { body, generousLimits, sql } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The demo's leagues open for registration (issue 18): one in Austin with spots left, one in Denver full
// with a team waiting, each with its listing snapshot for the marketplace; seeding again adds nothing.
// About 10 s on the 2-core machine.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

describe('demo leagues open for registration', () => {
  it('opens an Austin league with spots and a full Denver league with a waitlist, once', async () => {
    const storage = app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
    await seedDemoData(app.runtime.orm, storage);
    await seedDemoData(app.runtime.orm, storage);
    const leagues = await sql<{ id: string; name: string; workspace_id: number }>(
      app,
      'select l.id, l.name, l.workspace_id from league l join league_registration_settings s on s.league_id = l.id order by l.workspace_id',
    );
    expect(leagues.map((league) => [league.name, league.workspace_id])).toEqual(
      DEMO_REGISTRATION_LEAGUES.map((league) => [league.name, league.workspaceId]),
    );
    const shown = async (leagueId: string) =>
      (await body<RegistrationSettingsDto>(await app.request(`/api/league-common/${leagueId}/registration`)))
        .data;
    expect(await shown(leagues[0]!.id)).toMatchObject({ isOpen: true, teamsRegistered: 1, spotsLeft: 7 });
    expect(await shown(leagues[1]!.id)).toMatchObject({
      isOpen: true,
      teamsRegistered: 2,
      spotsLeft: 0,
      waitlistCount: 1,
    });
    const snapshots = await sql(
      app,
      `select 1 from outbox where event_name = 'leagues.registration-listing-changed'`,
    );
    expect(snapshots.length).toBeGreaterThanOrEqual(2);
  });
});
