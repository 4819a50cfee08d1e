import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAsHost } from '../support/host-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const get = (app: TestApp, path: string, host: string, accept = 'text/html') =>
  requestAsHost(app.url, path, host, { accept });

let dist: string;
let app: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sites-'));
  const files: Record<string, string> = {
    'web/index.html': '<title>app shell</title>',
    'web/assets/index-AbCdEf12.js': 'console.log(1)',
    'marketing/about/index.html': '<title>about home</title>',
    'marketing/about/why/index.html': '<title>about why</title>',
    'marketing/about/404.html': '<title>about not found</title>',
    'marketing/operator/index.html': '<title>operator home</title>',
    'marketing/operator/austin/index.html': '<title>austin</title>',
    'marketing/operator/404.html': '<title>operator not found</title>',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dist, path, '..'), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  app = await startTestApp({
    worker: false,
    env: {
      WEB_DIST_DIR: join(dist, 'web'),
      MARKETING_DIST_DIR: join(dist, 'marketing'),
      ABOUT_HOSTS: 'about.test',
      OPERATOR_HOSTS: 'play.test,leagues.test',
      PUBLIC_URL: 'http://app.test:4100',
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await rm(dist, { recursive: true, force: true });
});

describe('sites by host name', () => {
  it('serves the about site to an about host', async () => {
    expect((await get(app, '/', 'about.test')).body).toContain('about home');
    expect((await get(app, '/why/', 'about.test:3000')).body).toContain('about why');
    // Directory pages have one canonical address, with the trailing slash.
    const bare = await get(app, '/why', 'about.test');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/why/');
  });

  it('serves the operator site, city pages included, to every operator host', async () => {
    expect((await get(app, '/', 'leagues.test')).body).toContain('operator home');
    expect((await get(app, '/austin/', 'play.test')).body).toContain('austin');
  });

  it("answers an unknown marketing path with that site's not-found page and 404", async () => {
    const response = await get(app, '/no-such-page', 'play.test');
    expect(response.status).toBe(404);
    expect(response.body).toContain('operator not found');
  });

  it('serves the SPA shell for any app path so the client router decides', async () => {
    const response = await get(app, '/team/42', 'localhost');
    expect(response.status).toBe(200);
    expect(response.body).toContain('app shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get(app, '/assets/index-AbCdEf12.js', 'localhost', '*/*');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers robots.txt on the app host with rules of its own, not the SPA shell', async () => {
    const response = await get(app, '/robots.txt', 'localhost', 'text/plain');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toMatch(/^Disallow: \/$/m);
    expect(response.body).toMatch(/^Allow: \/create-account$/m);
    expect(response.body).toMatch(/^Allow: \/marketplace\/league\/$/m);
    expect(response.body).not.toContain('app shell');
  });

  it('redirects marketing links into the app to the running PUBLIC_URL', async () => {
    const response = await get(app, '/go/app/create-account', 'play.test:4100');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://app.test:4100/create-account');
    expect(response.headers['cache-control']).toBe('no-store');
    const withQuery = await get(app, '/go/app/onboard?from=footer', 'about.test');
    expect(withQuery.headers.location).toBe('http://app.test:4100/onboard?from=footer');
  });

  it('redirects links between the sites to the other host on the port this one was reached by', async () => {
    const response = await get(app, '/go/about/privacy/', 'leagues.test:4100');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://about.test:4100/privacy/');
  });

  it("takes the app's links to a marketing site to that site, on the port the app was reached by", async () => {
    const response = await get(app, '/go/operator/play', 'localhost:4100');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://play.test:4100/play');
    expect(response.headers['cache-control']).toBe('no-store');
    // Anything else under /go on the app host is an app path like any other.
    expect((await get(app, '/go/nowhere/x', 'localhost')).body).toContain('app shell');
  });

  it("answers an unknown link target with the site's not-found page", async () => {
    const response = await get(app, '/go/nowhere/x', 'play.test');
    expect(response.status).toBe(404);
    expect(response.body).toContain('operator not found');
  });

  it('keeps the API on every host', async () => {
    expect((await get(app, '/api/health', 'play.test', 'application/json')).body).toBe(
      '{"status":"success","data":"ok"}',
    );
  });
});

describe('without builds', () => {
  // Issue 17's fuzzer: with no SPA build, an app page (/test-checkout/) was a 500, as sendFile's 404 for
  // the missing index.html reached the error middleware unrecognised.
  it('answers an app page and a marketing page 404, not 500', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'no-sites-'));
    const bare = await startTestApp({
      worker: false,
      env: { WEB_DIST_DIR: join(empty, 'web'), MARKETING_DIST_DIR: join(empty, 'marketing') },
    });
    try {
      for (const path of ['/', '/test-checkout/', '/events'])
        expect((await get(bare, path, 'localhost')).status).toBe(404);
      expect((await get(bare, '/', 'about.localhost')).status).toBe(404);
    } finally {
      await bare.stop();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
