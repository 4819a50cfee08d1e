import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';

// The production build served by the real server (see tests/support/e2e-global-setup.ts).
const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openSplash(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(new URL('/', baseUrl).href);
  await page.getByRole('heading', { level: 1, name: 'Adult soccer, organized.' }).waitFor();
  return page;
}

describe('splash page', () => {
  it('opens the How it works modal and closes it with its button and with Escape', async () => {
    const page = await openSplash({ width: 1280, height: 800 });
    try {
      const opener = page.getByRole('button', { name: 'HOW IT WORKS' });
      const dialog = page.getByRole('dialog', { name: 'HOW IT WORKS' });

      await opener.click();
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('heading', { name: 'HOW IT WORKS' }).isVisible()).toBe(true);
      expect(await dialog.getByText('Pickup groups').isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog').count()).toBe(0);

      await opener.click();
      await dialog.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('shows the bottom navigation on a phone', async () => {
    const page = await openSplash({ width: 375, height: 812 });
    try {
      const bottomNav = page.getByRole('navigation', { name: 'Main' });
      expect(await bottomNav.isVisible()).toBe(true);
      expect(await bottomNav.getByRole('link', { name: 'Club' }).isVisible()).toBe(true);
      expect(await bottomNav.getByRole('link', { name: 'Shop' }).isVisible()).toBe(true);
      // Nobody is signed in, so nobody has a team to schedule.
      expect(await bottomNav.getByRole('link', { name: 'Schedule' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('hides the bottom navigation on a desktop', async () => {
    const page = await openSplash({ width: 1280, height: 800 });
    try {
      // Present in the page, hidden by the desktop media query (the header carries navigation there).
      const bottomNav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
      expect(await bottomNav.count()).toBe(1);
      expect(await bottomNav.isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });
});
