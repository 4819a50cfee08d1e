import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { FIRST_ROUTE_JS_BUDGET_BYTES, firstRouteJs, kb } from '../support/first-route-js.ts';
import { type LandingRoute, landingRoutes } from '../support/landing-routes.ts';

// Issue 15: every route a new visitor lands on from an e-mail or the marketing sites loads at most
// 150 KB of gzipped JavaScript before anyone touches it, on the production build. `npm run audit:app`
// measures the same routes with Lighthouse too; this keeps the budget in `npm test`.
const appUrl = `http://localhost:${inject('port')}`;
const mailDir = inject('mailDir');

let browser: Browser;
let routes: LandingRoute[];

beforeAll(async () => {
  browser = await launchBrowser();
  routes = await landingRoutes(appUrl, mailDir);
});

afterAll(async () => {
  await browser?.close();
});

describe('the first route of a phone', () => {
  it('loads at most 150 KB of gzipped JavaScript on every landing route', async () => {
    const over: string[] = [];
    for (const route of routes) {
      const path = await route.path();
      const js = await firstRouteJs(browser, `${appUrl}${path}`);
      if (js.bytes > FIRST_ROUTE_JS_BUDGET_BYTES) over.push(`${route.name}: ${kb(js.bytes)}`);
    }
    expect(over).toEqual([]);
  });
});
