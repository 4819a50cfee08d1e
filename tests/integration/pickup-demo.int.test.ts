import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { PickupEventDto } from '../../src/contracts/pickup/index.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../src/platform/storage/index.ts';
import { body, generousLimits, signIn, sql } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

describe('demo pickup games', () => {
  it('seeds two upcoming games for the demo pickup group, once', async () => {
    const storage = app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
    const first = await seedDemoData(app.runtime.orm, storage);
    await seedDemoData(app.runtime.orm, storage);
    expect(await sql(app, 'select count(*)::int as n from pickup_event')).toEqual([{ n: 2 }]);
    const priya = first.logins.find((login) => login.email.startsWith('priya'))!;
    const session = await signIn(app, priya.email, priya.password);
    const [group] = await sql<{ id: string }>(
      app,
      `select id from pickup_group where name = 'Zilker Sunday Pickup'`,
    );
    const page = await body<PickupEventDto[]>(
      await app.request(`/api/pickup-common/group/${group!.id}/events?filter=upcoming`, {
        headers: session.auth,
      }),
    );
    expect(page.data.map((game) => [game.title, game.priceLabel, game.totalReg, game.isRegistered])).toEqual([
      ['Thursday night 7v7', '$8', 4, true],
      ['Sunday morning pickup', 'No Set Price', 4, true],
    ]);
    expect(page.data[0]!.localizedDatetime).toMatch(/07:30 PM$/);
  });
});
