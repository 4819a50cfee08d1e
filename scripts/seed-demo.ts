// `npm run seed:demo`: seeds the demo data set into DATABASE_URL (or the embedded database `npm start`
// uses), migrating first. Idempotent: a second run changes nothing and prints the same logins.
import { appModules } from '../src/composition/app-modules.ts';
import { formatDemoLogins, seedDemoData } from '../src/composition/demo-seed.ts';
import { busEntities } from '../src/platform/bus/index.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { createOrm, migrate } from '../src/platform/db/orm.ts';
import { startEmbeddedDatabase } from '../src/platform/local-services/embedded-database.ts';
import { createLogger } from '../src/platform/logging/logger.ts';
import { createFileStorage } from '../src/platform/storage/index.ts';

const config = loadConfig();
const logger = createLogger(config);
const embedded = config.DATABASE_URL ? undefined : await startEmbeddedDatabase(config.DATA_DIR, logger);
const databaseUrl = config.DATABASE_URL ?? embedded!.url;
const orm = await createOrm({
  databaseUrl,
  poolMax: 2,
  entities: [...busEntities, ...appModules.flatMap((module) => module.entities)],
  logger,
});
try {
  await migrate(orm, databaseUrl);
  const demo = await seedDemoData(orm, createFileStorage(config));
  process.stdout.write(
    `\n${demo.seeded ? 'Demo data seeded.' : demo.gamesSeeded || demo.leagueSeeded ? `Demo ${[demo.gamesSeeded && 'games', demo.leagueSeeded && 'league'].filter(Boolean).join(' and ')} added.` : 'Demo data already present; nothing changed.'}\n${formatDemoLogins(demo.logins)}\n\n`,
  );
} finally {
  await orm.close(true);
  await embedded?.stop();
}
