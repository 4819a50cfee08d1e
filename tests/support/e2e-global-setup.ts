import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { adminQuery, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, withDatabase } from './services.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** Where the server writes its mails as .eml files (no SMTP_URL in end-to-end runs). */
    mailDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * End-to-end tests drive the production build through the real entry point (`node src/main.ts`), on
 * a fresh database, exactly as `npm start` serves it, and read its mails from the data directory.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/web/index.html')))
    throw new Error('No SPA build: run `npm run build` first.');
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `playfield_e2e_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'playfield-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: withDatabase(adminUrl, database),
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
      REDIS_PREFIX: `e2e-${database}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      SMTP_URL: '',
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
  project.provide('mailDir', join(dataDir, 'mail'));

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
