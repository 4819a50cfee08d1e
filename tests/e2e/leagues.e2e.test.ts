import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_DAYS, LEAGUE_MESSAGES, type LeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
import { LEAGUE_EVENT_MESSAGES } from '../../src/contracts/leagues/league-event.ts';
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

const { member: player, shotsOnFailure } = browserMembers();

const calendarDate = (day: Date) => day.toISOString().slice(0, 10);

/** The first row of the league page's table: its team and P W D L GF GA GD Pts. */
async function leader(page: Page): Promise<{ team: string; numbers: string[] }> {
  const row = page.getByRole('table', { name: 'Standings' }).locator('tbody tr').first();
  const team = (await row.locator('th').textContent()) ?? '';
  const [, ...numbers] = await row.locator('td').allTextContents();
  return { team, numbers };
}

async function saveReport(
  captain: Member,
  gameId: string,
  own: string,
  opponent: string,
  score: [number, number],
) {
  const page = await captain.newPage();
  await page.goto(`${appUrl}/league-event/${gameId}`);
  const form = page.getByRole('form', { name: 'Post-game report' });
  await form.getByLabel(`${own} (your team)`).fill(String(score[0]));
  await form.getByLabel(opponent, { exact: true }).fill(String(score[1]));
  await form.getByRole('button', { name: 'SAVE REPORT' }).click();
  await toast(page, LEAGUE_EVENT_MESSAGES.reportSaved);
}

describe('leagues in the browser', () => {
  it('an organizer creates a league, registers four teams and generates the schedule; two captains report a game; standings update on the league page', async () => {
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
    await form.getByLabel('Venue #1').fill('North field');
    await form.getByRole('button', { name: 'ADD VENUE' }).click();
    await form.getByLabel('Venue #2').fill('South field');
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
    await page.getByRole('button', { name: 'GENERATE SCHEDULE' }).click();
    await toast(page, 'Schedule generated.');
    await page.getByRole('button', { name: 'PUBLISH' }).click();
    await toast(page, LEAGUE_MESSAGES.published);

    const leagueId = new URL(page.url()).searchParams.get('league')!;
    const schedule = await page.request.get(`${appUrl}/api/league-common/${leagueId}/schedule`);
    const { games } = ((await schedule.json()) as { data: LeagueScheduleDto }).data;
    expect(games).toHaveLength(6); // a single round robin of four teams: three rounds of two games
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
  });
});
