// What the database scripts share: the app's ORM on DATABASE_URL, or on the embedded database that
// `npm start` uses when DATABASE_URL is not set, with every module's entities.
import { appModules } from '../src/composition/app-modules.ts';
import { busEntities } from '../src/platform/bus/index.ts';
import { type Config, loadConfig } from '../src/platform/config/config.ts';
import { createOrm, type MikroORM } from '../src/platform/db/orm.ts';
import { startEmbeddedDatabase } from '../src/platform/local-services/embedded-database.ts';
import { createLogger } from '../src/platform/logging/logger.ts';

/** Opens the ORM (a pool of `poolMax`), runs `work` with it, then closes it and any embedded database. */
export async function withAppDatabase<T>(
  poolMax: number,
  work: (orm: MikroORM, database: { config: Config; databaseUrl: string }) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config);
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedDatabase(config.DATA_DIR, logger);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const orm = await createOrm({
    databaseUrl,
    poolMax,
    entities: [...busEntities, ...appModules.flatMap((module) => module.entities)],
    logger,
  });
  try {
    return await work(orm, { config, databaseUrl });
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}
