import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  GAME_DAY_LABELS,
  GAME_DAYS,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueScheduleDto,
} from '../../src/contracts/leagues/index.ts';
import { saveReport } from '../support/e2e-league-games.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  type Member,
  phone,
  toast,
  uniqueName,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

const { member: player, newContext, shotsOnFailure } = browserMembers();
/** Each journey signs several members up and waits on workers: more than the default minute on a busy machine. */
const JOURNEY_TIMEOUT = 150_000;

const calendarDate = (day: Date) => day.toISOString().slice(0, 10);

/** The first row of the league page's table: its team and P W D L GF GA GD Pts. */
async function leader(page: Page): Promise<{ team: string; numbers: string[] }> {
  const row = page.getByRole('table', { name: 'Standings' }).locator('tbody tr').first();
  const team = (await row.locator('th').textContent()) ?? '';
  const [, ...numbers] = await row.locator('td').allTextContents();
  return { team, numbers };
}

describe('leagues in the browser', () => {
  it(
    'an organizer creates a league, registers four teams and generates the schedule; two captains report a game; standings update on the league page',
    async () => {
      shotsOnFailure('leagues');
      const olivia = await player('Olivia', 'Grant', desktop);
      await makeStaff(olivia.id, 'coordinator');
      const captains = [
        await player('Ana', 'Reyes'),
        await player('Ben', 'Okoro'),
        await player('Cleo', 'Marsh'),
        await player('Dev', 'Patel'),
      ];
      const teams: Array<{ id: string; name: string; captain: Member }> = [];
      for (const [index, captain] of captains.entries()) {
        const name = uniqueName(['Otters', 'Herons', 'Foxes', 'Lynx'][index]!);
        teams.push({ id: await createTeam(captain, name), name, captain });
      }

      // The season's first game day is two days ago (7 pm in Austin), so its games can be reported
      // now and are still within the 72 hours in which both captains' reports are awaited.
      const first = new Date(Date.now() - 2 * 86_400_000);
      const last = new Date(Date.now() + 60 * 86_400_000);
      const leagueName = uniqueName('Austin 7x7 League');
      const page = await olivia.newPage();
      await page.goto(`${appUrl}/organizer`);
      await page.getByRole('heading', { level: 1, name: 'Organizer console' }).waitFor();
      await page.getByRole('button', { name: 'NEW LEAGUE' }).click();
      const form = page.getByRole('form', { name: 'New league' });
      await form.getByLabel('League name').fill(leagueName);
      await form.getByLabel('Season start').fill(calendarDate(first));
      await form.getByLabel('Season end').fill(calendarDate(last));
      await form.getByLabel('Game day').selectOption(GAME_DAYS[(first.getUTCDay() + 6) % 7]!);
      // The form's defaults: one venue and the one 7:00 PM slot, for four teams (issue 15: this league
      // once could not get a schedule).
      await form.getByLabel('Venue #1').fill('North field');
      await form.getByRole('button', { name: 'CREATE LEAGUE' }).click();
      await toast(page, LEAGUE_MESSAGES.created);
      await page.getByRole('heading', { level: 2, name: leagueName }).waitFor();

      // Each team is found by name in the console and registered.
      const teamsCard = page.getByRole('region', { name: 'Teams' });
      for (const team of teams) {
        await teamsCard.getByLabel('Find a team by name').fill(team.name);
        await teamsCard.getByRole('button', { name: 'SEARCH' }).click();
        const hit = teamsCard
          .getByRole('list', { name: 'Teams found' })
          .getByRole('listitem')
          .filter({ hasText: team.name });
        await hit.getByRole('button', { name: 'REGISTER' }).click();
        await teamsCard
          .getByRole('list', { name: 'Registered teams' })
          .getByText(team.name, { exact: true })
          .waitFor();
      }
      // Without games there is nothing to publish: the button says why it is off.
      const publish = page.getByRole('button', { name: 'PUBLISH', exact: true });
      // The reason shows once the (empty) schedule has loaded; the button points at it from then on.
      await page.getByText(LEAGUE_MESSAGES.publishNeedsGames).waitFor();
      expect(await publish.isDisabled()).toBe(true);
      await expect.poll(() => publish.getAttribute('aria-describedby')).toBeTruthy();
      await page.getByRole('button', { name: 'GENERATE SCHEDULE' }).click();
      await toast(page, 'Schedule generated.');
      await page.getByRole('button', { name: 'PUBLISH', exact: true }).click();
      await toast(page, LEAGUE_MESSAGES.published);

      const leagueId = new URL(page.url()).searchParams.get('league')!;
      const schedule = await page.request.get(`${appUrl}/api/league-common/${leagueId}/schedule`);
      const { games } = ((await schedule.json()) as { data: LeagueScheduleDto }).data;
      // A single round robin of four teams: three rounds of two games, one game a week on the one slot.
      expect(games).toHaveLength(6);
      expect(new Set(games.map((g) => g.dateAndTime.slice(0, 10))).size).toBe(6);
      const [game] = [...games].sort(
        (a, b) => a.dateAndTime.localeCompare(b.dateAndTime) || a.addressName.localeCompare(b.addressName),
      );
      const home = teams.find((team) => team.id === game!.homeTeam.id)!;
      const away = teams.find((team) => team.id === game!.awayTeam.id)!;

      // Both captains report 3–1 to the home side from the game's page.
      await saveReport(home.captain, game!.id, home.name, away.name, [3, 1]);
      await saveReport(away.captain, game!.id, away.name, home.name, [1, 3]);

      // A worker confirms the game and rebuilds the table: the winner goes top with 3 points.
      const league = await olivia.newPage();
      await league.goto(`${appUrl}/league/${leagueId}`);
      // The header reads its dates as the app does everywhere, not as ISO dates.
      const { data: created } = (await (
        await page.request.get(`${appUrl}/api/league-common/${leagueId}`)
      ).json()) as { data: LeagueDto };
      const hero = league
        .locator('header')
        .filter({ has: league.getByRole('heading', { level: 1, name: leagueName }) });
      await hero.waitFor();
      const heroText = await hero.textContent();
      expect(heroText).toContain(
        `${GAME_DAY_LABELS[created.gameDay]}s, ${formatCalendarDate(created.seasonStart)} to`,
      );
      expect(heroText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await league.getByRole('tab', { name: 'STANDINGS' }).click();
      await expect
        .poll(
          async () => {
            await league.reload();
            await league.getByRole('table', { name: 'Standings' }).waitFor();
            return leader(league);
          },
          { timeout: 20_000, interval: 500 },
        )
        .toEqual({ team: home.name, numbers: ['1', '1', '0', '0', '3', '1', '+2', '3'] });
      const loser = league.getByRole('row').filter({ hasText: away.name });
      await expect.poll(() => loser.locator('td').last().textContent()).toBe('0');

      const shots = process.env.LEAGUE_SHOTS;
      if (shots) {
        for (const [label, viewport] of [
          ['375', phone],
          ['1280', desktop],
        ] as const) {
          await league.setViewportSize(viewport);
          await league.screenshot({ path: `${shots}/league-standings-${label}.png`, fullPage: true });
        }
      }
    },
    JOURNEY_TIMEOUT,
  );
});

/** A league of `teams` made through the console's API as `coordinator` (the form's defaults: one venue, one slot). */
async function leagueThroughApi(
  coordinator: Member,
  captain: Member,
  teamNames: string[],
  options: { name: string; publish: boolean; seasonStart?: string },
): Promise<{ leagueId: string; teamIds: string[]; games: LeagueScheduleDto['games'] }> {
  const request = coordinator.context.request;
  const start = options.seasonStart ?? calendarDate(new Date(Date.now() - 2 * 86_400_000));
  const created = await request.post(`${appUrl}/api/league`, {
    data: {
      name: options.name,
      workspaceId: 1,
      format: '7x7',
      seasonStart: start,
      seasonEnd: calendarDate(new Date(Date.parse(`${start}T00:00:00Z`) + 70 * 86_400_000)),
      gameDay: GAME_DAYS[(new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7],
      venues: ['North field'],
      timeSlots: ['7:00 PM'],
    },
  });
  expect(created.status()).toBe(201);
  const leagueId = ((await created.json()) as { data: LeagueDto }).data.id;
  const teamIds: string[] = [];
  for (const name of teamNames) {
    const teamId = await createTeam(captain, name);
    teamIds.push(teamId);
    expect(
      (await request.post(`${appUrl}/api/league/${leagueId}/teams`, { data: { teamId } })).status(),
    ).toBe(201);
  }
  const scheduled = await request.post(`${appUrl}/api/league/${leagueId}/schedule`, { data: {} });
  expect(scheduled.status()).toBe(201);
  const { games } = ((await scheduled.json()) as { data: LeagueScheduleDto }).data;
  if (options.publish)
    expect((await request.post(`${appUrl}/api/league/${leagueId}/publish`, { data: {} })).status()).toBe(200);
  return { leagueId, teamIds, games };
}

/**
 * Whether the element lies wholly within the 375 px phone's width as the page first shows it: not
 * scrolled into view, which would scroll a sideways strip or table to it and hide the very problem.
 */
async function withinPhoneWidth(locator: Locator): Promise<boolean> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= phone.width && box.width > 0;
}

/** The table appears once a worker has built it from the first result: reload until it has. */
async function waitForTable(page: Page) {
  await expect
    .poll(
      async () => {
        if ((await page.getByRole('table', { name: 'Standings' }).count()) > 0) return true;
        await page.reload();
        return false;
      },
      { timeout: 15_000, interval: 1000 },
    )
    .toBe(true);
}

/** The first row's team, played and points cells of the table on the page, each within 0..375. */
async function expectTableReadable(page: Page) {
  const table = page.getByRole('table', { name: 'Standings' });
  await table.waitFor();
  const header = table.locator('thead th');
  for (const column of ['Team', 'P', 'Pts']) {
    expect(await withinPhoneWidth(header.filter({ hasText: new RegExp(`^${column}$`) })), column).toBe(true);
  }
  const row = table.locator('tbody tr').first();
  expect(await withinPhoneWidth(row.locator('th'))).toBe(true);
  const cells = row.locator('td');
  const headers = await header.allTextContents();
  for (const column of ['P', 'Pts']) {
    // td cells follow '#' and 'Team' (a th): the index among the tds is the header's index less one.
    const cell = cells.nth(headers.indexOf(column) - 1);
    expect(await withinPhoneWidth(cell), `${column} cell`).toBe(true);
  }
  // Nothing of the table hides behind a sideways scroll.
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every tab of the strip wholly on screen, its label not cut. */
async function expectTabsReadable(page: Page, labels: string[]) {
  const tabs = page.getByRole('tablist', { name: 'League views' }).getByRole('tab');
  await tabs.first().waitFor();
  expect(await tabs.allTextContents()).toEqual(labels);
  for (const label of labels) {
    const tab = page.getByRole('tab', { name: label });
    expect(await withinPhoneWidth(tab), label).toBe(true);
    expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth), label).toBe(true);
  }
}

describe('the console and the league table', () => {
  it(
    're-orders the console standings as soon as a coordinator saves a score, without a reload',
    async () => {
      shotsOnFailure('leagues-live-standings');
      const olivia = await player('Olivia', 'Live', desktop);
      await makeStaff(olivia.id, 'coordinator');
      const captain = await player('Casey', 'Captain');
      const names = ['Anchors', 'Bisons', 'Condors', 'Dingos'].map((name) => uniqueName(name));
      const { leagueId, games } = await leagueThroughApi(olivia, captain, names, {
        name: uniqueName('Live Table League'),
        publish: true,
      });
      const page = await olivia.newPage();
      await page.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
      const standings = page.getByRole('region', { name: 'Standings' });
      const top = () =>
        standings
          .locator('tbody tr')
          .first()
          .locator('th')
          .textContent({ timeout: 1000 })
          .catch(() => null);
      await standings.getByText('No standings yet.').waitFor();

      // Round 1's games, in kick-off order: the away side wins the first, then the home side the second.
      const [first, second] = games;
      const save = async (game: (typeof games)[number], home: number, away: number) => {
        const card = page.getByRole('listitem').filter({ hasText: game.homeTeam.name }).filter({
          hasText: game.awayTeam.name,
        });
        await card.getByRole('button', { name: 'SCORE' }).click();
        const form = card.getByRole('form', { name: 'Final score' });
        await form.getByLabel(game.homeTeam.name, { exact: true }).fill(String(home));
        await form.getByLabel(game.awayTeam.name, { exact: true }).fill(String(away));
        await form.getByRole('button', { name: 'SAVE SCORE' }).click();
        await toast(page, LEAGUE_MESSAGES.saved);
      };
      await save(first!, 0, 2);
      await expect.poll(top, { timeout: 20_000 }).toBe(first!.awayTeam.name);
      await save(second!, 5, 0);
      await expect.poll(top, { timeout: 20_000 }).toBe(second!.homeTeam.name);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'a coordinator edits a draft, sees it cannot be published without games, and deletes it; a published league cannot be deleted',
    async () => {
      shotsOnFailure('leagues-drafts');
      const olivia = await player('Olivia', 'Drafts', desktop);
      await makeStaff(olivia.id, 'coordinator');
      const captain = await player('Drew', 'Captain');
      const draftName = uniqueName('Draft League');
      const page = await olivia.newPage();
      await page.goto(`${appUrl}/organizer`);
      await page.getByRole('button', { name: 'NEW LEAGUE' }).click();
      const form = page.getByRole('form', { name: 'New league' });
      await form.getByLabel('League name').fill(draftName);
      await form.getByLabel('Season start').fill('2027-03-02');
      await form.getByLabel('Season end').fill('2027-03-30');
      await form.getByLabel('Game day').selectOption('tuesday');
      await form.getByLabel('Venue #1').fill('North field');
      await form.getByRole('button', { name: 'CREATE LEAGUE' }).click();
      await page.getByRole('heading', { level: 2, name: draftName }).waitFor();
      expect(await page.getByRole('button', { name: 'PUBLISH', exact: true }).isDisabled()).toBe(true);

      // Edit: a new name and a later end; the header shows them.
      const renamed = `${draftName} (Spring)`;
      await page.getByRole('button', { name: 'EDIT' }).click();
      const edit = page.getByRole('form', { name: `Edit ${draftName}` });
      expect(await edit.getByLabel('Venue #1').inputValue()).toBe('North field');
      await edit.getByLabel('League name').fill(renamed);
      await edit.getByLabel('Season end').fill('2027-04-27');
      await edit.getByRole('button', { name: 'SAVE CHANGES' }).click();
      await toast(page, LEAGUE_MESSAGES.updated);
      const card = page.getByRole('region', { name: renamed });
      await card.getByText('Tuesdays, March 02, 2027 to April 27, 2027', { exact: false }).waitFor();

      // Delete it, after a confirmation: it leaves the list.
      await card.getByRole('button', { name: 'DELETE DRAFT' }).click();
      await card.getByRole('button', { name: 'DELETE LEAGUE' }).click();
      await toast(page, LEAGUE_MESSAGES.deleted);
      const list = page.getByRole('list', { name: 'Leagues' });
      await expect.poll(() => list.getByText(renamed, { exact: true }).count()).toBe(0);

      // A published league offers neither, and says so.
      const { leagueId } = await leagueThroughApi(
        olivia,
        captain,
        [uniqueName('Ravens'), uniqueName('Wolves')],
        {
          name: uniqueName('Published League'),
          publish: true,
        },
      );
      await page.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
      await page.getByText('Published: it can no longer be edited or deleted.').waitFor();
      expect(await page.getByRole('button', { name: 'EDIT' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /DELETE/ }).count()).toBe(0);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'at 375 px the team, played and points show without scrolling sideways, and every tab reads whole, on the league page and the console',
    async () => {
      shotsOnFailure('leagues-phone-table');
      const olivia = await player('Olivia', 'Phone', phone);
      await makeStaff(olivia.id, 'coordinator');
      const captain = await player('Pat', 'Captain');
      const names = [
        'Northside Thunderbolts',
        'Southside Hurricanes',
        'Riverside Rovers',
        'Eastside Eagles',
      ].map((name) => uniqueName(name));
      const { leagueId, games } = await leagueThroughApi(olivia, captain, names, {
        name: uniqueName('Phone League'),
        publish: true,
      });
      const scored = await olivia.context.request.put(
        `${appUrl}/api/league/event/${games[0]!.id}/final-score`,
        {
          data: { homeScore: 12, awayScore: 10 },
        },
      );
      expect(scored.status()).toBe(200);

      const page = await olivia.newPage();
      await page.goto(`${appUrl}/league/${leagueId}?view=standings`);
      await expectTabsReadable(page, ['ROSTER', 'FEED', 'STANDINGS', 'SCHEDULE', 'LEADERBOARD', 'PLAYOFFS']);
      await waitForTable(page);
      await expectTableReadable(page);

      await page.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
      await expectTableReadable(page);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the public schedule page', () => {
  it(
    'lets a visitor pick the city and the league, keeps the choice in a shareable address, shows one published league with a real title, and reads on a phone',
    async () => {
      shotsOnFailure('leagues-public');
      const olivia = await player('Olivia', 'Public', desktop);
      await makeStaff(olivia.id, 'coordinator');
      const captain = await player('Quinn', 'Captain');
      const leagueName = uniqueName('Austin Public 7x7');
      const draftName = uniqueName('Austin Hidden Draft');
      const { leagueId, games } = await leagueThroughApi(
        olivia,
        captain,
        [uniqueName('Herons'), uniqueName('Otters'), uniqueName('Lynx')],
        { name: leagueName, publish: true },
      );
      const { leagueId: draftId } = await leagueThroughApi(
        olivia,
        captain,
        [uniqueName('Moles'), uniqueName('Voles')],
        { name: draftName, publish: false },
      );
      expect(
        (
          await olivia.context.request.put(`${appUrl}/api/league/event/${games[0]!.id}/final-score`, {
            data: { homeScore: 2, awayScore: 1 },
          })
        ).status(),
      ).toBe(200);

      const visitor = await newContext(phone);
      const page = await visitor.newPage();
      await page.goto(`${appUrl}/public/league-schedule/organization/15`);
      const city = page.getByRole('combobox', { name: 'City', exact: true });
      await city.selectOption({ label: 'Austin' });
      const league = page.getByRole('combobox', { name: 'League', exact: true });
      const options = await league.locator('option').allTextContents();
      expect(options).toContain(leagueName);
      expect(options).not.toContain(draftName);
      await league.selectOption({ label: leagueName });
      await page.getByRole('heading', { level: 1, name: `${leagueName} schedule` }).waitFor();
      await expect.poll(() => page.title()).toBe(`${leagueName} schedule · Playfield`);
      expect(new URL(page.url()).pathname).toBe(`/public/league-schedule/organization/15/austin/${leagueId}`);
      // One league: its games, and no other league's.
      await page.getByRole('heading', { name: 'Round 1' }).waitFor();
      expect(await page.getByText(games[0]!.homeTeam.name).count()).toBeGreaterThan(0);
      await expectTabsReadable(page, ['SCHEDULE', 'STANDINGS', 'LEADERBOARD', 'PLAYOFFS']);
      await page.getByRole('tab', { name: 'STANDINGS' }).click();
      await waitForTable(page);
      await expectTableReadable(page);

      // The address is the choice: opened elsewhere, it shows the same league.
      const shared = await (await newContext(desktop)).newPage();
      await shared.goto(page.url());
      await shared.getByRole('heading', { level: 1, name: `${leagueName} schedule` }).waitFor();
      expect(await shared.getByRole('tab', { name: 'STANDINGS', selected: true }).count()).toBe(1);
      expect(await shared.getByRole('combobox', { name: 'League', exact: true }).inputValue()).toBe(leagueId);

      // A draft's address shows what an unknown league's does, on the public page and the league page.
      await shared.goto(`${appUrl}/public/league-schedule/organization/15/austin/${draftId}`);
      await shared.getByRole('status').filter({ hasText: LEAGUE_MESSAGES.notFound }).waitFor();
      expect(await shared.getByText(draftName).count()).toBe(0);
      // The league page, to a captain of one of the draft's teams.
      const captainPage = await captain.newPage();
      await captainPage.goto(`${appUrl}/league/${draftId}`);
      await captainPage.getByText(LEAGUE_MESSAGES.notFound).waitFor();
      expect(await captainPage.getByText(draftName).count()).toBe(0);
    },
    JOURNEY_TIMEOUT,
  );
});
