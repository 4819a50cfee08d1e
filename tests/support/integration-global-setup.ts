import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../src/platform/db/orm.ts';
import { pingRedis } from '../../src/platform/redis/redis.ts';
import { startContainerServices } from './container-services.ts';
import { dropRedisKeysMatching } from './redis-keys.ts';
import {
  adminQuery,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  postgresAnswers,
  withDatabase,
} from './services.ts';

declare module 'vitest' {
  interface ProvidedContext {
    databaseAdminUrl: string;
    databaseTemplate: string;
    redisUrl: string;
    runId: string;
  }
}

/**
 * Migrates one template database per run; every test file clones it (tests/support/test-database.ts)
 * so files run in parallel without seeing each other's rows. Uses the machine's PostgreSQL and Redis
 * (DATABASE_URL / REDIS_URL, else the usual local ports) and falls back to testcontainers where a
 * Docker engine exists.
 */
export default async function setup(project: TestProject) {
  let databaseAdminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  let redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  let stopContainers = async () => {};
  if (!(await postgresAnswers(databaseAdminUrl)) || !(await pingRedis(redisUrl))) {
    const services = await startContainerServices();
    databaseAdminUrl = services.databaseUrl;
    redisUrl = services.redisUrl;
    stopContainers = services.stop;
  }
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const databaseTemplate = `playfield_tpl_${runId}`;
  await adminQuery(databaseAdminUrl, `create database ${databaseTemplate}`);
  await migrateDatabase(withDatabase(databaseAdminUrl, databaseTemplate));

  project.provide('databaseAdminUrl', databaseAdminUrl);
  project.provide('databaseTemplate', databaseTemplate);
  project.provide('redisUrl', redisUrl);
  project.provide('runId', runId);

  return async () => {
    await dropRunDatabases(databaseAdminUrl, runId);
    // Every Redis prefix of the run (uniqueRedisPrefix) is `<label>-<runId>-<random>`.
    await dropRedisKeysMatching(redisUrl, `*-${runId}-*`);
    // The in-process apps' data directory (uploads, mail files): tests/support/test-app.ts's DATA_DIR.
    await rm(resolve(import.meta.dirname, '../../.data', `test-${runId}`), { recursive: true, force: true });
    await stopContainers();
  };
}

async function dropRunDatabases(adminUrl: string, runId: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`playfield_%${runId}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
