import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_QUEUE } from '../../src/platform/bus/index.ts';
import { ONLY_RETRIES_MESSAGE } from '../../src/platform/operations/queue-dashboard.ts';
import { launchBrowser } from '../support/browser.ts';
import { eventsQueueOf } from '../support/failed-jobs.ts';
import { freePort } from '../support/free-port.ts';
import { createMember, type TestMember } from '../support/identity-factories.ts';
import { makeStaff } from '../support/leagues-factories.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The dashboard in Debian's Chromium, as an operator opens it: it renders under the app's
// Content-Security-Policy (no inline script, no eval) and its retry button retries a failed job.

let app: TestApp;
let browser: Browser;
let eventsQueue: ReturnType<typeof eventsQueueOf>;
let coordinator: TestMember;

beforeAll(async () => {
  // The browser's Origin must be the app's PUBLIC_URL for the retry (a cookie-authenticated PUT).
  const port = await freePort();
  const env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  [app, browser] = await Promise.all([startTestApp({ worker: false, env }), launchBrowser()]);
  eventsQueue = eventsQueueOf(app);
  coordinator = await createMember(app);
  await makeStaff(app, coordinator.id, 'coordinator');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await eventsQueue?.close();
  await app?.stop();
  if (app) await dropRedisKeys(app.config.REDIS_URL, app.config.REDIS_PREFIX);
});

describe('the queue dashboard in a browser', () => {
  it("renders under the app's CSP, refuses to clean and retries a failed job from its button", async () => {
    const jobId = await eventsQueue.failedJob('dashboard-page');
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'pf_access', value: coordinator.accessToken, url: app.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    // Google's fonts, which bull-board's page links to, do not resolve on a machine without a network:
    // only what the page's own policy or code refuses counts.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
    });
    try {
      const response = await page.goto(`${app.url}/admin/queues/queue/${EVENTS_QUEUE}?status=failed`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByText(jobId).first().waitFor({ timeout: 15_000 });
      // A change other than a retry is refused, and the page says why.
      await page.getByRole('button', { name: 'Clean all' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(ONLY_RETRIES_MESSAGE).waitFor({ timeout: 10_000 });
      expect(await (await eventsQueue.queue.getJob(jobId))?.getState()).toBe('failed');
      // The job's own retry button: an icon (the one beside it with words retries the whole set).
      await page.locator('button:has(svg.lucide-refresh-cw)').filter({ hasNotText: /\w/ }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(async () => (await eventsQueue.queue.getJob(jobId))?.getState(), { timeout: 10_000 })
        .toBe('waiting');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
