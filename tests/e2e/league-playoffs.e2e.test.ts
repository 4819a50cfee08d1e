import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  GAME_DAYS,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueScheduleDto,
  PLAYOFF_MESSAGES,
  type PlayoffBracketDto,
} from '../../src/contracts/leagues/index.ts';
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

const { member: player, shotsOnFailure } = browserMembers();
/** Signs members up, plays a season through the API and waits on workers: more than a minute when busy. */
const JOURNEY_TIMEOUT = 180_000;
const DAY = 86_400_000;
const shots = process.env.E2E_SHOTS;

/** A published league of four teams, two games a Tuesday from a month ago, every regular game played. */
async function finishedSeason(coordinator: Member, captain: Member, names: string[]) {
  const request = coordinator.context.request;
  const start = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
  const created = await request.post(`${appUrl}/api/league`, {
    data: {
      name: uniqueName('Playoff League'),
      workspaceId: 1,
      format: '7x7',
      seasonStart: start,
      seasonEnd: new Date(Date.parse(start) + 70 * DAY).toISOString().slice(0, 10),
      gameDay: GAME_DAYS[(new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7],
      venues: ['North field'],
      timeSlots: ['7:00 PM', '8:00 PM'],
    },
  });
  expect(created.status()).toBe(201);
  const leagueId = ((await created.json()) as { data: LeagueDto }).data.id;
  const teamIds: string[] = [];
  for (const name of names) {
    const teamId = await createTeam(captain, name);
    teamIds.push(teamId);
    expect(
      (await request.post(`${appUrl}/api/league/${leagueId}/teams`, { data: { teamId } })).status(),
    ).toBe(201);
  }
  const scheduled = await request.post(`${appUrl}/api/league/${leagueId}/schedule`, { data: {} });
  const { games } = ((await scheduled.json()) as { data: LeagueScheduleDto }).data;
  expect((await request.post(`${appUrl}/api/league/${leagueId}/publish`, { data: {} })).status()).toBe(200);
  // The team earlier in `names` wins every game 1–0: the final table is names' order.
  for (const game of games) {
    const homeWins = teamIds.indexOf(game.homeTeam.id) < teamIds.indexOf(game.awayTeam.id);
    const scored = await request.put(`${appUrl}/api/league/event/${game.id}/final-score`, {
      data: { homeScore: homeWins ? 1 : 0, awayScore: homeWins ? 0 : 1 },
    });
    expect(scored.status()).toBe(200);
  }
  return { leagueId, teamIds };
}

const bracketOf = async (page: Page, leagueId: string) =>
  (
    (await (await page.request.get(`${appUrl}/api/league-common/${leagueId}/playoffs`)).json()) as {
      data: PlayoffBracketDto;
    }
  ).data;

/** The organizer's final score of a playoff game from the console's schedule, with a shoot-out winner when level. */
async function scoreFromConsole(
  page: Page,
  round: string,
  home: string,
  away: string,
  score: [number, number],
  shootout?: string,
) {
  const schedule = page.getByRole('region', { name: 'Schedule' }).getByRole('region', { name: round });
  const card = schedule.getByRole('listitem').filter({ hasText: home }).filter({ hasText: away });
  await card.getByRole('button', { name: 'SCORE' }).click();
  const form = card.getByRole('form', { name: 'Final score' });
  await form.getByLabel(home, { exact: true }).fill(String(score[0]));
  await form.getByLabel(away, { exact: true }).fill(String(score[1]));
  if (shootout) {
    await form.getByRole('button', { name: 'SAVE SCORE' }).click();
    await card.getByText(PLAYOFF_MESSAGES.shootoutNeeded).waitFor();
    await form.getByLabel('Penalty shoot-out winner').selectOption({ label: shootout });
  }
  await form.getByRole('button', { name: 'SAVE SCORE' }).click();
  await toast(page, LEAGUE_MESSAGES.saved);
}

async function journey(viewport: Viewport, label: string) {
  shotsOnFailure(`league-playoffs-${label}`);
  const olivia = await player('Olivia', 'Bracket', viewport);
  await makeStaff(olivia.id, 'coordinator');
  const captain = await player('Cass', 'Captain');
  const names = ['Anchors', 'Bisons', 'Condors', 'Dingos', 'Eels'].map((name) => uniqueName(name));
  const [a, b, c, d] = names as [string, string, string, string, string];
  const { leagueId } = await finishedSeason(olivia, captain, names);

  // The season is over: the coordinator seeds the top four from the console.
  const page = await olivia.newPage();
  await page.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
  const card = page.getByRole('region', { name: 'Playoffs' });
  await card.getByText('The regular season is over').waitFor();
  if (shots) await card.screenshot({ path: `${shots}/playoffs-seed-${label}.png` });
  await card.getByLabel('Teams in the playoffs').selectOption({ label: 'Top 4' });
  await card.getByRole('button', { name: 'SEED PLAYOFFS' }).click();
  await toast(page, PLAYOFF_MESSAGES.seeded);
  const bracket = card.getByRole('list', { name: 'Playoff bracket' });
  await bracket.getByRole('heading', { name: 'Semi-final' }).waitFor();
  await bracket.getByText('Winner of Semi-final 1').waitFor();
  if (shots) await card.screenshot({ path: `${shots}/playoffs-console-${label}.png` });

  // Semi-finals: 1 v 4 is level and goes to penalties (4 wins them), 2 v 3 is won by 2.
  await scoreFromConsole(page, 'Semi-final', a, d, [1, 1], d);
  await scoreFromConsole(page, 'Semi-final', b, c, [2, 0]);
  // A worker sends both winners through and makes the final's game.
  await expect
    .poll(async () => (await bracketOf(page, leagueId)).rounds[1]?.matches[0]?.gameId ?? null, {
      timeout: 30_000,
    })
    .not.toBeNull();
  await page.reload();
  await scoreFromConsole(page, 'Final', d, b, [0, 2]);
  await expect
    .poll(async () => (await bracketOf(page, leagueId)).champion?.name, { timeout: 30_000 })
    .toBe(b);

  // The league page's PLAYOFFS tab: the champion, who went through on penalties, the final's score.
  const league = await olivia.newPage();
  await league.goto(`${appUrl}/league/${leagueId}?view=playoffs`);
  const champion = league.getByRole('status').filter({ hasText: 'Champion' });
  await champion.getByText(b).waitFor();
  await league.getByText(`${d} won on penalties`).waitFor();
  const final = league.getByRole('listitem').filter({ has: league.getByRole('heading', { name: 'Final' }) });
  await final.getByText(b).first().waitFor();
  if (shots) await league.screenshot({ path: `${shots}/playoffs-league-${label}.png`, fullPage: true });

  // The schedule lists the knockout games under their round's name.
  await league.getByRole('tab', { name: 'SCHEDULE' }).click();
  await league.getByRole('region', { name: 'Semi-final' }).waitFor();
  await league.getByRole('region', { name: 'Final' }).getByText(d, { exact: true }).first().waitFor();
}

describe('playoffs in the browser', () => {
  it(
    'on a phone: the season ends, the coordinator seeds the top 4, scores are confirmed and the bracket plays out to a champion',
    () => journey(phone, 'phone'),
    JOURNEY_TIMEOUT,
  );
  it(
    'on a desktop: the same journey, the bracket side by side',
    () => journey(desktop, 'desktop'),
    JOURNEY_TIMEOUT,
  );
});
