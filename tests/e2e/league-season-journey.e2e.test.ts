import { describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES, type LeagueEventDto, PLAYOFF_MESSAGES } from '../../src/contracts/leagues/index.ts';
import {
  bracketOf,
  playedSeason,
  type SeasonTeam,
  saveReport,
  scoreFromConsole,
} from '../support/e2e-league-games.ts';
import {
  appUrl,
  browserMembers,
  desktop,
  type Member,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

// Issue 19's league season in one browser journey: a coordinator assigns a referee to the last regular
// game, its captains set their shirt numbers, both report the game and a worker confirms it, the feed
// shows it, the season is over and the coordinator seeds the top 4, and the bracket plays out to a
// champion. The rest of the season (members, teams, the league, the other results) is made through the API.

const { member, shotsOnFailure } = browserMembers();
/** Seven members sign up and workers confirm, advance and rebuild: more than a minute on a busy machine. */
const JOURNEY_TIMEOUT = 180_000;
/** A directory to keep the final bracket's screenshots in (E2E_SHOTS=/tmp/…), for looking at them. */
const SHOTS = process.env.E2E_SHOTS;

/** The captain puts themself on the team's season roster (set-up); the shirt number is the journey's. */
async function onSeasonRoster(team: SeasonTeam, leagueId: string) {
  const added = await team.captain.context.request.post(
    `${appUrl}/api/team/${team.id}/league-season-roster`,
    {
      data: { leagueId, players: [{ memberId: team.captain.id }] },
    },
  );
  expect(added.status(), await added.text()).toBe(201);
}

/** On the league page's roster tab, the captain gives themself a shirt number. */
async function setShirtNumber(team: SeasonTeam, leagueId: string, shirtNumber: string) {
  const page = await team.captain.newPage();
  await page.goto(`${appUrl}/league/${leagueId}?view=roster`);
  const card = page.getByRole('region', { name: team.name });
  await card.getByRole('button', { name: 'EDIT ROSTER' }).click();
  await card.getByRole('textbox', { name: `Shirt number for ${team.captain.name}` }).fill(shirtNumber);
  await card.getByRole('button', { name: 'SAVE NUMBERS' }).click();
  await toast(page, 'Successfully saved!');
  await card.getByRole('button', { name: 'EDIT ROSTER' }).waitFor();
  const rows = (await card.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ''));
  expect(rows).toEqual([`${shirtNumber}${team.captain.name.replace(/\s+/g, '')}`]);
  await page.close();
}

async function journey(viewport: Viewport, label: string) {
  shotsOnFailure(`league-season-journey-${label}`);
  const coordinator = await member('Olive', 'Season', viewport);
  await makeStaff(coordinator.id, 'coordinator');
  // A surname of its own: the console lists every referee of the organization by name.
  const referee = await member('Remy', uniqueName('Whistler').replace(' ', ''), viewport);
  await makeStaff(referee.id, 'referee');
  // Four teams, each with a captain of its own, two games a game day from 16 days ago: the season's last
  // game (8 pm two days ago) is still open and within the 72 hours in which both captains report.
  const entrants: Array<{ name: string; captain: Member }> = [];
  for (const [index, first] of ['Ada', 'Bo', 'Cy', 'Di'].entries())
    entrants.push({
      name: uniqueName(['Anchors', 'Bisons', 'Condors', 'Dingos'][index]!),
      captain: await member(first, 'Captain', viewport),
    });
  const {
    leagueId,
    teams,
    unplayed: [last],
  } = await playedSeason(coordinator, entrants, {
    name: uniqueName('Season Journey League'),
    startDaysAgo: 16,
    unplayed: 1,
  });
  if (!last) throw new Error('the season has no game left to play');
  expect(Date.parse(last.dateAndTime)).toBeLessThan(Date.now());
  const rank = (teamId: string) => teams.findIndex((team) => team.id === teamId);
  const home = teams[rank(last.homeTeam.id)]!;
  const away = teams[rank(last.awayTeam.id)]!;
  await onSeasonRoster(home, leagueId);
  await onSeasonRoster(away, leagueId);

  // The coordinator names the referee of the season's last game from the console's schedule.
  const console_ = await coordinator.newPage();
  await console_.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
  const lastCard = console_
    .getByRole('region', { name: 'Schedule' })
    .getByRole('region', { name: `Round ${last.round}` })
    .getByRole('listitem')
    .filter({ hasText: home.name })
    .filter({ hasText: away.name });
  await lastCard.getByRole('button', { name: 'REFEREE' }).click();
  const refereeForm = lastCard.getByRole('form', { name: 'Referee' });
  await refereeForm.getByLabel('Referee').selectOption({ label: referee.name });
  await refereeForm.getByRole('button', { name: 'SAVE REFEREE' }).click();
  await toast(console_, LEAGUE_MESSAGES.updated);

  // Both captains set their shirt numbers on the league page's roster tab.
  await setShirtNumber(home, leagueId, '9');
  await setShirtNumber(away, leagueId, '23');

  // The game is played: both captains report the same score, the better-placed team winning 2–1.
  const homeWins = rank(home.id) < rank(away.id);
  const [homeGoals, awayGoals]: [number, number] = homeWins ? [2, 1] : [1, 2];
  await saveReport(home.captain, last.id, home.name, away.name, [homeGoals, awayGoals]);
  await saveReport(away.captain, last.id, away.name, home.name, [awayGoals, homeGoals]);
  // A worker confirms it: the game's page says who referees it and the agreed score stands.
  await expect
    .poll(
      async () => {
        const reply = await coordinator.context.request.get(
          `${appUrl}/api/league-common/event-page/${last.id}/event`,
        );
        const { event } = ((await reply.json()) as { data: { event: LeagueEventDto } }).data;
        return [
          event.scores.team1Score,
          event.scores.team2Score,
          event.scores.confirmedByOrganizer,
          event.referee?.memberId,
        ];
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toEqual([homeGoals, awayGoals, true, referee.id]);

  // The league page opens on its feed, which shows the confirmed result.
  const leaguePage = await home.captain.newPage();
  await leaguePage.goto(`${appUrl}/league/${leagueId}`);
  const result = leaguePage
    .getByRole('list', { name: 'League feed' })
    .getByRole('article', { name: 'Final score' })
    .filter({ hasText: home.name })
    .filter({ hasText: away.name });
  await expect
    .poll(
      async () => {
        if ((await result.count()) === 0) await leaguePage.reload();
        return result.count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
  expect((await result.textContent())?.replace(/\s+/g, ' ')).toContain(`${homeGoals} – ${awayGoals}`);

  // The regular season is over: the coordinator seeds the top four.
  await console_.reload();
  const playoffs = console_.getByRole('region', { name: 'Playoffs' });
  await playoffs.getByText('The regular season is over').waitFor();
  await playoffs.getByLabel('Teams in the playoffs').selectOption({ label: 'Top 4' });
  await playoffs.getByRole('button', { name: 'SEED PLAYOFFS' }).click();
  await toast(console_, PLAYOFF_MESSAGES.seeded);
  await playoffs
    .getByRole('list', { name: 'Playoff bracket' })
    .getByRole('heading', { name: 'Semi-final' })
    .waitFor();

  // The semi-finals (1 v 4, 2 v 3) go to the top two seeds; a worker makes the final, which seed 2 wins.
  const [first, second, third, fourth] = teams as [SeasonTeam, SeasonTeam, SeasonTeam, SeasonTeam];
  await scoreFromConsole(console_, 'Semi-final', first.name, fourth.name, [3, 0]);
  await scoreFromConsole(console_, 'Semi-final', second.name, third.name, [2, 1]);
  await expect
    .poll(async () => (await bracketOf(console_, leagueId)).rounds[1]?.matches[0]?.gameId ?? null, {
      timeout: 30_000,
    })
    .not.toBeNull();
  await console_.reload();
  await scoreFromConsole(console_, 'Final', first.name, second.name, [0, 1]);
  await expect
    .poll(async () => (await bracketOf(console_, leagueId)).champion?.name, { timeout: 30_000 })
    .toBe(second.name);

  // The league page's PLAYOFFS tab names the champion.
  await leaguePage.getByRole('tab', { name: 'PLAYOFFS' }).click();
  const champion = leaguePage.getByRole('status').filter({ hasText: 'Champion' });
  await expect
    .poll(
      async () => {
        if ((await champion.getByText(second.name).count()) === 0) await leaguePage.reload();
        return champion.getByText(second.name).count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
  // The final's two sides: seed, team and goals, the winner marked as through.
  const final = leaguePage
    .getByRole('list', { name: 'Playoff bracket' })
    .getByRole('listitem')
    .filter({ has: leaguePage.getByRole('heading', { name: 'Final', exact: true }) });
  expect(
    await final
      .locator('p')
      .filter({ hasText: /Anchors|Bisons/ })
      .allTextContents(),
  ).toEqual([`1${first.name}0`, `2${second.name}1 (through)`]);
  if (SHOTS) await leaguePage.screenshot({ path: `${SHOTS}/season-bracket-${label}.png`, fullPage: true });
}

describe('a league season in the browser', () => {
  it(
    'at 375 px: referee assigned, shirt numbers set, the last game reported and confirmed, on the feed; the top 4 seeded and the bracket played to a champion',
    () => journey(phone, '375'),
    JOURNEY_TIMEOUT,
  );
  it('the same at 1280 px', () => journey(desktop, '1280'), JOURNEY_TIMEOUT);
});
