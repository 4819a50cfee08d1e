import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrations } from '../../../migrations/index.ts';
import type { Logger } from '../logging/logger.ts';

export type { EntityManager } from '@mikro-orm/postgresql';
export { MikroORM };

export interface OrmSettings {
  databaseUrl: string;
  poolMax: number;
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of every module, each with its own type
  entities: EntitySchema<any>[];
  logger?: Logger;
}

export function ormOptions(settings: OrmSettings): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: settings.databaseUrl,
    pool: { min: 0, max: settings.poolMax },
    entities: settings.entities,
    extensions: [Migrator],
    // Migrations are listed in code (migrations/index.ts): explicit order, no file globbing, and the
    // same list runs under Node's type stripping, Vitest and a bundler alike.
    migrations: { migrationsList: migrations, snapshot: false, tableName: 'mikro_orm_migrations' },
    // Handlers get a request-scoped fork (RequestContext); touching the global one is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    logger: (message) => settings.logger?.debug({ orm: true }, message),
  };
}

export async function createOrm(settings: OrmSettings): Promise<MikroORM> {
  return MikroORM.init(ormOptions(settings));
}

/**
 * Applies pending migrations. Many processes may start at once (API and workers), so they take turns
 * through a PostgreSQL advisory lock held on a connection of its own: a pooled one could release it
 * on a different session than the one that took it.
 */
export async function migrate(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(727274)');
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
  }
}

/** Migrates a database without the application's entities: used by `npm run db:migrate` and tests. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init({
    ...ormOptions({ databaseUrl, poolMax: 2, entities: [] }),
    discovery: { warnWhenNoEntities: false },
  });
  try {
    return await migrate(orm, databaseUrl);
  } finally {
    await orm.close(true);
  }
}
