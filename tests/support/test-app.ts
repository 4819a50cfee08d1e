import { pino } from 'pino';
import { inject } from 'vitest';
import { type Runtime, startRuntime } from '../../src/composition/runtime.ts';
import type { AppModule } from '../../src/platform/app-module.ts';
import { type Config, loadConfig } from '../../src/platform/config/config.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';
import { createTestDatabase, type TestDatabase, uniqueRedisPrefix } from './test-database.ts';

/** An app the factories can work with: its address, its database and JSON requests to it. */
export interface AppClient {
  url: string;
  database: Pick<TestDatabase, 'url'>;
  /** fetch against the app with JSON defaults; `path` starts with `/`. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

export interface TestApp extends AppClient {
  runtime: Runtime;
  database: TestDatabase;
  config: Config;
  stop(): Promise<void>;
}

/** The client of an app at `url` on `database`, in this process or another (tests/support/server-process.ts). */
export function appClient(url: string, database: Pick<TestDatabase, 'url'>): AppClient {
  return {
    url,
    database,
    request(path, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${url}${path}`, {
        ...rest,
        headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  worker?: boolean;
  modules?: AppModule[];
}

/**
 * The real server on a free port with its own database and Redis prefix: tests go through HTTP
 * exactly as a browser would. Workers run in the same process unless `worker: false`.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix('app'),
    RUN_MIGRATIONS: 'false',
    DATA_DIR: `.data/test-${inject('runId')}`,
    RELAY_INTERVAL_MS: '50',
    ...options.env,
  });
  const logger = pino({ level: config.LOG_LEVEL });
  const runtime = await startRuntime({
    config,
    logger,
    roles: { api: true, worker: options.worker ?? true },
    modules: options.modules,
  });
  const url = runtime.url!;
  return {
    ...appClient(url, database),
    runtime,
    database,
    config,
    async stop() {
      await runtime.stop();
      await database.drop();
    },
  };
}

export interface MailingTestApp extends TestApp {
  /** Every mail the app sent, as a mail server received it. */
  smtp: SmtpCatcher;
}

/** A test app that mails to its own SMTP catcher; `stop()` stops the app, then the catcher. */
export async function startTestAppWithMail(options: TestAppOptions = {}): Promise<MailingTestApp> {
  const smtp = await startSmtpCatcher();
  try {
    const app = await startTestApp({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
    return {
      ...app,
      smtp,
      async stop() {
        await app.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
