import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { createAuthGuards } from '../auth/auth-guards.ts';
import { createLogger } from '../logging/logger.ts';
import { requestId } from './request-id.ts';
import { requestLog } from './request-log.ts';

const verifier: AccessTokenVerifier = {
  verify: async (token) => {
    if (token !== 'good') throw new Error('bad token');
    return { memberId: 'member-7', sessionId: 'session-1' };
  },
} as AccessTokenVerifier;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A small app with the real logging pipeline, writing its log lines into an array. */
async function serve(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ LOG_LEVEL: level }, { write: (line) => void lines.push(JSON.parse(line)) });
  const guards = createAuthGuards(verifier, { publicUrl: 'http://localhost:3000' });
  const app = express();
  app.use(pinoHttp({ logger, genReqId: requestId, autoLogging: false, quietReqLogger: true }));
  app.use(requestLog(logger));
  app.get('/api/member', guards.requireMember, (_req, res) => void res.json({ ok: true }));
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/metrics', (_req, res) => void res.type('text/plain').send('up 1\n'));
  app.get('/missing', (_req, res) => void res.status(404).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  close = () => new Promise((done) => server.close(() => done()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settle = () => new Promise((done) => setTimeout(done, 50));
  return { url, lines, settle };
}

describe('the request log', () => {
  it('writes one line per request at info: method, path, status, duration, request id, member', async () => {
    const { url, lines, settle } = await serve('info');
    const response = await fetch(`${url}/api/member?verificationToken=secret`, {
      headers: { authorization: 'Bearer good', 'x-request-id': 'request-0001' },
    });
    expect(response.status).toBe(200);
    await settle();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      reqId: 'request-0001',
      method: 'GET',
      path: '/api/member',
      status: 200,
      memberId: 'member-7',
      msg: 'GET /api/member 200',
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('logs anonymous requests and failures without a member', async () => {
    const { url, lines, settle } = await serve('info');
    await fetch(`${url}/missing`);
    await fetch(`${url}/api/member`);
    await settle();
    expect(lines.map((line) => [line.path, line.status, line.memberId])).toEqual([
      ['/missing', 404, undefined],
      ['/api/member', 401, undefined],
    ]);
  });

  it('keeps health checks and metric scrapes out of the info log', async () => {
    const { url, lines, settle } = await serve('info');
    await fetch(`${url}/api/health`);
    await fetch(`${url}/metrics`);
    await settle();
    expect(lines).toEqual([]);
  });

  it('adds the headers, secrets redacted, only at debug level', async () => {
    const { url, lines, settle } = await serve('debug');
    // fetch() drops a Cookie header; node:http sends what it is given.
    await new Promise((done, fail) =>
      request(
        `${url}/api/member`,
        {
          headers: { authorization: 'Bearer good', cookie: 'pf_refresh=secret', 'user-agent': 'test-agent' },
        },
        (response) => response.resume().on('end', done),
      )
        .on('error', fail)
        .end(),
    );
    await settle();
    const line = lines.find((entry) => entry.path === '/api/member');
    expect(line).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'test-agent' } },
      res: { headers: { 'content-type': expect.stringContaining('application/json') } },
    });
    expect(JSON.stringify(line)).not.toContain('secret');
  });
});
