import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The JavaScript budget of every route a new visitor lands on from an e-mail or the marketing sites
 * (issue 15): gzipped, what a phone downloads before anyone touches the page.
 */
export const FIRST_ROUTE_JS_BUDGET_BYTES = 150 * 1024;

export interface FirstRouteJs {
  /** Gzipped (level 9, as a CDN would send it) bytes of every script the route loaded. */
  bytes: number;
  files: string[];
}

/**
 * Every script `url` loads in a fresh phone-sized page until the app has replaced the HTML shell, the
 * route's loading skeletons are gone and the network is quiet, gzipped. Shared by `npm run audit:app`
 * and the browser test that keeps the budget (tests/e2e/first-route-budget.e2e.test.ts).
 */
export async function firstRouteJs(browser: Browser, url: string): Promise<FirstRouteJs> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    const files: string[] = [];
    page.on('response', (response) => {
      // Chunks fetched by a modulepreload link are not of resource type "script": go by the file.
      const path = new URL(response.url()).pathname;
      const script = response.request().resourceType() === 'script' || path.endsWith('.js');
      if (!script || files.includes(path)) return;
      files.push(path);
      bodies.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // On a busy machine the scripts can take longer than the network's quiet half-second: wait for the
    // app to replace the HTML shell and for the route's loading skeletons to go, then for quiet.
    await page.waitForSelector('[data-boot-shell]', { state: 'detached', timeout: 60_000 });
    // (Locators, not waitForFunction: the page's CSP forbids the eval that a string predicate needs.)
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
    return { bytes, files };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
