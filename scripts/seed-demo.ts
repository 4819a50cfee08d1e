// `npm run seed:demo`: seeds the demo data set into DATABASE_URL (or the embedded database `npm start`
// uses), migrating first. Idempotent: a second run changes nothing and prints the same logins.
import { formatDemoLogins, seedDemoData } from '../src/composition/demo-seed.ts';
import { migrate } from '../src/platform/db/orm.ts';
import { createFileStorage } from '../src/platform/storage/index.ts';
import { withAppDatabase } from './app-database.ts';

await withAppDatabase(2, async (orm, { config, databaseUrl }) => {
  await migrate(orm, databaseUrl);
  const demo = await seedDemoData(orm, createFileStorage(config));
  process.stdout.write(
    `\n${demo.seeded ? 'Demo data seeded.' : demo.gamesSeeded || demo.leagueSeeded ? `Demo ${[demo.gamesSeeded && 'games', demo.leagueSeeded && 'league'].filter(Boolean).join(' and ')} added.` : 'Demo data already present; nothing changed.'}\n${formatDemoLogins(demo.logins)}\n\n`,
  );
});
