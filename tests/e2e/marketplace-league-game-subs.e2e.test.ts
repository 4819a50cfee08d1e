import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto, LeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

// Subs for a league game (issue 20) in the browser at 375 and 1280 px: a captain posts "subs needed" from
// the league game's page, a player offers from the marketplace's Subs tab, the captain accepts, and the
// player sees the game in their schedule and on its page with the "Sub" mark. Screenshots go to SHOTS.

const { member, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/marketplace-league-game-subs';
const navigation = { timeout: 20_000 };

async function ok<T>(reply: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }) {
  if (!reply.ok()) throw new Error(await reply.text());
  return ((await reply.json()) as { data: T }).data;
}

describe('league game subs in the browser', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  for (const viewport of [phone, desktop] as Viewport[]) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

    it(`at ${viewport.width} px: a captain posts from the league game, a player offers, is accepted and sees the game`, async () => {
      shotsOnFailure(`league-game-subs-${viewport.width}`);
      const cora = await member('Cora', `Coord${viewport.width}`, desktop);
      await makeStaff(cora.id, 'coordinator');
      const captain = await member('Cal', `Captain${viewport.width}`, viewport);
      const rival = await member('Rui', `Rival${viewport.width}`);
      const player = await member('Sia', `Sub${viewport.width}`, viewport);
      const home = uniqueName('Herons');
      const away = uniqueName('Otters');
      const homeId = await createTeam(captain, home);
      const awayId = await createTeam(rival, away);

      // The coordinator's set-up through the API: a league of the two teams, scheduled and published.
      const api = cora.context.request;
      const league = await ok<LeagueDto>(
        await api.post(`${appUrl}/api/league`, {
          data: {
            name: uniqueName('Subs League'),
            workspaceId: 1,
            format: '7x7',
            seasonStart: '2027-03-02',
            seasonEnd: '2027-05-25',
            gameDay: 'tuesday',
            venues: ['North field'],
            timeSlots: ['7:00 PM'],
          },
        }),
      );
      for (const teamId of [homeId, awayId])
        await ok(await api.post(`${appUrl}/api/league/${league.id}/teams`, { data: { teamId } }));
      const { games } = await ok<LeagueScheduleDto>(
        await api.post(`${appUrl}/api/league/${league.id}/schedule`, { data: {} }),
      );
      await ok(await api.post(`${appUrl}/api/league/${league.id}/publish`));
      const game = games[0]!;
      const title = `${game.homeTeam.name} vs ${game.awayTeam.name}`;
      const ownTeam = game.homeTeam.id === homeId ? game.homeTeam.name : game.awayTeam.name;

      // The captain posts from the league game's page.
      const page = await captain.newPage();
      await page.goto(`${appUrl}/league-event/${game.id}`);
      const form = page.getByRole('form', { name: 'Subs needed' });
      await form.waitFor(navigation);
      await form.getByLabel('List in city').selectOption({ index: 1 });
      const city = await form.getByLabel('List in city').inputValue();
      await form.getByLabel('Midfielder').check();
      await form.getByLabel('Note (optional)').fill('League game, bring a white shirt.');
      await shot(page, 'league-game-form');
      await form.getByRole('button', { name: 'POST SUBS NEEDED' }).click();
      await toast(page, 'Your sub request is listed.');
      await page.getByText('No offers yet.').waitFor();

      // The player finds it in the Subs tab and offers.
      const market = await player.newPage();
      await market.goto(`${appUrl}/marketplace?city=${city}&position=midfielder&tab=subs`);
      const card = market.getByRole('article', { name: new RegExp(title) });
      await card.waitFor(navigation);
      await card.getByText(/1 sub needed · Midfielder/).waitFor();
      await card.getByText(ownTeam).first().waitFor();
      await shot(market, 'subs-list');
      await card.getByRole('button', { name: 'I CAN PLAY' }).click();
      await toast(market, 'The captain has your offer.');

      // The captain accepts on the game's page.
      await page.reload();
      const offers = page.getByRole('list', { name: 'Offers' });
      await offers.getByText(`${player.firstName} ${player.lastName}`).waitFor(navigation);
      await offers.getByRole('button', { name: 'ACCEPT' }).click();
      await toast(page, 'The player is on the roster as a sub.');
      await page.getByText('Your last sub request is filled.').waitFor(navigation);

      // The player sees the game in their schedule (the leagues module adds them through the outbox).
      const schedule = await player.newPage();
      await expect
        .poll(async () => {
          await schedule.goto(`${appUrl}/events`);
          const upcoming = schedule.getByRole('list', { name: 'Upcoming games' });
          await upcoming.waitFor(navigation).catch(() => undefined);
          return upcoming.getByText(title).count();
        }, navigation)
        .toBeGreaterThan(0);
      await shot(schedule, 'schedule');

      // On the game's page they answer for the captain's team, and the roster marks them "Sub".
      await schedule.goto(`${appUrl}/league-event/${game.id}`);
      await schedule.getByText(`For ${ownTeam} (as a sub)`).waitFor(navigation);
      const rosters = schedule.getByRole('region', { name: 'Rosters' });
      const entry = rosters
        .getByRole('listitem')
        .filter({ hasText: `${player.firstName} ${player.lastName}` });
      await entry.getByText('Sub', { exact: true }).waitFor(navigation);
      await shot(schedule, 'league-game-as-sub');
      await page.reload();
      await page
        .getByRole('region', { name: 'Rosters' })
        .getByRole('listitem')
        .filter({ hasText: `${player.firstName} ${player.lastName}` })
        .getByText('Sub', { exact: true })
        .waitFor(navigation);
      await shot(page, 'league-game-captain');
    }, 150_000);
  }
});
