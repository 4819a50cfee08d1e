import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { dropRedisKeys } from './redis-keys.ts';
import { adminQuery, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, withDatabase } from './services.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The inbox: every mail the server sent over SMTP, filed as an .eml file. */
    mailDir: string;
    /** The server's database, for test set-up that goes through a module's own functions. */
    databaseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * End-to-end tests drive the production build through the real entry point (`node src/main.ts`), on
 * a fresh database, exactly as `npm start` serves it, and read its mails from the data directory.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR (a private build) is what the server below serves, as it is for `npm start`.
  if (!existsSync(join(resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web'), 'index.html')))
    throw new Error('No SPA build: run `npm run build` first.');
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `playfield_e2e_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'playfield-e2e-'));
  // Mail goes out over real SMTP, as in production, to a catcher that files each one as an .eml in
  // an inbox folder the tests read (tests/support/mail-files.ts).
  const inboxDir = join(dataDir, 'inbox');
  await mkdir(inboxDir, { recursive: true });
  let received = 0;
  const smtp = await startSmtpCatcher({
    onMail: (mail) => {
      const name = `${Date.now()}-${String(++received).padStart(6, '0')}.eml`;
      // Written aside, then renamed: a test polling the inbox never reads half a mail.
      writeFileSync(join(inboxDir, `${name}.part`), mail.raw);
      renameSync(join(inboxDir, `${name}.part`), join(inboxDir, name));
    },
  });
  const port = await freePort();
  const databaseUrl = withDatabase(adminUrl, database);
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
      REDIS_PREFIX: `e2e-${database}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey signs its members up from this one address; the limits themselves are tested in
      // tests/integration, so the browser run does not trip over them as journeys are added.
      REGISTER_LIMIT_PER_HOUR: '1000',
      LOGIN_LIMIT_PER_IP: '1000',
      // Journeys create events, invites, comments and chat lines as fast as a browser can: the per-member
      // limits and the e-mail cap are tested in tests/integration (member-limits.int.test.ts).
      EVENT_LIMIT_PER_HOUR: '10000',
      INVITE_LIMIT_PER_HOUR: '10000',
      COMMENT_LIMIT_PER_10_MINUTES: '10000',
      CHAT_MESSAGE_LIMIT_PER_MINUTE: '10000',
      NOTIFICATION_EMAILS_PER_HOUR: '10000',
      SMTP_URL: smtp.url,
      // Production mode requires a real signing secret; this one exists only for the test run.
      JWT_SECRET: `e2e-${database}-${'x'.repeat(32)}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before answering`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((wait) => setTimeout(wait, 250));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('mailDir', inboxDir);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    await dropRedisKeys(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, `e2e-${database}`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
