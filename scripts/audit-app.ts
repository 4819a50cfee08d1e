import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, launchBrowser } from '../tests/support/browser.ts';
import { freePort } from '../tests/support/free-port.ts';
import {
  adminQuery,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  withDatabase,
} from '../tests/support/services.ts';

// Measures the SPA the way a phone on a slow network meets it: builds dist/web when it is missing or
// older than its sources, serves it through the real server (`node src/main.ts --role=api`, on a fresh
// database), then for each first route runs Lighthouse mobile (simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium and takes the median, and counts the gzipped JavaScript the route loads before
// anyone touches it. Exits 1 when a route misses the budget of issue 7.
//
//   node scripts/audit-app.ts                   builds if needed, serves, audits / and /create-account
//   node scripts/audit-app.ts --port 3000       audits a running server instead
//   --runs 3                                    Lighthouse runs per route; the median counts
//   --path /login --path /                      the routes to audit
//   --skip-lighthouse                           only the JavaScript count

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const paths = args.path ?? ['/', '/create-account'];
const runs = Number(args.runs);
/** Issue 7's targets; the JavaScript budget holds for the splash, the route a phone lands on. */
const budget = { performance: 95, lcpMs: 2500, splashJsBytes: 150 * 1024 };
const failures: string[] = [];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfStale(): void {
  const marker = join(root, 'dist/web/index.html');
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = ['web', 'src/contracts'].map((dir) => newestChange(join(root, dir)));
  if (built > Math.max(...sources)) return;
  console.log('Building the SPA (build:web)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

interface Served {
  origin: string;
  stop: () => Promise<void>;
}

/** The real server on a free port and a database of its own, dropped afterwards. */
async function serve(): Promise<Served> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `playfield_audit_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'playfield-audit-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['src/main.ts', '--role=api'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: withDatabase(adminUrl, database),
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
      REDIS_PREFIX: `audit-${database}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: `audit-${database}-${'x'.repeat(32)}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the server did not come up (see its output above)');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  console.log(`Serving dist/web through the server on ${origin}`);
  return { origin, stop };
}

/** Every script the route loads until the network is quiet, gzipped (level 9) as a CDN would send it. */
async function firstRouteJs(url: string): Promise<{ bytes: number; files: string[] }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
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
    await browser.close();
  }
}

async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Chromium's DevTools did not answer on port ${port}`);
}

/** The median of the runs that measured something (a run Lighthouse could not finish gives NaN). */
function median(numbers: number[]): number {
  const sorted = numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const profile = await mkdtemp(join(tmpdir(), 'audit-app-chromium-'));
  const port = await freePort();
  const chrome = spawn(
    chromiumPath,
    ['--headless', ...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port);
    const all: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Mobile form factor and simulated slow 4G are Lighthouse's defaults.
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      all.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    return {
      performance: median(all.map((figures) => figures.performance)),
      lcpMs: median(all.map((figures) => figures.lcpMs)),
      fcpMs: median(all.map((figures) => figures.fcpMs)),
      tbtMs: median(all.map((figures) => figures.tbtMs)),
      cls: median(all.map((figures) => figures.cls)),
    };
  } finally {
    // Wait for Chromium to exit: it writes to its profile until then.
    const exited = new Promise((done) => chrome.once('exit', done));
    chrome.kill();
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let served: Served | undefined;
let origin = `http://localhost:${args.port}`;
if (!args.port) {
  buildIfStale();
  served = await serve();
  origin = served.origin;
}

try {
  for (const path of paths) {
    const url = `${origin}${path}`;
    console.log(`\n${path}`);
    const js = await firstRouteJs(url);
    console.log(`  JavaScript on first load: ${kb(js.bytes)} gzipped in ${js.files.length} file(s)`);
    console.log(`    ${js.files.join(' ')}`);
    if (path === '/' && js.bytes > budget.splashJsBytes) {
      failures.push(`${path} loads ${kb(js.bytes)} of JavaScript (budget ${kb(budget.splashJsBytes)})`);
    }
    if (args['skip-lighthouse']) continue;
    const figures = await runLighthouse(url);
    console.log(
      `  Lighthouse mobile, median of ${runs}: performance ${figures.performance}, ` +
        `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    if (figures.performance < budget.performance) {
      failures.push(`${path}: performance ${figures.performance} (target ${budget.performance})`);
    }
    if (figures.lcpMs > budget.lcpMs) {
      failures.push(`${path}: LCP ${(figures.lcpMs / 1000).toFixed(2)} s (target 2.5 s)`);
    }
  }
} finally {
  await served?.stop();
}

if (failures.length > 0) {
  console.log(`\n${failures.length} target(s) missed:`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(1);
}
console.log('\nEvery audited route meets its targets.');
