import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createEvent,
  createTeam,
  daysFromNow,
  desktop,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';

// Subs (issue 20) in the browser at 375 and 1280 px: a captain posts "subs needed" from the event page,
// a player finds it in the marketplace's Subs tab and taps I CAN PLAY, the captain accepts the offer on
// the event page, and the player sees the game in their schedule. Once the game has started, the captain
// marks the sub played and sees their reliability. Screenshots go to SHOTS.

const { member, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/marketplace-subs';
const navigation = { timeout: 20_000 };

/** The game kicked off an hour ago (the event and its sub request's copy): time passes outside the app. */
async function kickOff(eventId: string) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const startsAt = new Date(Date.now() - 3_600_000);
    await client.query('update team_event set starts_at = $2 where id = $1', [eventId, startsAt]);
    await client.query('update sub_request set starts_at = $2 where event_id = $1', [eventId, startsAt]);
  } finally {
    await client.end();
  }
}

describe('subs in the browser', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  for (const viewport of [phone, desktop] as Viewport[]) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

    it(`at ${viewport.width} px: a captain posts subs needed, a player offers, is accepted and sees the game`, async () => {
      shotsOnFailure(`subs-${viewport.width}`);
      const captain = await member('Cara', `Captain${viewport.width}`, viewport);
      const player = await member('Sid', `Sub${viewport.width}`, viewport);
      const teamId = await createTeam(captain, uniqueName('Sub Seekers'));
      const title = uniqueName('Subs game');
      const eventId = await createEvent(captain, teamId, title, daysFromNow(5));

      // The captain posts from the event page.
      const page = await captain.newPage();
      await page.goto(`${appUrl}/team-event/${eventId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const form = page.getByRole('form', { name: 'Subs needed' });
      await form.waitFor();
      await form.getByLabel('List in city').selectOption({ index: 1 });
      const city = await form.getByLabel('List in city').inputValue();
      await form.getByLabel('Defender').check();
      await form.getByLabel('Share of the fee (USD, optional)').fill('8');
      await form.getByLabel('Note (optional)').fill('Friendly game, bring a dark shirt.');
      await shot(page, 'event-form');
      await form.getByRole('button', { name: 'POST SUBS NEEDED' }).click();
      await toast(page, 'Your sub request is listed.');
      await page.getByText('No offers yet.').waitFor();

      // The player finds it in the Subs tab, filtered by city and position in the address.
      const market = await player.newPage();
      await market.goto(`${appUrl}/marketplace?city=${city}&position=defender&tab=subs`);
      const card = market.getByRole('article', { name: new RegExp(title) });
      await card.waitFor(navigation);
      await card.getByText(/1 sub needed · Defender/).waitFor();
      await card.getByText(/Fee share \$8/).waitFor();
      // Subs are posted from an event, so the tab offers no NEW POST.
      expect(await market.getByRole('button', { name: 'NEW POST' }).count()).toBe(0);
      await shot(market, 'subs-list');
      await card.getByLabel('Note for the captain (optional)').fill('Centre-back, can play left');
      await card.getByRole('button', { name: 'I CAN PLAY' }).click();
      await toast(market, 'The captain has your offer.');
      await card.getByText('You offered to play. The captain will answer.').waitFor();

      // The captain accepts on the event page.
      await page.reload();
      const offers = page.getByRole('list', { name: 'Offers' });
      await offers.getByText(`${player.firstName} ${player.lastName}`).waitFor(navigation);
      // The player's note and reliability (a new player: no games yet).
      await offers.getByText('“Centre-back, can play left”').waitFor();
      await offers.getByText('New: no games yet').waitFor();
      await shot(page, 'event-offers');
      await offers.getByRole('button', { name: 'ACCEPT' }).click();
      await toast(page, 'The player is on the roster as a sub.');
      await page.getByText('Your last sub request is filled.').waitFor(navigation);

      // The player sees the game in their schedule (the events module adds them through the outbox).
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

      // After kickoff the captain marks the sub played on the event page; the reliability follows.
      await kickOff(eventId);
      await page.reload();
      const attendance = page.getByRole('list', { name: 'Subs to mark' });
      await attendance.waitFor(navigation);
      const played = attendance
        .getByRole('group', { name: `Did ${player.firstName} ${player.lastName} play?` })
        .getByRole('button', { name: 'PLAYED' });
      await played.click();
      await toast(page, 'Marked as played.');
      await attendance.getByText('Reliable: 100% · 1 game, 0 no-shows').waitFor(navigation);
      expect(await played.getAttribute('aria-pressed')).toBe('true');
      await shot(page, 'event-attendance');
    }, 120_000);
  }
});
