import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/composition/demo-data.ts';
import {
  appUrl,
  browserMembers,
  createPickupGroup,
  createTeam,
  desktop,
  password,
  phone,
  toast,
  uniqueEmail,
  uniqueName,
} from '../support/e2e-members.ts';
import { makeStaff, seedDemo } from '../support/e2e-staff.ts';

const { member: player, newContext, shotsOnFailure } = browserMembers();
const widths = [
  ['375', phone],
  ['1280', desktop],
] as const;

/** Signs in with the splash page's form (`/`) or the login page's (`/login`). */
async function logIn(page: Page, from: '/' | '/login', email: string, secret: string) {
  await page.goto(`${appUrl}${from}`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'LOG IN' }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Navigations wait on a sign-in and a page's code: allow for a busy machine. */
const navigation = { timeout: 20_000 };

describe('a signed-in member’s home', () => {
  beforeAll(seedDemo);

  for (const [label, viewport] of widths) {
    it(`welcomes a new member who completes registration with CREATE TEAM, CREATE PICKUP GROUP and FIND A LEAGUE (${label} px)`, async () => {
      shotsOnFailure(`home-new-${label}`);
      // Signed up (which signs in), but sign-up asks no location: registration is not complete yet.
      const context = await newContext(viewport);
      const registered = await context.request.post(`${appUrl}/api/auth/register`, {
        data: {
          firstName: 'Nina',
          lastName: 'Okoye',
          email: uniqueEmail('nina'),
          phone: '(512) 555-0177',
          zipCode: '78701',
          birthday: '1994-06-02',
          gender: 'FEMALE',
          password,
          confirmPassword: password,
        },
      });
      expect(registered.status()).toBe(201);
      await context.addInitScript(() => localStorage.setItem('authenticated', 'true'));
      const page = await context.newPage();
      await page.goto(`${appUrl}/settings/general`);
      const registration = page.getByRole('form', { name: 'Complete registration' });
      await registration.getByLabel('Location').fill('Austin, TX');
      await registration.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
      await toast(page, 'Successfully updated');

      // The home, not the marketing splash: the header, a greeting and the ways in.
      await expect.poll(() => pathOf(page), navigation).toBe('/');
      await page.getByRole('heading', { level: 1, name: 'Hi, Nina' }).waitFor();
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByText('Adult soccer, organized.').count()).toBe(0);
      const start = page.getByRole('region', { name: 'Get in the game' });
      await start.getByRole('button', { name: 'CREATE TEAM' }).click();
      await page
        .getByRole('dialog', { name: 'CREATE TEAM' })
        .getByRole('form', { name: 'Create team' })
        .waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await start.getByRole('button', { name: 'CREATE PICKUP GROUP' }).click();
      await page.getByRole('dialog', { name: 'CREATE PICKUP GROUP' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // FIND A LEAGUE opens the marketplace's leagues open for registration.
      await start.getByRole('link', { name: 'FIND A LEAGUE' }).click();
      await expect.poll(() => pathOf(page), navigation).toBe('/marketplace');
      await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    });

    it(`shows a demo captain their teams, pickup group and next games, soonest first (${label} px)`, async () => {
      shotsOnFailure(`home-captain-${label}`);
      const page = await (await newContext(viewport)).newPage();
      await logIn(page, '/login', 'maya.ortiz@example.com', DEMO_PASSWORD);
      // Spec §4: a member with a team signs in to the team's page; the brand leads home.
      await expect.poll(() => pathOf(page), navigation).toMatch(/^\/team\//);
      await page.getByRole('link', { name: 'Playfield home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hi, Maya' }).waitFor();

      const teams = page.getByRole('list', { name: 'Your teams' });
      await teams.getByRole('link', { name: /Austin Armadillos/ }).waitFor();
      expect(await teams.getByRole('link', { name: /Austin Armadillos/ }).textContent()).toContain('Captain');
      await page
        .getByRole('list', { name: 'Your pickup groups' })
        .getByRole('link', { name: /Zilker Sunday Pickup/ })
        .waitFor();

      const games = page.getByRole('list', { name: 'Next games' });
      await games.getByRole('link').first().waitFor();
      const cards = await games.getByRole('link').allTextContents();
      // At most five: her team's two games, the pickup game she holds a spot in, her team's last league game.
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeLessThanOrEqual(5);
      expect(cards.some((card) => card.includes('Team game') && card.includes('Austin Armadillos'))).toBe(
        true,
      );
      expect(cards.some((card) => card.includes('Pickup') && card.includes('Thursday night 7v7'))).toBe(true);
      expect(cards.some((card) => card.includes('League') && card.includes('Austin Rec 7x7'))).toBe(true);
      const kickoffs = await games
        .locator('time')
        .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
      expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
      expect(kickoffs[0]).toBeGreaterThan(Date.now());

      // Each game opens its own page; FULL SCHEDULE opens /events.
      await games.getByRole('link', { name: /Thursday night 7v7/ }).click();
      await expect.poll(() => pathOf(page), navigation).toMatch(/^\/pickup-event\/\d+$/);
      await page.goBack();
      await page.getByRole('link', { name: 'FULL SCHEDULE' }).click();
      await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    });

    it(`takes the demo coordinator to the organizer console when she signs in on the splash (${label} px)`, async () => {
      shotsOnFailure(`home-coordinator-${label}`);
      const page = await (await newContext(viewport)).newPage();
      await logIn(page, '/', 'olivia.grant@example.com', DEMO_PASSWORD);
      await expect.poll(() => pathOf(page), navigation).toBe('/organizer');
      await page.getByRole('heading', { level: 1, name: 'Organizer console' }).waitFor();
    });

    it(`puts ORGANIZER CONSOLE on top of the home of a coordinator who plays on a team (${label} px)`, async () => {
      shotsOnFailure(`home-staff-${label}`);
      const coordinator = await player('Rhea', 'Castillo', viewport);
      await makeStaff(coordinator.id, 'coordinator');
      await createTeam(coordinator, uniqueName('Castillo FC'));
      const { page } = coordinator;
      await page.goto(`${appUrl}/`);
      const consoleLink = page.getByRole('link', { name: 'ORGANIZER CONSOLE' });
      await consoleLink.waitFor();
      await page.getByRole('heading', { name: 'Next games' }).waitFor();
      const consoleTop = (await consoleLink.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const gamesTop = (await page.getByRole('heading', { name: 'Next games' }).boundingBox())?.y ?? 0;
      expect(consoleTop).toBeLessThan(gamesTop);
      await consoleLink.click();
      await page.getByRole('heading', { level: 1, name: 'Organizer console' }).waitFor();
    });
  }
});

describe('a used invite link', () => {
  for (const [label, viewport] of widths) {
    it(`joins the group once; a later full page load stays where it was opened (${label} px)`, async () => {
      shotsOnFailure(`invite-once-${label}`);
      const admin = await player('Inez', 'Duarte', viewport);
      const invitee = await player('Felix', 'Brandt', viewport);
      const groupName = uniqueName('Mueller Pickup');
      const groupId = await createPickupGroup(admin, groupName);
      const link = await admin.context.request.post(`${appUrl}/api/invite`, {
        headers: { invite_type: 'pickupGroup' },
        data: { pickupGroupId: groupId, type: 'as_pickupGrpMember' },
      });
      expect(link.status()).toBe(201);
      const { url } = ((await link.json()) as { data: { url: string } }).data;

      // The invitee follows the link, signed in: added once, on the group's page.
      const { page } = invitee;
      await page.goto(url);
      await toast(page, `Congrats! You were added to ${groupName} group by Inez Duarte`);
      await expect.poll(() => new URL(page.url()).search, navigation).toBe('');
      expect(new URL(page.url()).pathname).toBe(`/pickup-group/${groupId}`);
      // Spec §4: applied once, then reset.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('inviteToken')), navigation)
        .toBeNull();

      // Later, a page opened by its own link (a full page load) stays open.
      await page.goto(`${appUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/settings');
      expect(await page.getByText('You have already been added to the group').count()).toBe(0);
    });
  }
});
