import type { MikroORM } from '../../src/platform/db/orm.ts';

/**
 * Counts the SQL statements the ORM sends while `run` is awaited (transaction control excluded), by
 * wrapping the query logger every connection reports to. Only meaningful with nothing else querying
 * meanwhile: start the app with `worker: false`.
 */
export async function countQueries(orm: MikroORM, run: () => Promise<unknown>): Promise<string[]> {
  const logger = orm.config.getLogger();
  const original = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (context) => {
    const query = String(context.query ?? '');
    if (!/^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(query.trim())) seen.push(query);
    original(context);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

/**
 * Counts the statements of `read`'s second run. Players' names and rosters are remembered after a
 * first read (src/platform/db/notified-cache.ts), so a page of 5 and one of 200 compare like with like
 * only when both are warm (or both cold: tests/integration/notified-caches.int.test.ts).
 */
export async function countWarmQueries(orm: MikroORM, read: () => Promise<unknown>): Promise<string[]> {
  await read();
  return countQueries(orm, read);
}
