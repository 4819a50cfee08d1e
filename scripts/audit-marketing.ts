import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import lighthouse from 'lighthouse';
import type { BrowserContext, Page } from 'playwright-core';
import { startMarketingServer } from '../marketing-site/tools/static-server.ts';
import { chromiumFlags, chromiumPath, launchBrowser } from '../tests/support/browser.ts';
import { waitForDevTools } from './devtools.ts';

// Audits the built marketing sites the way the issue measures them: Lighthouse (mobile) on the home pages
// and a city page, axe-core on every page of both sitemaps (and the not-found pages), and the compressed
// JavaScript each page loads. Prints the numbers and exits 1 when a score is under 100, axe finds a
// violation, or a page other than the demo form loads more than 15 KB of JavaScript.
//
//   node scripts/audit-marketing.ts              serves dist/marketing itself
//   node scripts/audit-marketing.ts --port 3000  audits a running server (about.localhost / play.localhost)
//   --runs 3                                     Lighthouse runs per page; the median score counts

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const jsBudgetBytes = 15 * 1024;
const pagesAllowedMoreJs = ['/book-demo/'];

const failures: string[] = [];

async function launchDebugChromium(): Promise<{ process: ChildProcess; port: number; profile: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'audit-chromium-'));
  const port = 9222 + Math.floor(Math.random() * 500);
  const child = spawn(
    chromiumPath,
    ['--headless', ...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    {
      stdio: 'ignore',
    },
  );
  await waitForDevTools(port);
  return { process: child, port, profile };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function runLighthouse(urls: string[], runs: number): Promise<void> {
  const chrome = await launchDebugChromium();
  try {
    console.log(`\nLighthouse (mobile), median of ${runs} run(s)`);
    for (const url of urls) {
      const scores: Record<string, number[]> = {};
      const missed = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        for (const category of categories) {
          const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
          scores[category] = [...(scores[category] ?? []), score];
          if (score < 100) {
            for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
              const audit = result.lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                missed.add(`${category}: ${audit.id} (${audit.displayValue ?? audit.score})`);
              }
            }
          }
        }
      }
      const line = categories.map((category) => `${category} ${median(scores[category] ?? [])}`).join(', ');
      console.log(`  ${url}\n    ${line}`);
      for (const category of categories) {
        if (median(scores[category] ?? []) < 100) failures.push(`Lighthouse ${category} below 100 on ${url}`);
      }
      for (const audit of missed) console.log(`    - ${audit}`);
    }
  } finally {
    // Wait for Chromium to exit: it writes to its profile until then.
    const exited = new Promise((done) => chrome.process.once('exit', done));
    chrome.process.kill();
    await exited;
    await rm(chrome.profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** GET over loopback with the site's Host header: Node, unlike Chromium, does not resolve *.localhost. */
function getText(url: string): Promise<string> {
  const { host, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/**
 * The sitemap's pages of this site, moved onto the origin being audited (the build may name another
 * port). The operator's sitemap also lists its open leagues' pages in the app (issue 20), on another
 * host than the site's own home page, which comes first: those are the app's, not audited here.
 */
async function sitemapUrls(origin: string): Promise<string[]> {
  const xml = await getText(`${origin}/sitemap.xml`);
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  const siteHost = urls[0]?.host;
  return urls.filter((url) => url.host === siteHost).map((url) => `${origin}${url.pathname}`);
}

async function scriptBytes(page: Page, url: string): Promise<number> {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
}

async function axeCheck(page: Page, label: string): Promise<number> {
  const result = await new AxeBuilder({ page }).analyze();
  for (const violation of result.violations) {
    failures.push(`axe ${violation.id} on ${label}`);
    console.log(`    ✗ ${violation.id} (${violation.impact}): ${violation.help}`);
    for (const node of violation.nodes.slice(0, 3)) console.log(`        ${node.target.join(' ')}`);
  }
  return result.violations.length;
}

async function auditPages(context: BrowserContext, origins: string[]): Promise<void> {
  console.log('\naxe-core and JavaScript per page (gzip)');
  for (const origin of origins) {
    const urls = [...(await sitemapUrls(origin)), `${origin}/this-page-does-not-exist/`];
    for (const url of urls) {
      const page = await context.newPage();
      const bytes = await scriptBytes(page, url);
      const violations = await axeCheck(page, url);
      const path = new URL(url).pathname;
      const overBudget = bytes > jsBudgetBytes && !pagesAllowedMoreJs.includes(path);
      if (overBudget) failures.push(`${url} loads ${bytes} bytes of JavaScript`);
      console.log(
        `  ${violations === 0 ? '✓' : '✗'} ${url}  axe: ${violations} violation(s), JS ${(bytes / 1024).toFixed(1)} KB${overBudget ? ' (over 15 KB)' : ''}`,
      );
      await page.close();
    }
    // The states a visitor can open: the mobile menu and the login-choice dialog.
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.click('[data-menu-toggle]');
    const menuViolations = await axeCheck(page, `${origin}/ with the menu open`);
    await page.click('#site-menu [data-login-trigger]');
    await page.waitForSelector('#login-choice[open]');
    const dialogViolations = await axeCheck(page, `${origin}/ with the login dialog open`);
    console.log(
      `  ${menuViolations + dialogViolations === 0 ? '✓' : '✗'} ${origin}/ menu and login dialog open`,
    );
    await page.close();
    if (origin.includes('play.')) {
      // The demo form with every error message showing.
      const form = await context.newPage();
      await form.goto(`${origin}/book-demo/`, { waitUntil: 'networkidle' });
      await form.waitForSelector('form[data-hydrated="true"]');
      await form.click('button[type="submit"]');
      await form.waitForSelector('[aria-invalid="true"]');
      const formViolations = await axeCheck(form, `${origin}/book-demo/ with validation errors`);
      console.log(`  ${formViolations === 0 ? '✓' : '✗'} ${origin}/book-demo/ with validation errors`);
      await form.close();
    }
  }
}

let stopServer: (() => void) | undefined;
let port = Number(args.port);
if (!args.port) {
  const dist = new URL('../dist/marketing/', import.meta.url).pathname;
  const served = await startMarketingServer({ about: `${dist}about`, operator: `${dist}operator` });
  port = served.port;
  stopServer = () => served.server.close();
  console.log(`Serving dist/marketing on port ${port}`);
}
// Chromium resolves every *.localhost name to the loopback address, so Host picks the site.
const about = `http://about.localhost:${port}`;
const operator = `http://play.localhost:${port}`;

const browser = await launchBrowser();
try {
  if (!args['skip-lighthouse']) {
    await runLighthouse([`${about}/`, `${operator}/`, `${operator}/austin/`], Number(args.runs));
  }
  // axe needs pages of a context it can open more pages in; a phone-sized one, as the sites are mobile first.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await auditPages(context, [about, operator]);
} finally {
  await browser.close();
  stopServer?.();
}

if (failures.length > 0) {
  console.log(`\n${failures.length} problem(s):`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(1);
}
console.log(
  `\nAll marketing pages pass: ${args['skip-lighthouse'] ? '' : 'Lighthouse 100 in every category, '}no axe violations, JavaScript within budget.`,
);
