import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAME_DAYS, type LeagueDto, type LeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
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

// The league feed in the browser: a game's confirmed result is on the feed (the league page's default
// tab), the organizer posts with a picture, and a player's clap reaches the organizer's open page live.

const { member, shotsOnFailure } = browserMembers();
const JOURNEY_TIMEOUT = 150_000;
const SHOTS = process.env.FEED_SHOTS;

async function ok<T>(
  reply: { status(): number; json(): Promise<unknown>; text(): Promise<string> },
  status = 200,
) {
  if (reply.status() !== status) throw new Error(`answered ${reply.status()}: ${await reply.text()}`);
  return ((await reply.json()) as { data: T }).data;
}

/** A published league of the two teams whose first game (two days ago, 7 pm in Austin) ended 2–1. */
async function playedLeague(organizer: Member, teams: string[]) {
  const api = organizer.context.request;
  const first = new Date(Date.now() - 2 * 86_400_000);
  const league = await ok<LeagueDto>(
    await api.post(`${appUrl}/api/league`, {
      data: {
        name: uniqueName('Feed League'),
        workspaceId: 1,
        format: '7x7',
        seasonStart: first.toISOString().slice(0, 10),
        seasonEnd: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        gameDay: GAME_DAYS[(first.getUTCDay() + 6) % 7],
        venues: ['North field'],
        timeSlots: ['7:00 PM'],
      },
    }),
    201,
  );
  for (const teamId of teams)
    await ok(await api.post(`${appUrl}/api/league/${league.id}/teams`, { data: { teamId } }), 201);
  const { games } = await ok<LeagueScheduleDto>(
    await api.post(`${appUrl}/api/league/${league.id}/schedule`, { data: {} }),
    201,
  );
  await ok(await api.post(`${appUrl}/api/league/${league.id}/publish`));
  const game = [...games].sort((a, b) => a.dateAndTime.localeCompare(b.dateAndTime))[0]!;
  await ok(
    await api.put(`${appUrl}/api/league/event/${game.id}/final-score`, {
      data: { homeScore: 2, awayScore: 1 },
    }),
  );
  return league;
}

async function journey(viewport: Viewport, label: string) {
  shotsOnFailure(`league-feed-${label}`);
  const organizer = await member('Olivia', 'Grant', viewport);
  await makeStaff(organizer.id, 'coordinator');
  const captain = await member('Ana', 'Reyes', viewport);
  const player = await member('Pia', 'Lund', viewport);
  const home = await createTeam(captain, uniqueName('Otters'));
  await joinTeam(captain, home, player);
  const away = await createTeam(organizer, uniqueName('Herons'));
  const league = await playedLeague(organizer, [home, away]);

  // The organizer's league page opens on the feed, where the worker has put the confirmed result.
  const page = await organizer.newPage();
  await page.goto(`${appUrl}/league/${league.id}`);
  const feed = page.getByRole('list', { name: 'League feed' });
  const result = feed.getByRole('article', { name: 'Final score' });
  await expect
    .poll(
      async () => {
        if ((await result.count()) === 0) await page.reload();
        return result.count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
  expect(await result.textContent()).toContain('2 – 1');

  // A post with a kick-off picture.
  const form = page.getByRole('form', { name: 'Post to the feed' });
  await form.getByLabel('Post to the league').fill('Week 1 is in the books. See you Tuesday!');
  await form.getByLabel('Picture kind').selectOption('KICKOFF');
  const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#7b3fb5' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'kickoff.png', mimeType: 'image/png', buffer: picture });
  await form.getByRole('img', { name: 'Kick-off, ready to post' }).waitFor();
  await form.getByRole('button', { name: 'POST' }).click();
  await toast(page, 'Successfully posted.');
  const post = feed.getByRole('article', { name: 'Organizer' }).filter({ hasText: 'Week 1 is in the books' });
  await post.getByRole('img', { name: /^Kick-off: Week 1/ }).waitFor();
  expect(await post.getByRole('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(
    640,
  );

  // A player claps the post; the organizer's open page counts it without a reload.
  const playerPage = await player.newPage();
  await playerPage.goto(`${appUrl}/league/${league.id}`);
  const playerPost = playerPage
    .getByRole('article', { name: 'Organizer' })
    .filter({ hasText: 'Week 1 is in the books' });
  await playerPost.getByRole('button', { name: 'Clap (0 claps)' }).click();
  await playerPost.getByRole('button', { name: 'Unclap (1 clap)' }).waitFor();
  await post.getByRole('button', { name: 'Clap (1 clap)' }).waitFor();

  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/feed-organizer-${label}.png`, fullPage: true });
    await playerPage.screenshot({ path: `${SHOTS}/feed-player-${label}.png`, fullPage: true });
  }
}

describe('the league feed in the browser', () => {
  it(
    'shows a confirmed result; the organizer posts a picture; a player claps, live (375 px)',
    () => journey(phone, 'phone'),
    JOURNEY_TIMEOUT,
  );
  it('the same at 1280 px', () => journey(desktop, 'desktop'), JOURNEY_TIMEOUT);
});
