import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteMount, TOKENS } from '../../src/platform/container/tokens.ts';
import { documentCoverage, listRoutes } from '../../src/platform/openapi/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('the OpenAPI document of the running app', () => {
  let app: TestApp;
  let document: { openapi: string; paths: Record<string, object> };
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as typeof document;
  });
  afterAll(() => app?.stop());

  const served = () => listRoutes(app.runtime.app!);

  it('describes every route the app serves, and nothing under /api that it does not', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(served().length).toBeGreaterThan(20);
    const coverage = documentCoverage(served(), document);
    expect(
      coverage.undocumented,
      "Declare these routes with defineRoutes and list them in their AppModule's apiPaths (README: Describing an API route)",
    ).toEqual([]);
    expect(coverage.unserved, 'The document describes routes that do not exist').toEqual([]);
  });

  it('fails for a route added without describing it, however deeply it is mounted', () => {
    const member = app.runtime.container
      .getAll<RouteMount>(TOKENS.HttpRoutes)
      .find((mount) => mount.path === '/member');
    member!.router.get('/:memberId/nickname', (_req, res) => {
      res.end();
    });
    app.runtime.app!.post('/api/clubs/:clubId/join', (_req, res) => {
      res.end();
    });
    expect(documentCoverage(served(), document).undocumented).toEqual([
      'GET /api/member/{memberId}/nickname',
      'POST /api/clubs/{clubId}/join',
    ]);
  });

  it('serves the reference page and the files it loads', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(4);
    for (const asset of assets) expect((await app.request(asset)).status, asset).toBe(200);
    expect((await app.request('/api/docs/index.html')).status).toBe(404);
    // Issue 17's fuzzer: a name of the lookup object's prototype was a 500.
    for (const name of ['__proto__', 'constructor', 'toString'])
      expect((await app.request(`/api/docs/${name}`)).status, name).toBe(404);
  });
});
