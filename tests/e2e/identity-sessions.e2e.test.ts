import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { linkIn, mailsSoFar, waitForMail } from '../support/mail-files.ts';

// Browsed at the PUBLIC_URL origin (localhost), as the mailed links are.
const appUrl = `http://localhost:${inject('port')}`;
const mailDir = inject('mailDir');
const PASSWORD = 'Kickoff#2024';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(
  viewport = { width: 375, height: 812 },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return { page: await context.newPage(), context };
}

/**
 * A member with a complete profile, made through the API as a non-browser client would: sign up
 * with the tokens in the body, then a partial profile update with the location sign-up lacks.
 */
async function memberWithProfile(label: string): Promise<string> {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const registered = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' },
    body: JSON.stringify({
      firstName: 'Rosa',
      lastName: 'Parks',
      email,
      phone: '(555) 123-4567',
      zipCode: '10001',
      birthday: '1990-04-12',
      gender: 'FEMALE',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  expect(registered.status).toBe(201);
  const { data } = (await registered.json()) as { data: { accessToken: string } };
  const saved = await fetch(`${appUrl}/api/member`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
    body: JSON.stringify({ location: 'Brooklyn, NY' }),
  });
  expect(saved.status).toBe(200);
  return email;
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${appUrl}/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('button', { name: 'MY PROFILE' }).waitFor();
}

const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'pf_refresh');

describe('the session in the browser', () => {
  it('leaves no refresh token a script can read, and refreshes and logs out from the cookie', async () => {
    const email = await memberWithProfile('cookie');
    const { page, context } = await newPage({ width: 1280, height: 800 });
    await logIn(page, email);

    const refresh = await refreshCookie(context);
    expect(refresh).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const cookies = await page.evaluate('document.cookie');
    expect(storage).not.toContain(refresh!.value);
    expect(storage).not.toMatch(/refresh/i);
    expect(cookies).not.toContain(refresh!.value);
    expect(cookies).not.toMatch(/pf_refresh|pf_access/);
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');

    // The access token expires: the app refreshes from the httpOnly refresh cookie alone.
    await context.addCookies([
      { name: 'pf_access', value: 'expired.access.token', url: appUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect.poll(async () => (await refreshCookie(context))?.value).not.toBe(refresh!.value);
    expect(new URL(page.url()).pathname).toBe('/settings');
    const rotated = await refreshCookie(context);
    expect(rotated?.value).toBeTruthy();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(rotated!.value);

    // Logging out ends the session on the server too: the refresh cookie no longer works.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const replay = await fetch(`${appUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pf_refresh=${rotated!.value}`, origin: appUrl },
      body: '{}',
    });
    expect(replay.status).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  async function askForChange(page: Page, newEmail: string) {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'Update email' }).click();
    const dialog = page.getByRole('dialog', { name: 'UPDATE EMAIL' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New email', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Confirm new email').fill(newEmail);
    await dialog.getByRole('button', { name: 'UPDATE EMAIL' }).click();
    await dialog.getByText('Follow it to finish changing your email.').waitFor();
    await dialog.getByRole('button', { name: 'DONE' }).click();
  }

  it('waits for the new address’s link, can be cancelled from the old one, and then changes for good', async () => {
    const oldEmail = await memberWithProfile('mover');
    const newEmail = oldEmail.replace('mover', 'moved');
    const { page } = await newPage({ width: 1280, height: 800 });
    await logIn(page, oldEmail);

    // First request: cancelled from the old address's mail, on another device.
    const oldBefore = await mailsSoFar(mailDir, oldEmail);
    await askForChange(page, newEmail);
    const cancelMail = await waitForMail(mailDir, oldEmail, {
      subject: /asked to change/i,
      after: oldBefore,
    });
    const confirmMail = await waitForMail(mailDir, newEmail, { subject: /Confirm your new/i });
    expect(cancelMail.text).toContain('CANCEL THIS CHANGE:');
    expect(confirmMail.text).toContain('CONFIRM NEW EMAIL:');

    const { page: phone } = await newPage();
    await phone.goto(linkIn(cancelMail, '/email-change/cancel').href);
    await phone.getByRole('heading', { name: 'The email change is cancelled' }).waitFor();
    expect(await phone.getByText(`Your account keeps ${oldEmail}.`, { exact: false }).isVisible()).toBe(true);
    await phone.getByRole('main').getByRole('link', { name: 'LOG IN' }).waitFor();
    await phone.goto(linkIn(confirmMail, '/email-change/confirm').href);
    await phone.getByRole('heading', { name: 'We could not change your email' }).waitFor();
    await phone.getByText('This email change was cancelled, so the link no longer works.').waitFor();

    // Second request: confirmed from the new address's mail, in the signed-in browser.
    const newBefore = await mailsSoFar(mailDir, newEmail);
    await askForChange(page, newEmail);
    const secondConfirm = await waitForMail(mailDir, newEmail, {
      subject: /Confirm your new/i,
      after: newBefore,
    });
    // Until the link is opened the account still has the old address.
    await page.goto(`${appUrl}/settings`);
    await page.getByText(oldEmail).first().waitFor();

    await page.goto(linkIn(secondConfirm, '/email-change/confirm').href);
    await page.getByRole('heading', { name: 'Your email address is changed' }).waitFor();
    await page.getByText(`From now on you sign in with ${newEmail}.`).waitFor();
    // Signed in: go on into the app, no LOG IN.
    expect(await page.getByRole('main').getByRole('link', { name: 'LOG IN' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'CONTINUE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await waitForMail(mailDir, oldEmail, { subject: /was changed/i });

    // Opened again: already used. The new address signs in; the old one no longer does.
    await phone.goto(linkIn(secondConfirm, '/email-change/confirm').href);
    await phone.getByText('This link was already used: your email address is already changed.').waitFor();
    const { page: fresh } = await newPage();
    await logIn(fresh, newEmail);
  });
});
