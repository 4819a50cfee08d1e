import { Router } from 'express';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppModule } from '../../src/platform/app-module.ts';
import { type RouteMount, TOKENS } from '../../src/platform/container/tokens.ts';
import { success } from '../../src/platform/http/envelope.ts';
import { input, validate } from '../../src/platform/http/validate.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A module like any other, mounted through the container, to exercise the shared HTTP pipeline.
const signUpLike = z.object({
  email: z.email('Invalid email address'),
  zipCode: z.string().regex(/^\d{5}$/, 'Invalid zip code'),
});
const probeModule: AppModule = {
  name: 'probe',
  entities: [],
  containerModule: new ContainerModule(({ bind }) => {
    const router = Router();
    router.post('/echo', validate({ body: signUpLike }), (_req, res) => {
      res.json(success(input<{ body: z.infer<typeof signUpLike> }>(res).body));
    });
    router.get('/item/:id', (req, res) => {
      res.json(success(req.params.id));
    });
    router.get('/boom', () => {
      throw new Error('select * from secret_table');
    });
    bind<RouteMount>(TOKENS.HttpRoutes).toConstantValue({ path: '/probe', router });
  }),
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ modules: [probeModule], env: { JSON_BODY_LIMIT: '1kb' } });
});
afterAll(() => app?.stop());

describe('API envelope and errors', () => {
  it('answers health with the success envelope when PostgreSQL and Redis answer', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'success', data: 'ok' });
  });

  it('returns valid input wrapped in the success envelope', async () => {
    const response = await app.request('/api/probe/echo', {
      method: 'POST',
      json: { email: 'ana@example.com', zipCode: '78701' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      data: { email: 'ana@example.com', zipCode: '78701' },
    });
  });

  it('reports one error per failing field with the exact messages', async () => {
    const response = await app.request('/api/probe/echo', {
      method: 'POST',
      json: { email: 'nope', zipCode: '1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      errors: [
        { message: 'Invalid email address', field: 'email' },
        { message: 'Invalid zip code', field: 'zipCode' },
      ],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Request body is not valid JSON.' }],
    });
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await app.request('/api/probe/echo', {
      method: 'POST',
      json: { email: 'x'.repeat(2000) },
    });
    expect(response.status).toBe(413);
  });

  it('refuses a form-encoded state change with 415', async () => {
    const response = await app.request('/api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { status: string }).status).toBe('error');
  });

  it('hides the details of an unexpected error behind a 500 envelope', async () => {
    const response = await app.request('/api/probe/boom');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'error', errors: [{ message: 'Something went wrong.' }] });
    expect(body).not.toContain('secret_table');
  });

  // Issue 17's fuzzer: a lone `%` in any path parameter was a 500 on every route that has one.
  it.each(['%', '%zz', '%E0%A4%A'])(
    'answers an undecodable %s in a path parameter with 400',
    async (segment) => {
      const response = await app.request(`/api/probe/item/${segment}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 'error',
        errors: [{ message: 'The address is not valid. Check the link and try again.' }],
      });
      expect((await app.request('/api/probe/item/a%20b')).status).toBe(200);
    },
  );

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', errors: [{ message: 'Not found.' }] });
  });

  it('gives every response a request id and keeps a sane one from the caller', async () => {
    const generated = await app.request('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.request('/api/health', { headers: { 'x-request-id': 'trace-1234567' } });
    expect(given.headers.get('x-request-id')).toBe('trace-1234567');
  });

  it('sets security headers, the content security policy on pages only', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // JSON is never rendered as a document: no policy's half a kilobyte on every API answer.
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect((await app.request('/api/nowhere')).headers.get('content-security-policy')).toBeNull();
    const page = await app.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain('https://www.google.com/recaptcha/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
