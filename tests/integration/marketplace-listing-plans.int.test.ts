import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/identity-factories.ts';
import { listingSeedSql } from '../support/marketplace-seed.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every filter of GET /api/marketplace/leagues is served by an index: on a table of 10,000 listings
// (analyzed), the very statement the route sends is explained, and its plan reads an index of the
// marketplace migration, never the whole table. README "Marketplace" shows these plans.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  await sql(app, listingSeedSql(10_000));
  await sql(app, 'analyze marketplace_league_listing');
}, 60_000);
afterAll(() => app?.stop());

/** The statement the route sends for `query`, as PostgreSQL receives it (values inlined by the ORM). */
async function statementOf(query: string): Promise<string> {
  const logger = app.runtime.orm.config.getLogger();
  const original = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (context) => {
    const sent = (context as { formatted?: string }).formatted ?? String(context.query ?? '');
    if (sent.includes('from marketplace_league_listing')) seen.push(sent);
    original(context);
  };
  try {
    expect((await app.request(`/api/marketplace/leagues?${query}`)).status).toBe(200);
  } finally {
    logger.logQuery = original;
  }
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

async function planOf(query: string): Promise<string> {
  const rows = await sql<{ 'QUERY PLAN': string }>(app, `explain ${await statementOf(query)}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  if (process.env.SHOW_PLANS) console.log(`${query || '(no filter)'}\n${plan}\n`);
  return plan;
}

describe('the plans of a listing page on 10,000 listings', () => {
  it.each([
    ['no filter: the sort’s index, read until the page is full', '', 'marketplace_listing_start_idx'],
    ['a city: the city’s part of the sort', 'city=7', 'marketplace_listing_city_idx'],
    [
      'a city and narrow facets',
      'city=7&format=9x9&gender=women&level=competitive',
      'marketplace_listing_facets_idx',
    ],
    [
      'narrow facets, any city',
      'format=9x9&day=friday&gender=men&level=intermediate',
      'marketplace_listing_facets_idx',
    ],
    [
      'loose facets: the sort’s index',
      'day=friday&gender=men&level=intermediate',
      'marketplace_listing_start_idx',
    ],
    ['free text', 'q=kestrel', 'marketplace_listing_text_idx'],
    ['price up to', 'maxPrice=0', 'marketplace_listing_'],
    ['registration open', 'open=true', 'marketplace_listing_'],
    [
      'every filter at once',
      'city=3&format=7x7&day=monday&gender=coed&level=recreational&maxPrice=100&open=true&q=league',
      'marketplace_listing_',
    ],
  ])('%s', async (_name, query, index) => {
    const plan = await planOf(query);
    expect(plan, plan).toContain(index);
    expect(plan, plan).not.toMatch(/Seq Scan/);
  });
});
