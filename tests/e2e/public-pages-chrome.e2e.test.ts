import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';

// The public pages (routes under /public/) are for signed-out visitors: the app's bottom navigation
// (Club, Schedule, Shop) is not theirs, so a phone shows the page and its footer only.

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('public pages on a phone', () => {
  it('show the public league schedule without the app’s bottom navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(new URL('/public/league-schedule/organization/15', baseUrl).href);
      await page.getByRole('combobox', { name: 'City', exact: true }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count()).toBe(0);
      // Nothing is kept free at the bottom for a bar that is not there: the footer ends the page.
      const shellPadding = await page.locator('#main').evaluate((main) => {
        const view = globalThis as unknown as { getComputedStyle(node: unknown): { paddingBottom: string } };
        return view.getComputedStyle((main as unknown as { parentElement: unknown }).parentElement)
          .paddingBottom;
      });
      expect(shellPadding).toBe('0px');
      if (process.env.PUBLIC_CHROME_SHOTS)
        await page.screenshot({
          path: `${process.env.PUBLIC_CHROME_SHOTS}/public-schedule-375.png`,
          fullPage: true,
        });
    } finally {
      await page.close();
    }
  });
});
