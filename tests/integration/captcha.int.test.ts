import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A local stand-in for reCAPTCHA's siteverify: it records what it was sent and answers per token.
const received: URLSearchParams[] = [];
let verifyServer: Server;
let verifyUrl: string;

beforeAll(async () => {
  verifyServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      if (token === 'broken') {
        res.writeHead(500).end();
        return;
      }
      const reply =
        token === 'human'
          ? { success: true, score: 0.9 }
          : token === 'borderline'
            ? { success: true, score: 0.65 }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifyServer.close(() => resolve())));

describe('POST /api/captcha with a secret configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      worker: false,
      env: { CAPTCHA_SECRET: 'server-secret', CAPTCHA_VERIFY_URL: verifyUrl },
    });
  });
  afterAll(() => app?.stop());

  it('verifies the token with the secret and answers success and score', async () => {
    const response = await app.request('/api/captcha', { method: 'POST', json: { token: 'human' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { success: true, score: 0.9 } });
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('server-secret');
    expect(last.get('response')).toBe('human');
  });

  it('passes on a score of exactly 0.65 so the client can judge it not human', async () => {
    const response = await app.request('/api/captcha', { method: 'POST', json: { token: 'borderline' } });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ success: true, score: 0.65 });
  });

  it('answers success false and score 0 for a rejected token', async () => {
    const response = await app.request('/api/captcha', { method: 'POST', json: { token: 'forged' } });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ success: false, score: 0 });
  });

  it('reports an unreachable verify endpoint as 502, not 500', async () => {
    const response = await app.request('/api/captcha', { method: 'POST', json: { token: 'broken' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Captcha verification is unavailable. Please try again later.' }],
    });
  });

  it('rejects a request without a token', async () => {
    const response = await app.request('/api/captcha', { method: 'POST', json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Captcha token is required', field: 'token' }],
    });
  });
});

describe('POST /api/captcha without a secret', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app?.stop());

  it('treats every visitor as human without calling the verify endpoint', async () => {
    const before = received.length;
    const response = await app.request('/api/captcha', { method: 'POST', json: { token: '' } });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ success: true, score: 1 });
    expect(received.length).toBe(before);
  });
});
