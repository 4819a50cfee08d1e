import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_DAY_LABELS, GAME_DAYS } from '../../src/contracts/leagues/league.ts';
import {
  SUB_ALERT_MESSAGES,
  SUB_ALERT_UNSUBSCRIBE_PAGE_PATH,
} from '../../src/contracts/marketplace/sub-alerts.ts';
import {
  appUrl,
  browserMembers,
  createEvent,
  createTeam,
  daysFromNow,
  desktop,
  mailDir,
  phone,
  toast,
  uniqueName,
  type Viewport,
  type WallTime,
} from '../support/e2e-members.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

// Sub alerts (issue 20) in the browser at 375 and 1280 px: a player opts in on the marketplace's Subs
// tab (a city, the game's day, a position); a captain posts "subs needed" from a team event; the
// player's open Subs tab shows the request without a reload, the bell's badge lights up live with the
// alert, and the alert e-mail arrives; from the e-mail the player opens the Subs tab and taps I CAN
// PLAY; the captain accepts; the game is in the player's schedule and calendar feed; the e-mail's
// Unsubscribe link, opened signed out, turns the alert's e-mails off. Screenshots go to SHOTS.

const { member, newContext, shotsOnFailure } = browserMembers();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots/marketplace-sub-alerts';
const live = { timeout: 20_000 };

/** The game's weekday as the alert's days name it (the wall date is the game's own zone's). */
const weekdayOf = (when: WallTime) =>
  GAME_DAYS[(new Date(Date.UTC(when.year, when.month - 1, when.date)).getUTCDay() + 6) % 7]!;

describe('sub alerts in the browser', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  for (const viewport of [phone, desktop] as Viewport[]) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}_${viewport.width}.png`, fullPage: true });

    it(`at ${viewport.width} px: an opted-in player gets the alert live and by e-mail, offers, is accepted and has the game`, async () => {
      shotsOnFailure(`sub-alerts-${viewport.width}`);
      const captain = await member('Cleo', `Captain${viewport.width}`, viewport);
      const player = await member('Remy', `Ringer${viewport.width}`, viewport);
      const teamId = await createTeam(captain, uniqueName('Alert Senders'));
      const title = uniqueName('Alerted game');
      const when = daysFromNow(6);
      const eventId = await createEvent(captain, teamId, title, when);
      const day = GAME_DAY_LABELS[weekdayOf(when)];

      // The player opts in on the Subs tab: the first city, the game's day, defender.
      const market = player.page;
      await market.goto(`${appUrl}/marketplace?tab=subs`);
      await market.getByText('Sub alerts', { exact: true }).click();
      const panel = market.getByRole('form', { name: 'Sub alerts' });
      await panel.waitFor();
      await shot(market, 'panel-off');
      await panel.getByLabel('City').selectOption({ index: 1 });
      const city = await panel.getByLabel('City').inputValue();
      await panel.getByLabel(day).check();
      await panel.getByLabel('Defender').check();
      await panel.getByRole('button', { name: 'TURN ON SUB ALERTS' }).click();
      await toast(market, SUB_ALERT_MESSAGES.saved);
      await market.getByText(new RegExp(`^On: .* · ${day.slice(0, 3)} · Defender · e-mail too$`)).waitFor();
      await panel.getByRole('button', { name: 'TURN OFF' }).waitFor();
      await shot(market, 'panel-on');
      // The player keeps the city's Subs list open, and their schedule (the marketplace has no header,
      // so no bell: the schedule's header has it).
      await market.goto(`${appUrl}/marketplace?city=${city}&tab=subs`);
      await market.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
      const home = await player.newPage();
      await home.goto(`${appUrl}/events`);
      await home.getByRole('button', { name: 'Notifications' }).waitFor(live);

      // The captain posts from the event page, in the same city.
      const event = await captain.newPage();
      await event.goto(`${appUrl}/team-event/${eventId}`);
      const form = event.getByRole('form', { name: 'Subs needed' });
      await form.waitFor(live);
      await form.getByLabel('List in city').selectOption(city);
      await form.getByLabel('Defender').check();
      await form.getByRole('button', { name: 'POST SUBS NEEDED' }).click();
      await toast(event, 'Your sub request is listed.');

      // Without a reload: the request is in the player's list and the bell's badge is lit.
      await market.getByRole('article', { name: new RegExp(title) }).waitFor(live);
      await shot(market, 'subs-live');
      await home.getByTestId('notification-badge').filter({ hasText: '1' }).waitFor(live);
      await home.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
      const bell = home.getByRole('region', { name: 'Notifications' });
      const alert = bell.getByRole('button', { name: new RegExp(title) });
      await alert.waitFor();
      await shot(home, 'bell');
      await alert.click();
      await home.waitForURL(new RegExp(`/marketplace\\?tab=subs&city=${city}$`));
      await home.getByRole('article', { name: new RegExp(title) }).waitFor(live);

      // The alert e-mail: plain text naming the game, a link to the Subs tab, opened in a new page.
      const mail = await waitForMail(mailDir, player.email, {
        subject: new RegExp(title),
        timeoutMs: 30_000,
      });
      expect(mail.text).toContain(title);
      const link = linkIn(mail, '/marketplace');
      const opened = await player.newPage();
      await opened.goto(link.toString());
      const mailed = opened.getByRole('article', { name: new RegExp(title) });
      await mailed.waitFor(live);
      await mailed.getByText(/1 sub needed · Defender/).waitFor();
      await mailed.getByRole('button', { name: 'I CAN PLAY' }).click();
      await toast(opened, 'The captain has your offer.');
      await mailed.getByText('You offered to play. The captain will answer.').waitFor();

      // The captain accepts: the request is filled and leaves the player's open list without a reload.
      await event.reload();
      const offers = event.getByRole('list', { name: 'Offers' });
      await offers.getByText(player.name).waitFor(live);
      await offers.getByRole('button', { name: 'ACCEPT' }).click();
      await toast(event, 'The player is on the roster as a sub.');
      await mailed.waitFor({ state: 'detached', ...live });
      await shot(opened, 'filled');

      // The game is in the player's schedule and calendar feed.
      await expect
        .poll(async () => {
          await opened.goto(`${appUrl}/events`);
          const upcoming = opened.getByRole('list', { name: 'Upcoming games' });
          await upcoming.waitFor(live).catch(() => undefined);
          return upcoming.getByText(title).count();
        }, live)
        .toBeGreaterThan(0);
      const calendar = await player.context.request.get(`${appUrl}/api/member/calendar`);
      const { url } = ((await calendar.json()) as { data: { url: string } }).data;
      await expect
        .poll(async () => {
          // Long lines of the feed are folded (RFC 5545): unfold before reading.
          const feed = await (await player.context.request.get(url)).text();
          return feed.replace(/\r?\n[ \t]/g, '').includes(title);
        }, live)
        .toBe(true);

      // The e-mail's Unsubscribe link, opened signed out: it asks first, then turns the e-mails off.
      const unsubscribe = await (await newContext(viewport)).newPage();
      await unsubscribe.goto(linkIn(mail, SUB_ALERT_UNSUBSCRIBE_PAGE_PATH).toString());
      await unsubscribe.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
      await unsubscribe.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      await unsubscribe.getByText(SUB_ALERT_MESSAGES.unsubscribed).waitFor();
      await shot(unsubscribe, 'unsubscribed');
    }, 150_000);
  }
});
