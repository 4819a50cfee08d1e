import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  GAME_DAYS,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueEventDto,
  type LeagueScheduleDto,
  PLAYOFF_MESSAGES,
  type PlayoffBracketDto,
} from '../../src/contracts/leagues/index.ts';
import { LEAGUE_EVENT_MESSAGES } from '../../src/contracts/leagues/league-event.ts';
import { appUrl, createTeam, type Member, toast } from './e2e-members.ts';

// What the league browser journeys share: a season played through the API, a captain's report from the
// game's page, the organizer's final score from the console's schedule, and the bracket the API answers.

const DAY = 86_400_000;

export interface SeasonTeam {
  id: string;
  name: string;
  captain: Member;
}

/**
 * A published 7x7 league of these teams made through the console's API by `coordinator`: two games a
 * game day (7 and 8 pm in Austin) from `startDaysAgo` days ago. Every game but the last `unplayed` by
 * kick-off is scored 1–0 to the team earlier in `teams`, so the table is their order.
 */
export async function playedSeason(
  coordinator: Member,
  teams: Array<{ name: string; captain: Member }>,
  options: { name: string; startDaysAgo: number; unplayed?: number },
): Promise<{ leagueId: string; teams: SeasonTeam[]; unplayed: LeagueEventDto[] }> {
  const request = coordinator.context.request;
  const start = new Date(Date.now() - options.startDaysAgo * DAY).toISOString().slice(0, 10);
  const created = await request.post(`${appUrl}/api/league`, {
    data: {
      name: options.name,
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
  const registered: SeasonTeam[] = [];
  for (const { name, captain } of teams) {
    const id = await createTeam(captain, name);
    registered.push({ id, name, captain });
    expect(
      (await request.post(`${appUrl}/api/league/${leagueId}/teams`, { data: { teamId: id } })).status(),
    ).toBe(201);
  }
  const scheduled = await request.post(`${appUrl}/api/league/${leagueId}/schedule`, { data: {} });
  expect(scheduled.status()).toBe(201);
  const { games } = ((await scheduled.json()) as { data: LeagueScheduleDto }).data;
  expect((await request.post(`${appUrl}/api/league/${leagueId}/publish`, { data: {} })).status()).toBe(200);
  const byKickOff = [...games].sort((a, b) => a.dateAndTime.localeCompare(b.dateAndTime));
  const played = byKickOff.length - (options.unplayed ?? 0);
  const rank = (teamId: string) => registered.findIndex((team) => team.id === teamId);
  for (const game of byKickOff.slice(0, played)) {
    const homeWins = rank(game.homeTeam.id) < rank(game.awayTeam.id);
    const scored = await request.put(`${appUrl}/api/league/event/${game.id}/final-score`, {
      data: { homeScore: homeWins ? 1 : 0, awayScore: homeWins ? 0 : 1 },
    });
    expect(scored.status()).toBe(200);
  }
  return { leagueId, teams: registered, unplayed: byKickOff.slice(played) };
}

/** A captain's post-game report from the game's page: `score` is [own team's goals, the opponent's]. */
export async function saveReport(
  captain: Member,
  gameId: string,
  own: string,
  opponent: string,
  score: [number, number],
): Promise<void> {
  const page = await captain.newPage();
  await page.goto(`${appUrl}/league-event/${gameId}`);
  const form = page.getByRole('form', { name: 'Post-game report' });
  await form.getByLabel(`${own} (your team)`).fill(String(score[0]));
  await form.getByLabel(opponent, { exact: true }).fill(String(score[1]));
  await form.getByRole('button', { name: 'SAVE REPORT' }).click();
  await toast(page, LEAGUE_EVENT_MESSAGES.reportSaved);
}

/** The organizer's final score of a game from the console's schedule, with a shoot-out winner when level. */
export async function scoreFromConsole(
  page: Page,
  round: string,
  home: string,
  away: string,
  score: [number, number],
  shootout?: string,
): Promise<void> {
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

/** The league's bracket as the API answers it to whoever the page is signed in as. */
export const bracketOf = async (page: Page, leagueId: string): Promise<PlayoffBracketDto> =>
  (
    (await (await page.request.get(`${appUrl}/api/league-common/${leagueId}/playoffs`)).json()) as {
      data: PlayoffBracketDto;
    }
  ).data;
