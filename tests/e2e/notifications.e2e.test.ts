import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createEvent,
  createTeam,
  daysFromNow,
  desktop,
  joinTeam,
  phone,
} from '../support/e2e-members.ts';

// Where the bell's screenshots go (NOTIFICATION_SHOTS=dir), for a person to look at.
const shots = process.env.NOTIFICATION_SHOTS;

const { member: player } = browserMembers();

const badge = (page: Page) => page.getByTestId('notification-badge');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

const pad = (value: number) => String(value).padStart(2, '0');

describe('notification bell', () => {
  it('lights up live when a teammate comments on a game; a click marks it read and opens the game', async () => {
    const captain = await player('Maya', 'Ortiz');
    const teammate = await player('Luis', 'Hernandez', desktop);
    const teamId = await createTeam(captain, 'Bell Ringers');
    await joinTeam(captain, teamId, teammate);
    const eventId = await createEvent(captain, teamId, 'vs Live FC', daysFromNow(10));

    const page = await teammate.newPage();
    await page.goto(`${appUrl}/team/${teamId}`);
    // The new game reaches the bell (through the workers) and is cleared, so the comment is the only news.
    await badge(page).waitFor({ timeout: 20_000 });
    await bell(page).click();
    await page.getByText('Maya Ortiz scheduled vs Live FC for Bell Ringers. Are you in?').waitFor();
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await badge(page).waitFor({ state: 'detached' });
    await bell(page).click();

    const commented = await captain.context.request.post(`${appUrl}/api/event/${eventId}/comments`, {
      data: { content: 'Bring both kits' },
    });
    expect(commented.status()).toBe(201);
    await expect.poll(() => badge(page).textContent(), { timeout: 20_000 }).toBe('1');

    await bell(page).click();
    const item = page.getByText('Maya Ortiz commented on vs Live FC: "Bring both kits"');
    await item.waitFor();
    if (shots) await page.screenshot({ path: `${shots}/bell-1280.png` });
    await item.click();
    await page.waitForURL(`${appUrl}/team-event/${eventId}`);
    await badge(page).waitFor({ state: 'detached' });

    if (shots) {
      const small = await teammate.context.newPage();
      await small.setViewportSize(phone);
      await small.goto(`${appUrl}/team/${teamId}`);
      await bell(small).click();
      await small.getByText('Maya Ortiz commented on vs Live FC: "Bring both kits"').waitFor();
      await small.screenshot({ path: `${shots}/bell-375.png` });
    }
  });

  it("shows a scheduled game's kickoff in the game's zone, with its abbreviation, as the event page does", async () => {
    const captain = await player('Ines', 'Duarte');
    const teammate = await player('Kofi', 'Mensah', desktop);
    const teamId = await createTeam(captain, 'Zone Keepers');
    await joinTeam(captain, teamId, teammate);
    // 6:30 pm in Chicago, read in a browser that lives in Athens (where it is already 2:30 the next morning).
    const when = daysFromNow(10);
    await createEvent(captain, teamId, 'vs Night Owls', when, 'US/Central');
    const page = await teammate.newPage();
    const devtools = await teammate.context.newCDPSession(page);
    await devtools.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Athens' });

    await page.goto(`${appUrl}/team/${teamId}`);
    await badge(page).waitFor({ timeout: 20_000 });
    await bell(page).click();
    const item = page.getByRole('button', { name: /Ines Duarte scheduled vs Night Owls for Zone Keepers/ });
    await item.waitFor();
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' })
      .formatToParts(new Date(Date.UTC(when.year, when.month - 1, when.date, 12)))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(await item.textContent()).toContain(
      `${pad(when.month)}.${pad(when.date)}.${pad(when.year % 100)} @ 6:30 PM ${zone}`,
    );
  });
});
