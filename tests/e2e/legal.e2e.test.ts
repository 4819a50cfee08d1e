import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childSafetyPolicy, privacyPolicy, termsOfService } from '../../src/contracts/legal/index.ts';
import { launchBrowser } from '../support/browser.ts';

const baseUrl = `http://localhost:${inject('port')}`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('legal pages in the app', () => {
  it.each([
    ['/privacy', privacyPolicy.title],
    ['/ts', termsOfService.title],
    ['/csae-policy', childSafetyPolicy.title],
  ])('%s shows the same text as the marketing sites', async (path, title) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    } finally {
      await page.close();
    }
  });

  it('offers a way back from the terms when opened with showReturn=true', async () => {
    const page = await browser.newPage();
    try {
      // Opened from outside the app there is no page behind it: Return leads to the splash.
      await page.goto(`${baseUrl}/ts?showReturn=true`);
      await page.getByRole('button', { name: 'Return' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto(`${baseUrl}/ts`);
      expect(await page.getByRole('button', { name: 'Return' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
