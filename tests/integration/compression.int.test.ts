import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 17: compression() sat after the API router, so no JSON answer was ever compressed (a roster of
// 200 went out as 91.6 KB). Read with node:http, which, unlike fetch, does not undo the encoding.
function get(app: TestApp, path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      `${app.url}${path}`,
      { headers: { 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end();
  });
}

describe('API answers are compressed and carry no ETag', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.stop());

  it('gzips a large JSON answer for a client that accepts it, still never cached', async () => {
    const { headers, body } = await get(app, '/api/openapi.json');
    expect(headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(body).toString('utf8')) as { openapi: string };
    expect(json.openapi).toMatch(/^3\./);
    expect(body.length).toBeLessThan(gunzipSync(body).length / 3);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const { headers, body } = await get(app, '/api/health');
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toBeTruthy();
  });

  it('keeps the no-store rule on compressed API answers, and hashes no ETag for them', async () => {
    const { headers } = await get(app, '/api/openapi.json');
    expect(String(headers['cache-control'])).toContain('no-store');
    expect(headers.etag).toBeUndefined();
  });
});
