import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamForm } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A reCAPTCHA stand-in: the token 'human' scores 0.9, anything else 0.1 (a bot).
let verifier: Server;
let app: TestApp;
beforeAll(async () => {
  verifier = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const token = new URLSearchParams(raw).get('response');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, score: token === 'human' ? 0.9 : 0.1 }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({
    worker: false,
    env: {
      ...generousLimits,
      CAPTCHA_SECRET: 'secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => verifier.close(() => resolve()));
});

const post = (member: TestMember | undefined, path: string, json: unknown) =>
  app.request(path, { method: 'POST', headers: member?.auth ?? {}, json });
const BOT = 'We could not verify that you are human. Please try again.';

describe('POST /api/onboard/verify-email', () => {
  it('tells a human whether the address signs in or needs an account', async () => {
    const member = await createMember(app);
    const known = await post(undefined, '/api/onboard/verify-email', {
      email: member.email.toUpperCase(),
      captchaToken: 'human',
    });
    expect(known.status).toBe(200);
    expect((await body(known)).data).toEqual({ email: member.email, hasAccount: true });
    const fresh = await post(undefined, '/api/onboard/verify-email', {
      email: 'new.visitor@example.com',
      captchaToken: 'human',
    });
    expect((await body(fresh)).data).toEqual({ email: 'new.visitor@example.com', hasAccount: false });
  });

  it('refuses a bot and an invalid address', async () => {
    const bot = await post(undefined, '/api/onboard/verify-email', {
      email: 'a@example.com',
      captchaToken: 'bot',
    });
    expect(bot.status).toBe(403);
    expect((await body(bot)).errors).toEqual([{ message: BOT }]);
    const invalid = await post(undefined, '/api/onboard/verify-email', {
      email: 'nope',
      captchaToken: 'human',
    });
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).errors).toEqual([{ message: 'Invalid email address', field: 'email' }]);
  });
});

describe('POST /api/onboard', () => {
  it("creates the signed-in visitor's team with them as captain", async () => {
    const member = await createMember(app);
    const response = await post(member, '/api/onboard', {
      ...teamForm({ name: 'Onboard United' }),
      captchaToken: 'human',
    });
    expect(response.status).toBe(201);
    const { data } = await body<{ team: { id: string; name: string }; message: string }>(response);
    expect(data.message).toBe('Team Onboard United successfully created.');
    expect(
      await sql(app, 'select is_captain from roster_entry where team_id = $1 and member_id = $2', [
        data.team.id,
        member.id,
      ]),
    ).toEqual([{ is_captain: true }]);
  });

  it('refuses a bot, an anonymous visitor and an invalid form', async () => {
    const member = await createMember(app);
    const bot = await post(member, '/api/onboard', { ...teamForm(), captchaToken: 'bot' });
    expect(bot.status).toBe(403);
    expect((await body(bot)).errors).toEqual([{ message: BOT }]);
    expect((await post(undefined, '/api/onboard', { ...teamForm(), captchaToken: 'human' })).status).toBe(
      401,
    );
    const invalid = await post(member, '/api/onboard', {
      ...teamForm({ abbreviation: 'X' }),
      captchaToken: 'human',
    });
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).errors).toEqual([
      { message: 'Abbreviation must be at least 2 characters long', field: 'abbreviation' },
    ]);
    expect(await sql(app, 'select 1 from team where created_by = $1', [member.id])).toEqual([]);
  });
});
