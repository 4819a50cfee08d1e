import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';
import { dropRedisKeys } from '../support/redis-keys.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { adminQuery, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, withDatabase } from '../support/services.ts';

// `PORT=<port> npm start` with no PUBLIC_URL: everything a person reaches from the start-up banner
// must live on that port. The server gets its own database and Redis prefix (and a data folder for its
// mail files) so it does not need an embedded PostgreSQL; none of these says where the app lives.
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const database = `playfield_port_${Date.now().toString(36)}`;
let dataDir: string;
let port: number;
let server: ServerProcess | undefined;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  await adminQuery(adminUrl, `create database ${database}`);
  dataDir = await mkdtemp(join(tmpdir(), 'playfield-port-'));
  await chmod(dataDir, 0o755);
  port = await freePort();
  server = await startServerProcess({
    PORT: String(port),
    DATABASE_URL: withDatabase(adminUrl, database),
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    REDIS_PREFIX: `e2e-${database}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  await dropRedisKeys(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, `e2e-${database}`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on another port, with no PUBLIC_URL', () => {
  it('prints the app on that port and no warning about the public address', () => {
    expect(server?.output()).toContain(`App:             http://localhost:${port}`);
    expect(server?.output()).not.toContain('Warning');
  });

  it("opens the app on that port from the operator site's Create Account link", async () => {
    const page = await context.newPage();
    try {
      await page.goto(`http://play.localhost:${port}/`);
      await page.getByRole('link', { name: 'Create Account' }).first().click();
      await page.waitForURL(`http://localhost:${port}/create-account`);
      await page.getByRole('form', { name: /create account/i }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('mails a verification link that works, and saves a signed-in profile from the browser', async () => {
    const email = `port.${Date.now()}@example.com`;
    const password = 'Kickoff#2024';
    const profile = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(555) 123-4567',
      birthday: '1990-04-12',
      gender: 'FEMALE',
    };
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...profile, email, zipCode: '10001', password, confirmPassword: password }),
    });
    expect(registered.status).toBe(201);

    const mail = await waitForMail(join(dataDir, 'mail'), email, { subject: /verify/i });
    const link = linkIn(mail, '/verify');
    expect(link.origin).toBe(`http://localhost:${port}`);
    const page = await context.newPage();
    try {
      await page.goto(link.href);
      await page.getByRole('heading', { name: /verified/i }).waitFor();

      // Signed in by cookie, a change is accepted only from the app's own origin: the page's.
      const signIn = await page.evaluate(
        async (body) =>
          (
            await fetch('/api/auth/login/member', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { email, password },
      );
      expect(signIn).toBe(200);
      const saved = await page.evaluate(
        async (body) => {
          const response = await fetch('/api/member', {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        },
        {
          firstName: 'Augusta',
          lastName: profile.lastName,
          location: 'Brooklyn, NY',
          birthday: profile.birthday,
          gender: profile.gender,
          phoneNumber: profile.phone,
          zip: '10001',
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(JSON.stringify(saved.body)).toContain('Augusta');
    } finally {
      await page.close();
    }
  });
});
