import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

// The app is browsed at its PUBLIC_URL origin (localhost), as the e-mailed links are: the server
// accepts cookie-authenticated writes only from its own origin.
const appUrl = `http://localhost:${inject('port')}`;
const mailDir = inject('mailDir');

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(viewport = { width: 375, height: 812 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

async function toast(page: Page, message: string) {
  await page.getByText(message, { exact: true }).first().waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
}

describe('a new player’s account', () => {
  it('signs up, follows the verification e-mail, signs in, edits the profile, changes the password, signs out and signs in with the new password', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const password = 'Kickoff#2024';
    const newPassword = 'Midfield$2025';

    // Sign up, on a phone.
    const page = await newPage();
    await page.goto(`${appUrl}/create-account`);
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    // Every rule speaks at once, in the spec's words, tied to its field.
    await expect.poll(() => signUp.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await signUp.getByText('First name is required').isVisible()).toBe(true);
    expect(await signUp.getByText('Please select a gender option').isVisible()).toBe(true);

    await signUp.getByLabel('First name').fill('Ada');
    await signUp.getByLabel('Last name').fill('Lovelace');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Phone number').fill('5551234567');
    expect(await signUp.getByLabel('Phone number').inputValue()).toBe('(555) 123-4567');
    await signUp.getByLabel('Location').fill('Brooklyn, NY');
    await signUp.getByLabel('Zip code').fill('10001');
    await signUp.getByLabel('Birthday').fill('1990-04-12');
    await signUp.getByLabel('Gender').selectOption({ label: 'Female' });
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm password').fill(password);
    await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // Follow the verification e-mail, in another browser (the mail was opened on another device).
    const mail = await waitForMail(mailDir, email, { subject: /verify/i });
    const verifyPage = await newPage({ width: 1280, height: 800 });
    await verifyPage.goto(linkIn(mail, '/verify').href);
    await verifyPage.getByRole('heading', { name: 'Your email address is verified.' }).waitFor();

    // Sign in from there. Sign-up asked for everything a profile needs: no COMPLETE REGISTRATION step.
    await verifyPage.getByRole('main').getByRole('link', { name: 'LOG IN' }).click();
    await expect.poll(() => new URL(verifyPage.url()).pathname).toBe('/login');
    await logIn(verifyPage, email, password);
    await expect.poll(() => new URL(verifyPage.url()).pathname, { timeout: 30_000 }).toBe('/');

    // Edit the profile from the settings hub.
    await verifyPage.getByRole('link', { name: 'SETTINGS' }).click();
    await verifyPage.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await verifyPage.getByRole('link', { name: /Ada Lovelace/ }).click();
    await verifyPage.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
    const profile = verifyPage.getByRole('form', { name: 'Edit profile' });
    await profile.getByLabel('First name').fill('Augusta');
    await profile.getByLabel('Zip').fill('1234');
    await profile.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await profile.getByText('Invalid postal code').waitFor();
    await profile.getByLabel('Zip').fill('M5V 2T6');
    await profile.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(verifyPage, 'Successfully updated');
    // The header follows the saved name.
    await verifyPage.getByRole('button', { name: 'Account menu for Augusta' }).waitFor();

    // Change the password in its modal.
    await verifyPage.getByRole('button', { name: 'Update password' }).click();
    const dialog = verifyPage.getByRole('dialog', { name: 'UPDATE PASSWORD' });
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill('Midfield$2026');
    await dialog.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await dialog.getByText('Passwords do not match').waitFor();
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await toast(verifyPage, 'Password Changed Successfully');
    await dialog.waitFor({ state: 'detached' });

    // Sign out from the account menu: back to the splash, signed out.
    await verifyPage.getByRole('button', { name: 'Account menu for Augusta' }).click();
    await verifyPage.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(verifyPage.url()).pathname).toBe('/');
    await verifyPage.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await verifyPage.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();

    // The old password no longer works; the new one does.
    await logIn(verifyPage, email, password);
    await verifyPage.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await logIn(verifyPage, email, newPassword);
    await verifyPage.getByRole('button', { name: 'MY PROFILE' }).waitFor();
    // The session is in httpOnly cookies: nothing a script can read holds a token.
    expect(await verifyPage.evaluate(() => Object.keys(localStorage))).not.toContain('refreshToken');
    expect(await verifyPage.evaluate('document.cookie')).not.toMatch(/pf_refresh|pf_access/);

    // And the own profile card opens, with the own menu.
    await verifyPage.getByRole('button', { name: 'MY PROFILE' }).click();
    const card = verifyPage.getByRole('dialog', { name: 'Augusta Lovelace' });
    await card.waitFor();
    expect(new URL(verifyPage.url()).searchParams.get('player')).toBeTruthy();
    await card.getByRole('button', { name: 'Your profile actions' }).click();
    const items = await card.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Edit profile', 'Logout', 'Update email', 'Update password']);
    await verifyPage.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // Deactivating asks for the password (issue 17): a wrong one keeps the account, the right one ends it.
    await verifyPage.getByRole('link', { name: 'SETTINGS' }).click();
    await verifyPage.getByRole('link', { name: /Augusta Lovelace/ }).click();
    await verifyPage.getByRole('button', { name: 'DEACTIVATE ACCOUNT' }).click();
    const deactivate = verifyPage.getByRole('dialog', { name: 'DEACTIVATE YOUR ACCOUNT' });
    await deactivate.getByLabel('Password', { exact: true }).fill(password);
    await deactivate.getByRole('button', { name: 'DEACTIVATE' }).click();
    await deactivate.getByText('Current password is incorrect').waitFor();
    await deactivate.getByLabel('Password', { exact: true }).fill(newPassword);
    await deactivate.getByRole('button', { name: 'DEACTIVATE' }).click();
    await toast(verifyPage, 'Successfully deleted your account');
    await verifyPage.getByRole('heading', { name: 'Log in' }).waitFor();
    await logIn(verifyPage, email, newPassword);
    await verifyPage.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });
});
