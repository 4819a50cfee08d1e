import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GAME_DAYS, type LeagueDto } from '../../src/contracts/leagues/index.ts';
import { SEASON_ROSTER_MESSAGES } from '../../src/contracts/leagues/season-roster.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  joinTeam,
  type Member,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

// Season rosters in the browser: the captain builds the team's season roster from its players on the
// league page's roster tab and sets their shirt numbers in place (spec §5's rule said before anything is
// sent); a teammate's league page shows them; the console warns of the team short of players.

const { member, shotsOnFailure } = browserMembers();
const JOURNEY_TIMEOUT = 150_000;
/** A directory to keep screenshots of the screens in (SEASON_ROSTER_SHOTS=/tmp/…), for looking at them. */
const SHOTS = process.env.SEASON_ROSTER_SHOTS;

async function ok<T>(
  reply: { status(): number; json(): Promise<unknown>; text(): Promise<string> },
  status = 200,
) {
  if (reply.status() !== status) throw new Error(`answered ${reply.status()}: ${await reply.text()}`);
  return ((await reply.json()) as { data: T }).data;
}

/** A published 7x7 league of these teams (a round-robin needs two), made by the coordinator through the API. */
async function publishedLeague(organizer: Member, teams: string[]) {
  const api = organizer.context.request;
  const start = new Date(Date.now() + 7 * 86_400_000);
  const league = await ok<LeagueDto>(
    await api.post(`${appUrl}/api/league`, {
      data: {
        name: uniqueName('Roster League'),
        workspaceId: 1,
        format: '7x7',
        seasonStart: start.toISOString().slice(0, 10),
        seasonEnd: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        gameDay: GAME_DAYS[(start.getUTCDay() + 6) % 7],
        venues: ['North field'],
        timeSlots: ['7:00 PM'],
      },
    }),
    201,
  );
  for (const teamId of teams)
    await ok(await api.post(`${appUrl}/api/league/${league.id}/teams`, { data: { teamId } }), 201);
  await ok(await api.post(`${appUrl}/api/league/${league.id}/schedule`, { data: {} }), 201);
  await ok(await api.post(`${appUrl}/api/league/${league.id}/publish`));
  return league;
}

async function journey(viewport: Viewport, label: string) {
  const organizer = await member('Olivia', 'Grant', viewport);
  await makeStaff(organizer.id, 'coordinator');
  const captain = await member('Maya', uniqueName('Ortiz').replace(' ', ''), viewport);
  const luis = await member('Luis', 'Hernandez', viewport);
  const priya = await member('Priya', 'Raman', viewport);
  const rival = await member('Rio', 'Vance', desktop);
  const teamName = uniqueName('Armadillos');
  const teamId = await createTeam(captain, teamName);
  await joinTeam(captain, teamId, luis);
  await joinTeam(captain, teamId, priya);
  const rivalTeam = await createTeam(rival, uniqueName('Zebras'));
  const league = await publishedLeague(organizer, [teamId, rivalTeam]);

  // The captain chooses two players for the season roster.
  const page = await captain.newPage();
  await page.goto(`${appUrl}/league/${league.id}?view=roster`);
  const card = page.getByRole('region', { name: teamName });
  await card.getByText(SEASON_ROSTER_MESSAGES.empty).waitFor();
  await card.getByRole('button', { name: 'EDIT ROSTER' }).click();
  await card.getByRole('checkbox', { name: luis.name }).check();
  await card.getByRole('checkbox', { name: priya.name }).check();
  await card.getByRole('button', { name: 'ADD TO ROSTER' }).click();
  await toast(page, 'Successfully updated.');

  // Shirt numbers in place: a 10-digit number is refused before anything is sent, then 7 and 10 are saved.
  const luisNumber = card.getByRole('textbox', { name: `Shirt number for ${luis.name}` });
  const priyaNumber = card.getByRole('textbox', { name: `Shirt number for ${priya.name}` });
  await luisNumber.fill('1234567890');
  await priyaNumber.fill('10');
  await card.getByRole('button', { name: 'SAVE NUMBERS' }).click();
  await card.getByText(SEASON_ROSTER_MESSAGES.shirtNumberInvalid).waitFor();
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/roster-edit-${label}.png`, fullPage: true });
  }
  await luisNumber.fill('7');
  await card.getByRole('button', { name: 'SAVE NUMBERS' }).click();
  await toast(page, 'Successfully saved!');
  await card.getByRole('button', { name: 'EDIT ROSTER' }).waitFor();
  const rows = async (where: typeof card) =>
    (await where.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(await rows(card)).toEqual([`7${luis.name}`, `10${priya.name}`]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-tab-${label}.png`, fullPage: true });

  // A teammate sees the numbers on the league page, without the editing.
  const teammate = await luis.newPage();
  await teammate.goto(`${appUrl}/league/${league.id}?view=roster`);
  const seen = teammate.getByRole('region', { name: teamName });
  await seen.getByText(priya.name).waitFor();
  expect(await rows(seen)).toEqual([`7${luis.name}`, `10${priya.name}`]);
  expect(await seen.getByRole('button', { name: 'EDIT ROSTER' }).count()).toBe(0);

  // The console warns: the captain's team has 2 of the 4 players 7x7 needs to avoid a forfeit.
  const consolePage = await organizer.newPage();
  await consolePage.goto(`${appUrl}/organizer?workspace=1&league=${league.id}`);
  await consolePage.getByRole('heading', { name: 'Season rosters' }).waitFor();
  await consolePage.getByText(SEASON_ROSTER_MESSAGES.forfeitRisk(2, 4)).waitFor();
  if (SHOTS) await consolePage.screenshot({ path: `${SHOTS}/console-${label}.png`, fullPage: true });
}

describe('season rosters in the browser', () => {
  it(
    'a captain builds the season roster and sets shirt numbers on a phone; the league page shows them',
    async () => {
      shotsOnFailure('season-rosters-phone');
      await journey(phone, '375');
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'the same on a desktop',
    async () => {
      shotsOnFailure('season-rosters-desktop');
      await journey(desktop, '1280');
    },
    JOURNEY_TIMEOUT,
  );
});
