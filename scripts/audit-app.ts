import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, launchBrowser } from '../tests/support/browser.ts';
import { FIRST_ROUTE_JS_BUDGET_BYTES, firstRouteJs, kb } from '../tests/support/first-route-js.ts';
import { freePort } from '../tests/support/free-port.ts';
import { type LandingRoute, landingRoutes } from '../tests/support/landing-routes.ts';
import { dropRedisKeys } from '../tests/support/redis-keys.ts';
import {
  adminQuery,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  withDatabase,
} from '../tests/support/services.ts';
import { waitForDevTools } from './devtools.ts';

// Measures the SPA the way a phone on a slow network meets it: builds the SPA when its build is missing
// or older than its sources, serves it through the real server (`node src/main.ts`, workers included
// for the e-mailed links, on a fresh database), then for each route a new visitor can land on from an
// e-mail or the marketing sites (tests/support/landing-routes.ts: /, /create-account, /verify, a team's
// and a pickup group's invite link, /reset-password) runs Lighthouse mobile (simulated slow 4G, 4x CPU
// slowdown) in Debian's Chromium and takes the median, and counts the gzipped JavaScript the route
// loads before anyone touches it. Exits 1 when a route misses the targets of issues 7 and 15.
//
//   node scripts/audit-app.ts                   builds if needed, serves, audits every landing route
//   node scripts/audit-app.ts --port 3000       audits a running server instead (--mail-dir .data/mail
//                                               to follow its real e-mailed links)
//   --runs 3                                    Lighthouse runs per route, each in a fresh Chromium
//                                               profile (a new visitor); the median counts, and the
//                                               spread and the worst run are printed with the load
//   --path /login --path /                      these routes instead of the landing routes
//   --skip-lighthouse                           only the JavaScript count
//   --report-dir DIR                            keeps each run's Lighthouse report (JSON) there, to read
//                                               what the LCP element was and what delayed it
// WEB_DIST_DIR picks the build (default dist/web), as it does for the server.

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    'mail-dir': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
  },
});

const root = resolve(import.meta.dirname, '..');
const webDist = resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const runs = Number(args.runs);
/** Issues 7 and 15: every landing route of a phone, not only the splash, within these. */
const budget = { performance: 95, lcpMs: 2500, jsBytes: FIRST_ROUTE_JS_BUDGET_BYTES };
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
  const marker = join(webDist, 'index.html');
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = ['web', 'src/contracts'].map((dir) => newestChange(join(root, dir)));
  if (built > Math.max(...sources)) return;
  console.log(`Building the SPA into ${webDist}…`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', webDist, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

interface Served {
  origin: string;
  /** Where the server writes its mail (no SMTP_URL): the e-mailed links are read from there. */
  mailDir: string;
  stop: () => Promise<void>;
}

/** The real server (API and workers) on a free port and a database of its own, dropped afterwards. */
async function serve(): Promise<Served> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `playfield_audit_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'playfield-audit-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
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
      WEB_DIST_DIR: webDist,
      // A reset link works once: each Lighthouse run and the JavaScript count asks for a new one.
      RECOVER_LIMIT_PER_HOUR: '1000',
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
    await dropRedisKeys(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, `audit-${database}`);
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
  console.log(`Serving ${webDist} through the server on ${origin}`);
  return { origin, mailDir: join(dataDir, 'mail'), stop };
}

/** The runs that measured something (a run Lighthouse could not finish gives NaN), sorted. */
function measured(numbers: number[]): number[] {
  return numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
}

/** Median, spread and the worst of one figure over a page's runs. */
interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(numbers: number[]): Spread {
  const sorted = measured(numbers);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The one-minute load average of the machine: its other work lengthens what Lighthouse observes. */
function loadAverage(): string {
  return loadavg()[0]?.toFixed(2) ?? '?';
}

/**
 * One Lighthouse run in a Chromium of its own, on a profile of its own that is thrown away afterwards:
 * every run is a new visitor. (A reset link signs its visitor in; with one profile for a page's runs,
 * the later runs started signed in and measured the signed-in app instead of the prerendered page.)
 */
async function runLighthouseOnce(url: string, reportName: string): Promise<LighthouseFigures> {
  const profile = await mkdtemp(join(tmpdir(), 'audit-app-chromium-'));
  const port = await freePort();
  const chrome = spawn(
    chromiumPath,
    ['--headless', ...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port);
    // Mobile form factor and simulated slow 4G are Lighthouse's defaults.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (args['report-dir']) {
      await mkdir(args['report-dir'], { recursive: true });
      await writeFile(join(args['report-dir'], `${reportName}.json`), JSON.stringify(lhr));
    }
    return {
      // No score: Lighthouse could not finish the run (a metric timed out), not a score of 0.
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    // Wait for Chromium to exit: it writes to its profile until then.
    const exited = new Promise((done) => chrome.once('exit', done));
    chrome.kill();
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

type RouteFigures = { [figure in keyof LighthouseFigures]: Spread };

async function runLighthouse(origin: string, route: LandingRoute): Promise<RouteFigures> {
  const all: LighthouseFigures[] = [];
  const slug = route.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'splash';
  for (let run = 0; run < runs; run += 1) {
    // A new link for each run: a reset link works once.
    all.push(await runLighthouseOnce(`${origin}${await route.path()}`, `${slug}-${run + 1}`));
  }
  const of = (figure: keyof LighthouseFigures) => spread(all.map((figures) => figures[figure]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** "median (min–max)" of a figure, formatted by `format`. */
function describe(figure: Spread, format: (value: number) => string): string {
  return `${format(figure.median)} (${format(figure.min)}–${format(figure.max)})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;

let served: Served | undefined;
let origin = `http://localhost:${args.port}`;
let mailDir = args['mail-dir'];
if (!args.port) {
  buildIfStale();
  served = await serve();
  origin = served.origin;
  mailDir = served.mailDir;
  // Interrupted (Ctrl-C), it still stops its server and drops its database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void served?.stop().finally(() => process.exit(130)));
  }
}

try {
  const routes: LandingRoute[] = args.path
    ? args.path.map((path) => ({ name: path, path: async () => path }))
    : await landingRoutes(origin, mailDir);
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      console.log(`\n${route.name}`);
      const js = await firstRouteJs(browser, `${origin}${await route.path()}`);
      console.log(`  JavaScript on first load: ${kb(js.bytes)} gzipped in ${js.files.length} file(s)`);
      console.log(`    ${js.files.join(' ')}`);
      if (js.bytes > budget.jsBytes) {
        failures.push(`${route.name} loads ${kb(js.bytes)} of JavaScript (budget ${kb(budget.jsBytes)})`);
      }
      if (args['skip-lighthouse']) continue;
      const loadBefore = loadAverage();
      const figures = await runLighthouse(origin, route);
      console.log(
        `  Lighthouse mobile, ${runs} run(s), each a new visitor in a fresh Chromium profile ` +
          `(load average ${loadBefore} at the start, ${loadAverage()} at the end); median (min–max):`,
      );
      console.log(`    performance ${describe(figures.performance, String)}`);
      console.log(`    LCP ${describe(figures.lcpMs, seconds)}`);
      console.log(`    FCP ${describe(figures.fcpMs, seconds)}`);
      console.log(`    TBT ${describe(figures.tbtMs, milliseconds)}`);
      console.log(`    CLS ${describe(figures.cls, (value) => value.toFixed(3))}`);
      console.log(
        `    worst run: performance ${figures.performance.min}, LCP ${seconds(figures.lcpMs.max)}, ` +
          `TBT ${milliseconds(figures.tbtMs.max)}`,
      );
      // The median counts: one run of three may meet a burst of the machine's other load.
      if (figures.performance.median < budget.performance) {
        failures.push(
          `${route.name}: performance ${figures.performance.median} (target ${budget.performance})`,
        );
      }
      if (figures.lcpMs.median > budget.lcpMs) {
        failures.push(`${route.name}: LCP ${seconds(figures.lcpMs.median)} (target 2.5 s)`);
      }
    }
  } finally {
    await browser.close();
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
