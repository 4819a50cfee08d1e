import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REFEREE } from '../../src/composition/demo-referees.ts';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { LeagueLeaderboardDto } from '../../src/contracts/leagues/index.ts';
import type { GameCardsDto, RefereeGameDto } from '../../src/contracts/leagues/referees.ts';
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

describe('demo referee', () => {
  it('seeds Rafael, a printed login, on every demo league game with his cards and reports, once', async () => {
    const storage = app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
    const first = await seedDemoData(app.runtime.orm, storage);
    await seedDemoData(app.runtime.orm, storage);
    expect(await sql(app, 'select count(*)::int as n from league_event_card')).toEqual([{ n: 5 }]);
    expect(await sql(app, 'select count(*)::int as n from league_match_report')).toEqual([{ n: 2 }]);
    const login = first.logins.find((entry) => entry.email === DEMO_REFEREE.email)!;
    expect(login.role).toMatch(/^referee of Playfield Leagues/);
    const session = await signIn(app, login.email, login.password);
    const me = await body<{ id: string }>(await app.request('/api/member/me', { headers: session.auth }));
    const card = await body<{ organizer: unknown }>(
      await app.request(`/api/member/${me.data.id}`, { headers: session.auth }),
    );
    expect(card.data.organizer).toMatchObject({
      organizationName: 'Playfield Leagues',
      roleLabel: 'Referee',
    });

    const upcoming = await body<RefereeGameDto[]>(
      await app.request('/api/league-common/referee/games?limit=50', { headers: session.auth }),
    );
    const past = await body<RefereeGameDto[]>(
      await app.request('/api/league-common/referee/games?filter=past&limit=50', { headers: session.auth }),
    );
    const games = [...past.data, ...upcoming.data];
    const [{ n }] = (await sql<{ n: number }>(
      app,
      `select count(*)::int as n from league_event e join league l on l.id = e.league_id where l.name = 'Austin Rec 7x7'`,
    )) as [{ n: number }];
    expect(games).toHaveLength(n);
    expect(games.reduce((sum, game) => sum + game.yellowCards + game.redCards, 0)).toBe(5);
    expect(games.filter((game) => game.hasMatchReport)).toHaveLength(2);

    const cards = await body<GameCardsDto>(
      await app.request(`/api/league-common/event-page/${games.find((g) => g.redCards > 0)!.id}/cards`),
    );
    expect(cards.data.cards.map((c) => c.kind)).toEqual(['YELLOW_CARD', 'RED_CARD']);
    const board = await body<LeagueLeaderboardDto>(
      await app.request(`/api/league-common/${games[0]!.leagueId}/leaderboards?statType=yellow_card`),
    );
    expect(board.data.entries.reduce((sum, entry) => sum + entry.value, 0)).toBe(4);
  });
});
