import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from './services.ts';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the run's template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `playfield_t_${inject('runId')}_${randomUUID().slice(0, 8)}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('databaseTemplate')}`);
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A Redis key prefix no other test file shares, so queues and rate limits never collide. */
export function uniqueRedisPrefix(label = 'test'): string {
  return `${label}-${inject('runId')}-${randomUUID().slice(0, 8)}`;
}
