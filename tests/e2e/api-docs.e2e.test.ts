import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';

const baseUrl = `http://localhost:${inject('port')}`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the API reference page', () => {
  it('lists every tag and, opened, every operation of the document without breaking the Content-Security-Policy', async () => {
    const apiDocument = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    // Operations per tag, in the document's order (Swagger UI lists tags in order of first use).
    const perTag = new Map<string, number>();
    for (const item of Object.values(apiDocument.paths))
      for (const [key, operation] of Object.entries(item)) {
        if (key === 'parameters') continue;
        const tag = operation.tags?.[0] ?? 'default';
        perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
      }

    const page = await browser.newPage();
    const violations: string[] = [];
    const failures: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
    try {
      // Runs before the page's own scripts (and outside its CSP), so no violation goes unseen.
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) =>
          console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
      });
      const response = await page.goto(`${baseUrl}/api/docs`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.title()).resolves.toBe('Playfield API reference');
      await expect(page.getByRole('heading', { name: /Playfield API/ }).count()).resolves.toBeGreaterThan(0);
      // Tags start collapsed (159 operations at once overwhelm Swagger UI): every tag is listed, and
      // each, opened, shows all of its operations.
      await expect.poll(() => page.locator('.opblock-tag').count()).toBe(perTag.size);
      for (const [tag, count] of perTag) {
        const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
        await heading.click();
        const section = page.locator('.opblock-tag-section', { has: heading });
        await expect.poll(() => section.locator('.opblock').count()).toBe(count);
        await heading.click();
      }

      // An operation opens to show its request and answers.
      await page.locator('.opblock-tag[data-tag="Auth"]').click();
      await page.locator('.opblock-summary', { hasText: '/api/auth/login/member' }).click();
      await page.getByText('Invalid input: one item per failing field').first().waitFor();

      expect(violations).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
