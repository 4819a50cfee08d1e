// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database that
// `npm start` uses when DATABASE_URL is not set).
import { loadConfig } from '../src/platform/config/config.ts';
import { migrateDatabase } from '../src/platform/db/orm.ts';
import { startEmbeddedDatabase } from '../src/platform/local-services/embedded-database.ts';
import { createLogger } from '../src/platform/logging/logger.ts';

const config = loadConfig();
const logger = createLogger(config);
const embedded = config.DATABASE_URL ? undefined : await startEmbeddedDatabase(config.DATA_DIR, logger);
try {
  const applied = await migrateDatabase(config.DATABASE_URL ?? embedded!.url);
  logger.info(
    { applied },
    applied.length ? `applied ${applied.length} migration(s)` : 'database is up to date',
  );
} finally {
  await embedded?.stop();
}
