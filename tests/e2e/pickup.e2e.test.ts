import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  desktop,
  type Member,
  phone,
  png,
  toast,
  uniqueName,
} from '../support/e2e-members.ts';

// Browsed at the PUBLIC_URL origin (localhost), where the checkout sends the browser back to.
const { member: player, shotsOnFailure } = browserMembers();

/** PICKUP_SHOTS=dir: the screens of the journey at 375 and 1280 px, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.PICKUP_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? phone;
  for (const [label, viewport] of [
    ['375', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

async function createGroup(admin: Member, name: string): Promise<string> {
  const group = await admin.context.request.post(`${appUrl}/api/pickup-group`, {
    multipart: {
      name,
      acronym: 'ZS',
      established: '2021',
      location: 'Austin, TX',
      timezone: 'US/Central',
      banner: { name: 'banner.png', mimeType: 'image/png', buffer: png },
      badge: { name: 'badge.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(group.status()).toBe(201);
  return ((await group.json()) as { data: { id: string } }).data.id;
}

async function join(member: Member, groupId: string) {
  expect((await member.context.request.post(`${appUrl}/api/pickup-group/${groupId}/join`)).ok()).toBe(true);
}

/** A week from now, as the date input takes it. */
function nextWeek(): { day: string; year: number; month: number; date: number } {
  const at = new Date(Date.now() + 7 * 86_400_000);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const date = at.getUTCDate();
  return {
    day: `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
    year,
    month,
    date,
  };
}

/** The page's own answer updates it; another browser hears it through the workers and the socket. */
const promptly = 3_000;
const live = 15_000;

/** LEAVE GAME, confirmed in its dialog. */
async function leaveGame(page: Page) {
  await page.getByRole('button', { name: 'LEAVE GAME' }).click();
  await page.getByRole('dialog', { name: 'LEAVE GAME' }).getByRole('button', { name: 'LEAVE GAME' }).click();
  await page.getByRole('dialog', { name: 'LEAVE GAME' }).waitFor({ state: 'detached' });
}

/** A free game a week from now, through the API; its id. */
async function createFreeGame(admin: Member, groupId: string, title: string, capacity: number) {
  const when = nextWeek();
  const created = await admin.context.request.post(`${appUrl}/api/pickup`, {
    data: {
      pickupGroupId: groupId,
      title,
      address: 'Mueller Lake Park',
      description: '',
      year: when.year,
      month: when.month,
      date: when.date,
      hours: 12,
      minutes: 0,
      capacity,
      price: { amountCents: 0, currency: 'USD' },
      refundCutoffHours: 24,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { event: { id: number } } }).data.event.id;
}

describe('pickup games in the browser', () => {
  it('an admin posts a paid game; a member pays through the test-mode checkout, the roster shows them, and drops them when they leave', async () => {
    shotsOnFailure('pickup-paid');
    const admin = await player('Alma', 'Reyes');
    const member = await player('Bea', 'Nakamura');
    const groupName = uniqueName('Zilker Sunday');
    const groupId = await createGroup(admin, groupName);
    await join(member, groupId);

    // The admin creates the game from the group page's games section.
    const { page } = admin;
    await page.goto(`${appUrl}/pickup-group/${groupId}`);
    await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
    await page.getByText('No upcoming games.').waitFor();
    await page.getByRole('button', { name: 'CREATE GAME' }).click();
    const form = page.getByRole('form', { name: 'Create game' });
    await form.getByRole('button', { name: 'CREATE GAME' }).click();
    await form.getByText('This field is required').first().waitFor();
    await form.getByLabel('Title').fill('Thursday night 7v7');
    await form.getByLabel('Date').fill(nextWeek().day);
    await form.getByLabel('Time').fill('19:30');
    await form.getByLabel('Address').fill('Zilker Park Field 3');
    await form.getByLabel('Spots').fill('14');
    await form.getByLabel('Price').selectOption('paid');
    await form.getByLabel('Amount').fill('8');
    await form.getByLabel('Description (optional)').fill('Bring a light and a dark shirt.');
    await form.getByRole('button', { name: 'CREATE GAME' }).click();
    await toast(page, 'Successfully created.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pickup-event\/\d+$/);
    const gamePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Thursday night 7v7' }).waitFor();
    await page.getByRole('button', { name: 'EDIT GAME' }).waitFor();
    await page.getByRole('list', { name: 'Game facts' }).getByText('$8').waitFor();

    // The member finds it on the group page, opens it and pays.
    const buyer = member.page;
    await buyer.goto(`${appUrl}/pickup-group/${groupId}`);
    const games = buyer.getByRole('list', { name: 'Upcoming games' });
    await games.getByText('14 of 14 spots left').waitFor();
    await shot(buyer, 'group-games');
    await games.getByRole('link', { name: /Thursday night 7v7/ }).click();
    await buyer.getByRole('heading', { level: 1, name: 'Thursday night 7v7' }).waitFor();
    await buyer.getByRole('button', { name: 'PAY $8' }).click();

    // The server's own TEST MODE checkout page (no Stripe key), outside the SPA.
    await buyer.getByText('TEST MODE').first().waitFor();
    await buyer.getByRole('button', { name: 'Pay $8 (test)' }).click();

    await expect.poll(() => new URL(buyer.url()).pathname).toBe(`${gamePath}/registration-complete`);
    expect(new URL(buyer.url()).searchParams.get('session_id')).toBeTruthy();
    await buyer.getByRole('heading', { level: 1, name: 'Registration complete' }).waitFor();
    await buyer.getByText("Payment received. You're in!").waitFor();
    await shot(buyer, 'registration-complete');
    await buyer.getByRole('link', { name: 'VIEW THE GAME' }).click();

    await buyer.getByText('You are registered for this game.').first().waitFor();
    const roster = buyer.getByRole('list', { name: 'Registered players' });
    await roster.getByText('Bea Nakamura').waitFor();
    await buyer.getByRole('button', { name: 'LEAVE GAME' }).waitFor();
    await shot(buyer, 'game-registered');

    // The admin's page shows the player too, with their actions.
    await page.reload();
    await page.getByRole('list', { name: 'Registered players' }).getByText('Bea Nakamura').waitFor();
    await page.getByRole('button', { name: 'Actions for Bea Nakamura' }).waitFor();
    await shot(page, 'game-admin');

    // She leaves (refunded): her roster row goes with the same answer that drops the count, and the
    // admin's open page follows live.
    await leaveGame(buyer);
    await roster.getByText('Bea Nakamura').waitFor({ state: 'detached', timeout: promptly });
    await buyer.getByText('No one has registered yet. Be the first!').waitFor({ timeout: promptly });
    await page.getByText('0 of 14 registered').waitFor({ timeout: live });
    await page.getByText('No one has registered yet. Be the first!').waitFor({ timeout: live });
  });

  it('a player who leaves a free game is off the roster at once, for them and for the admin watching', async () => {
    shotsOnFailure('pickup-leave');
    const admin = await player('Gia', 'Russo', desktop);
    const member = await player('Hana', 'Sato');
    const groupName = uniqueName('Mueller');
    const groupId = await createGroup(admin, groupName);
    const groupLink = () => member.page.getByRole('main').getByRole('link', { name: groupName, exact: true });
    await join(member, groupId);
    const gameId = await createFreeGame(admin, groupId, 'Lunchtime 5v5', 2);

    await admin.page.goto(`${appUrl}/pickup-event/${gameId}`);
    await admin.page.getByText('No one has registered yet. Be the first!').waitFor();

    // The member comes from the group page's games, registers, and is on the roster at once.
    const { page } = member;
    await page.goto(`${appUrl}/pickup-group/${groupId}`);
    const games = page.getByRole('list', { name: 'Upcoming games' });
    await games.getByText('2 of 2 spots left').waitFor();
    await games.getByRole('link', { name: /Lunchtime 5v5/ }).click();
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const roster = page.getByRole('list', { name: 'Registered players' });
    await roster.getByText('Hana Sato').waitFor({ timeout: promptly });
    await roster.getByText('(you)').waitFor();
    await admin.page
      .getByRole('list', { name: 'Registered players' })
      .getByText('Hana Sato')
      .waitFor({ timeout: live });
    // Back on the group page (no reload), the game counts her spot.
    await groupLink().click();
    await games.getByText('1 of 2 spots left').waitFor({ timeout: promptly });

    // She leaves: the count and her row go together; the admin's open page follows live.
    await games.getByRole('link', { name: /Lunchtime 5v5/ }).click();
    await leaveGame(page);
    await page.getByText('0 of 2 registered').waitFor({ timeout: promptly });
    await roster.getByText('(you)').waitFor({ state: 'detached', timeout: promptly });
    await page.getByText('No one has registered yet. Be the first!').waitFor({ timeout: promptly });
    await admin.page.getByText('0 of 2 registered').waitFor({ timeout: live });
    await admin.page.getByText('No one has registered yet. Be the first!').waitFor({ timeout: live });
    await groupLink().click();
    await games.getByText('2 of 2 spots left').waitFor({ timeout: promptly });
  });

  it('a full game sends the next member to the waitlist with the position shown', async () => {
    shotsOnFailure('pickup-waitlist');
    const admin = await player('Cleo', 'Banks');
    const first = await player('Dee', 'Olsen');
    const second = await player('Eve', 'Moreau');
    const groupId = await createGroup(admin, uniqueName('Barton Creek'));
    await join(first, groupId);
    await join(second, groupId);

    const when = nextWeek();
    const created = await admin.context.request.post(`${appUrl}/api/pickup`, {
      data: {
        pickupGroupId: groupId,
        title: 'Small-sided Saturday',
        address: 'Barton Creek Field 1',
        description: '',
        year: when.year,
        month: when.month,
        date: when.date,
        hours: 9,
        minutes: 0,
        capacity: 1,
        price: { amountCents: 0, currency: 'USD' },
        refundCutoffHours: 24,
      },
    });
    expect(created.status()).toBe(201);
    const gameId = ((await created.json()) as { data: { event: { id: number } } }).data.event.id;

    // The first member takes the only spot in the browser.
    await first.page.goto(`${appUrl}/pickup-event/${gameId}`);
    await first.page.getByRole('list', { name: 'Game facts' }).getByText('Free').waitFor();
    await first.page.getByRole('button', { name: 'REGISTER' }).click();
    await first.page.getByRole('button', { name: 'LEAVE GAME' }).waitFor();

    // The second finds it full and joins the waitlist.
    const { page } = second;
    await page.goto(`${appUrl}/pickup-event/${gameId}`);
    await page.getByText(/This game is full/).waitFor();
    expect(await page.getByRole('button', { name: 'REGISTER' }).count()).toBe(0);
    await page.getByRole('button', { name: 'JOIN WAITLIST' }).click();
    await page.getByRole('button', { name: 'LEAVE WAITLIST' }).waitFor();
    const spot = page.getByRole('region', { name: 'Your spot' });
    await expect.poll(() => spot.textContent()).toContain('You are number 1 on the waitlist.');
    await page.getByRole('list', { name: 'Waitlist' }).getByText('Eve Moreau').waitFor();
    await shot(page, 'game-full-waitlist');

    // When the first member leaves, the free spot goes to the second at once.
    await first.page.getByRole('button', { name: 'LEAVE GAME' }).click();
    await first.page
      .getByRole('dialog', { name: 'LEAVE GAME' })
      .getByRole('button', { name: 'LEAVE GAME' })
      .click();
    await first.page
      .getByRole('button', { name: 'REGISTER' })
      .or(first.page.getByRole('button', { name: 'JOIN WAITLIST' }))
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'LEAVE GAME' }).waitFor();
  });
});
