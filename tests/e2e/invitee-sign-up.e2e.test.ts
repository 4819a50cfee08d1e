import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  type Member,
  mailDir,
  password,
  phone,
  toast,
  uniqueEmail,
  uniqueName,
} from '../support/e2e-members.ts';
import { linkIn, mailsSoFar, waitForMail } from '../support/mail-files.ts';

// Issue 15, "The invitee's sign-up is confusing": an invite link → create account (the location asked
// in the form itself) → "Check your inbox" → verify → joined, with no COMPLETE REGISTRATION step; and a
// member whose profile does lack something is told so once, not by a banner and a toast over the fields.

const { member: player, newContext, shotsOnFailure } = browserMembers();

/** A team with its captain, and a shareable invite link to it (POST /api/invite). */
async function teamWithInviteLink(captain: Member): Promise<{ teamId: string; teamName: string; url: URL }> {
  const teamName = uniqueName('Zilker Zebras');
  const teamId = await createTeam(captain, teamName);
  const reply = await captain.context.request.post(`${appUrl}/api/invite`, {
    headers: { invite_type: 'member' },
    data: { teamId, type: 'as_roster' },
  });
  expect(reply.status()).toBe(201);
  return { teamId, teamName, url: new URL(((await reply.json()) as { data: { url: string } }).data.url) };
}

/** Every path the page was on, in order, SPA navigations included. */
function pathsVisited(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

describe('an invitee’s sign-up', () => {
  for (const [label, viewport] of [
    ['375', phone],
    ['1280', desktop],
  ] as const) {
    it(`signs up from the invite link with the location in the form, checks the inbox, verifies and joins (${label} px)`, async () => {
      shotsOnFailure(`invitee-sign-up-${label}`);
      const captain = await player('Priya', 'Raman', viewport);
      const { teamId, teamName, url } = await teamWithInviteLink(captain);
      const email = uniqueEmail('ines');

      const page = await (await newContext(viewport)).newPage();
      const visited = pathsVisited(page);
      await page.goto(url.href);
      await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
      await page
        .getByRole('region', { name: 'Invitation' })
        .getByRole('link', { name: 'CREATE ACCOUNT' })
        .click();

      // The form says what the account is for, and asks for everything a complete profile needs.
      const signUp = page.getByRole('form', { name: 'Create account' });
      await page.getByText(`You’re invited to join ${teamName} by Priya Raman.`, { exact: false }).waitFor();
      await signUp.getByLabel('First name').fill('Ines');
      await signUp.getByLabel('Last name').fill('Duarte');
      await signUp.getByLabel('Email').fill(email);
      await signUp.getByLabel('Phone number').fill('5551234567');
      await signUp.getByLabel('Zip code').fill('78701');
      await signUp.getByLabel('Birthday').fill('1991-06-02');
      await signUp.getByLabel('Gender').selectOption({ label: 'Female' });
      await signUp.getByLabel('Password', { exact: true }).fill(password);
      await signUp.getByLabel('Confirm password').fill(password);
      await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      await signUp.getByText('Location is required').waitFor();
      await expect.poll(() => page.locator(':focus').getAttribute('name')).toBe('location');
      await signUp.getByLabel('Location').fill('Austin, TX');
      await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

      // "Check your inbox": the address, what happens next (the team it joins), a new link on request.
      await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByText(email).isVisible()).toBe(true);
      const next = main.getByRole('region', { name: 'What happens next' });
      expect(
        await next.getByText('Open the email and follow its link to verify your address.').isVisible(),
      ).toBe(true);
      expect(await next.getByText(teamName).isVisible()).toBe(true);
      const first = await waitForMail(mailDir, email, { subject: /verify/i });
      await main.getByRole('button', { name: 'SEND A NEW LINK' }).click();
      await main.getByText('We sent a new verification link to your email address.').waitFor();
      const verification = await waitForMail(mailDir, email, { subject: /verify/i, after: [first] });
      // The step stays until the member moves on: the invite waits, nothing navigates away.
      expect(new URL(page.url()).pathname).toBe('/create-account');

      // Verify from the newest mail, then continue: the invite is applied and the team page opens.
      await page.goto(linkIn(verification, '/verify').href);
      await page.getByRole('heading', { name: 'Your email address is verified.' }).waitFor();
      await main.getByRole('link', { name: 'CONTINUE' }).click();
      await toast(page, `Congrats! You were added to ${teamName} team by Priya Raman`);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/team/${teamId}`);
      await page
        .getByRole('list', { name: `${teamName} roster` })
        .getByText('Ines Duarte')
        .waitFor();
      // The account was complete from the start: no COMPLETE REGISTRATION on the way.
      expect(visited).not.toContain('/settings/general');
      expect(await mailsSoFar(mailDir, email)).toHaveLength(2);
    });

    it(`tells a member with an incomplete profile once, without a toast over the fields (${label} px)`, async () => {
      shotsOnFailure(`invitee-incomplete-${label}`);
      const captain = await player('Carla', 'Mendes', viewport);
      const { teamId, teamName, url } = await teamWithInviteLink(captain);

      // An account made by a client that left the location out (the API allows it).
      const context = await newContext(viewport);
      const email = uniqueEmail('omar');
      const registered = await context.request.post(`${appUrl}/api/auth/register`, {
        data: {
          firstName: 'Omar',
          lastName: 'Haddad',
          email,
          phone: '(512) 555-0199',
          zipCode: '78702',
          birthday: '1988-09-30',
          gender: 'MALE',
          password,
          confirmPassword: password,
        },
      });
      expect(registered.status()).toBe(201);
      await context.clearCookies();

      const page = await context.newPage();
      await page.goto(url.href);
      await page.getByRole('region', { name: 'Invitation' }).getByRole('link', { name: 'LOG IN' }).click();
      const login = page.getByRole('form', { name: 'Log in' });
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password', { exact: true }).fill(password);
      await login.getByRole('button', { name: 'LOG IN' }).click();

      await page.getByRole('heading', { level: 1, name: 'Complete registration' }).waitFor();
      // Long enough for a toast to have appeared (and well short of its five seconds).
      await page.waitForTimeout(1_500);
      const notices = page.getByText('Please complete your profile to proceed', { exact: true });
      expect(await notices.count()).toBe(1);

      const form = page.getByRole('form', { name: 'Complete registration' });
      await form.getByLabel('Location').fill('Austin, TX');
      await form.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
      await toast(page, `Congrats! You were added to ${teamName} team by Carla Mendes`);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/team/${teamId}`);
    });
  }
});
