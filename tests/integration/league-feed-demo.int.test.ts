import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE } from '../../src/composition/demo-data.ts';
import { seedDemoLeagueFeed } from '../../src/composition/demo-league-feed.ts';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { LeagueDto, LeagueFeedItemDto } from '../../src/contracts/leagues/index.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../src/platform/storage/index.ts';
import { body, generousLimits } from '../support/identity-factories.ts';
import { eventually } from '../support/leagues-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The demo's league feed: the coordinator's posts with pictures drawn at seed time, once, and the
// results the workers write as the demo's games are confirmed.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

describe('demo league feed', () => {
  it('seeds the demo league’s posts with pictures once, beside its confirmed results', async () => {
    const storage = app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
    await seedDemoData(app.runtime.orm, storage);
    expect(await seedDemoLeagueFeed(app.runtime.orm, storage)).toBe(0);
    const leagues = (await body<LeagueDto[]>(await app.request('/api/organization-common/15/leagues'))).data;
    const league = leagues.find((entry) => entry.name === DEMO_LEAGUE.name)!;
    const feed = await eventually(
      async () =>
        (await body<LeagueFeedItemDto[]>(await app.request(`/api/league-common/${league.id}/feed?limit=50`)))
          .data,
      (items) => items.some((item) => item.kind === 'result'),
      30_000,
    );
    const posts = feed.filter((item) => item.kind === 'post');
    expect(posts.map((post) => post.images.map((image) => image.kind))).toEqual([
      ['CHAMP', 'COVER'],
      [],
      ['KICKOFF'],
    ]);
    expect(posts[0]!.author?.name).toBe('Olivia Grant');
    for (const image of posts.flatMap((post) => post.images)) {
      const served = await app.request(image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
    const results = feed.filter((item) => item.kind === 'result');
    expect(
      results.every(
        (item) =>
          item.text === `${item.homeTeam!.name} ${item.homeScore}–${item.awayScore} ${item.awayTeam!.name}`,
      ),
    ).toBe(true);
  }, 90_000);
});
