import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

// Browsed at the PUBLIC_URL origin (localhost), where the e-mailed links point.
const appUrl = `http://localhost:${inject('port')}`;
const mailDir = inject('mailDir');

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function register(email: string, password: string) {
  const response = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '(555) 987-6543',
      zipCode: '94103',
      birthday: '1985-12-09',
      gender: 'FEMALE',
      password,
      confirmPassword: password,
    }),
  });
  expect(response.status).toBe(201);
}

describe('forgot password', () => {
  it('sends a reset link, signs in with it, sets a new password and stays signed in', async () => {
    const email = `grace.${Date.now()}@example.com`;
    await register(email, 'Original#2024');
    const newPassword = 'Striker!2025';

    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByRole('form', { name: 'Log in' }).getByLabel('Email').fill(email);

    // The link opens the request form as a modal over the login page, with the e-mail carried over.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'RESET PASSWORD' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await dialog
      .getByText('If an account exists for this email, we sent a link to reset your password.')
      .waitFor();
    await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();

    // Follow the e-mail: the link signs in, then asks for the new password.
    const mail = await waitForMail(mailDir, email, { subject: /reset/i });
    const link = linkIn(mail, '/reset-password');
    expect(link.searchParams.get('resetToken')).toBeTruthy();
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'SET PASSWORD' }).click();
    await form.getByText('Password must be at least 8 characters long').waitFor();
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'SET PASSWORD' }).click();
    await page.getByText('Password updated successfully!', { exact: true }).first().waitFor();

    // Signed in: the account menu is in the header (a new member completes registration first).
    await page.getByRole('button', { name: 'Account menu for Grace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/general');
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');
    // The session survives a reload (its refresh token is the one the new password issued).
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Grace' }).waitFor();

    // The link was spent.
    const reused = await context.newPage();
    await reused.goto(link.href);
    await reused.getByRole('heading', { name: 'Invalid reset password link' }).waitFor();
    await reused.close();

    // And the new password is the one that signs in.
    const login = await fetch(`${appUrl}/api/auth/login/member`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: newPassword }),
    });
    expect(login.status).toBe(200);
  });
});
