import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  GAME_DAYS,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueScheduleDto,
} from '../../src/contracts/leagues/index.ts';
import { REFEREE_MESSAGES } from '../../src/contracts/leagues/referees.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  type Member,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

const { member, shotsOnFailure } = browserMembers();
/** Several members sign up and a worker rebuilds the table: more than the default minute on a busy machine. */
const JOURNEY_TIMEOUT = 180_000;
const SURNAMES = ['Ortega', 'Navarro', 'Castillo', 'Moreno', 'Delgado', 'Romero'];
let attempts = 0;
const calendarDate = (day: Date) => day.toISOString().slice(0, 10);

/**
 * A published league of two teams, both captained by `captain`, whose first game kicked off two days
 * ago (so its cards can be recorded), made through the console's API.
 */
async function publishedLeague(coordinator: Member, captain: Member) {
  const request = coordinator.context.request;
  const first = new Date(Date.now() - 2 * 86_400_000);
  const created = await request.post(`${appUrl}/api/league`, {
    data: {
      name: uniqueName('Referee League'),
      workspaceId: 1,
      format: '7x7',
      seasonStart: calendarDate(first),
      seasonEnd: calendarDate(new Date(first.getTime() + 40 * 86_400_000)),
      gameDay: GAME_DAYS[(first.getUTCDay() + 6) % 7],
      venues: ['North field'],
      timeSlots: ['7:00 PM'],
    },
  });
  expect(created.status()).toBe(201);
  const league = ((await created.json()) as { data: LeagueDto }).data;
  const teams = [uniqueName('Kestrels'), uniqueName('Badgers')];
  for (const name of teams) {
    const teamId = await createTeam(captain, name);
    expect(
      (await request.post(`${appUrl}/api/league/${league.id}/teams`, { data: { teamId } })).status(),
    ).toBe(201);
  }
  const scheduled = await request.post(`${appUrl}/api/league/${league.id}/schedule`, { data: {} });
  expect(scheduled.status()).toBe(201);
  const { games } = ((await scheduled.json()) as { data: LeagueScheduleDto }).data;
  expect((await request.post(`${appUrl}/api/league/${league.id}/publish`, { data: {} })).status()).toBe(200);
  const game = [...games].sort((a, b) => a.dateAndTime.localeCompare(b.dateAndTime))[0]!;
  // Cara plays for the home team this season: a card is for a player on its season roster.
  const rostered = await request.post(`${appUrl}/api/team/${game.homeTeam.id}/league-season-roster`, {
    data: { leagueId: league.id, players: [{ memberId: captain.id }] },
  });
  expect(rostered.status()).toBe(201);
  return { league, game };
}

async function shoot(page: Page, name: string, label: string) {
  const shots = process.env.REFEREE_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
}

describe('referees in the browser', () => {
  for (const [label, viewport] of [
    ['375', phone],
    ['1280', desktop],
  ] as Array<[string, Viewport]>) {
    it(
      `at ${label} px: a coordinator names a referee, who records a yellow card and the report; the leaderboard and the table show it`,
      async () => {
        shotsOnFailure(`referees-${label}`);
        const coordinator = await member('Olive', 'Grant', viewport);
        await makeStaff(coordinator.id, 'coordinator');
        // A surname of its own per run, retries included: the console lists every referee of the
        // organization by name, and picking an earlier run's namesake leaves this referee without games.
        const surname = SURNAMES[attempts++ % SURNAMES.length]!;
        const referee = await member('Rafa', surname, viewport);
        await makeStaff(referee.id, 'referee');
        const captain = await member('Cara', 'Booking', viewport);
        const { league, game } = await publishedLeague(coordinator, captain);

        // Rafa has the app open when he is named.
        const page = await referee.newPage();
        await page.goto(`${appUrl}/`);
        await page.getByRole('button', { name: 'Account menu for Rafa' }).waitFor();

        // The console: the first game's REFEREE action names Rafa.
        const console_ = await coordinator.newPage();
        await console_.goto(`${appUrl}/organizer?league=${league.id}`);
        const schedule = console_.getByRole('region', { name: 'Schedule' });
        const first = schedule.getByRole('listitem').filter({ hasText: game.homeTeam.name }).first();
        await first.getByRole('button', { name: 'REFEREE' }).click();
        const form = first.getByRole('form', { name: 'Referee' });
        await form.getByLabel('Referee').selectOption({ label: `Rafa ${surname}` });
        await shoot(console_, 'referee-console', label);
        await form.getByRole('button', { name: 'SAVE REFEREE' }).click();
        await toast(console_, LEAGUE_MESSAGES.updated);

        // His bell lights up at once with the game he is to referee.
        await expect
          .poll(() => page.getByTestId('notification-badge').textContent(), { timeout: 30_000 })
          .toBe('1');
        const bell = page.getByRole('button', { name: /^Notifications/ });
        await bell.click();
        await page.getByText(`You are the referee of ${game.title} (${league.name}).`).waitFor();
        await shoot(page, 'referee-bell', label);
        await bell.click();

        // The referee finds the game under My games, from the account menu.
        await page.getByRole('button', { name: 'Account menu for Rafa' }).click();
        await page.getByRole('menuitem', { name: 'My games' }).click();
        await page.getByRole('heading', { level: 1, name: 'My games' }).waitFor();
        const listed = page.getByRole('list', { name: 'Upcoming games' }).getByRole('link').first();
        await listed.waitFor();
        await shoot(page, 'referee-my-games', label);
        await listed.click();
        await page
          .getByRole('heading', { level: 1, name: `${game.homeTeam.name} vs ${game.awayTeam.name}` })
          .waitFor();

        // A yellow card for Cara, playing for the home team, in the 34th minute.
        const cards = page.getByRole('form', { name: 'Record a card' });
        await cards.getByLabel('Player').selectOption({ label: `Cara Booking (${game.homeTeam.name})` });
        await cards.getByLabel('Minute (optional)').fill('34');
        await cards.getByRole('button', { name: 'YELLOW CARD' }).click();
        await toast(page, REFEREE_MESSAGES.cardRecorded);
        const shown = page.getByRole('list', { name: 'Cards shown' }).getByRole('listitem');
        await expect.poll(() => shown.count()).toBe(1);
        expect(await shown.first().textContent()).toContain('Cara Booking');
        expect(await shown.first().getByRole('img', { name: 'Yellow card' }).count()).toBe(1);

        const report = page.getByRole('form', { name: 'Match report' });
        await report.getByLabel('Report').fill('Good spirit. One caution for a late tackle.');
        await report.getByRole('button', { name: 'SAVE REPORT' }).click();
        await toast(page, REFEREE_MESSAGES.reportSaved);
        await shoot(page, 'referee-game', label);

        // The captain's view of the game: the card, and no forms nor report.
        const captainPage = await captain.newPage();
        await captainPage.goto(`${appUrl}/league-event/${game.id}`);
        await captainPage.getByRole('list', { name: 'Cards shown' }).getByText('Cara Booking').waitFor();
        expect(await captainPage.getByRole('form', { name: 'Record a card' }).count()).toBe(0);
        expect(await captainPage.getByRole('heading', { name: 'Match report' }).count()).toBe(0);

        // The coordinator takes Rafa off the game: the captain's open page drops his name by itself.
        const named = captainPage.getByText(`Referee: Rafa ${surname}`);
        await named.waitFor();
        const cleared = await coordinator.context.request.patch(`${appUrl}/api/league/event/${game.id}`, {
          data: { refereeId: null },
        });
        expect(cleared.status()).toBe(200);
        await expect.poll(() => named.count(), { timeout: 30_000 }).toBe(0);

        // The yellow cards leaderboard names Cara at once.
        await captainPage.goto(`${appUrl}/league/${league.id}?view=leaderboard&statType=yellow_card`);
        const board = captainPage.getByRole('list', { name: 'Yellow cards' });
        await board.getByText('Cara Booking').waitFor();
        await shoot(captainPage, 'referee-leaderboard', label);

        // A 1-1 draw: level on everything else, the team without a card is top of the table.
        const final = await coordinator.context.request.put(
          `${appUrl}/api/league/event/${game.id}/final-score`,
          {
            data: { homeScore: 1, awayScore: 1 },
          },
        );
        expect(final.status()).toBe(200);
        await captainPage.goto(`${appUrl}/league/${league.id}?view=standings`);
        await expect
          .poll(
            async () => {
              await captainPage.reload();
              const row = captainPage.getByRole('table', { name: 'Standings' }).locator('tbody tr').first();
              // The table renders once its request answers, after the reload's load event.
              await row.waitFor({ timeout: 10_000 }).catch(() => undefined);
              if ((await row.count()) === 0) return null;
              return row.locator('th').textContent();
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBe(game.awayTeam.name);
      },
      JOURNEY_TIMEOUT,
    );
  }
});
