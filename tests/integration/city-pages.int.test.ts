import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRegion } from '../../marketing-site/src/lib/live-region.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { MikroORM } from '../../src/platform/db/orm.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { requestAsHost } from '../support/host-request.ts';
import { createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { createLeague, eventually, makeStaff } from '../support/leagues-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 20: the operator's city pages list the leagues open for registration, filled by the server
// on every request from the marketplace's copy (no rebuild), with schema.org SportsEvent JSON-LD, and
// the sitemap lists their marketplace pages. The built pages here carry the region marker the Astro
// build emits (liveRegion, the same function); everything else is the real server, its events and
// PostgreSQL. Leagues change through leagues' own routes, so the page follows the real events.

const HOST = 'play.test';
const PUBLIC_URL = 'http://app.test:4100';
const day = 24 * 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  requestAsHost(app.url, path, HOST, { method, headers });

const page = (city: string, sub = '') =>
  `<html><head><title>${city}</title></head><body><h1>${city}${sub}</h1>${liveRegion('open-leagues', city, '<p>fallback</p>')}<footer>end</footer></body></html>`;

let dist: string;
let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'city-pages-'));
  const files: Record<string, string> = {
    'web/index.html': '<title>app shell</title>',
    'marketing/about/index.html': '<title>about</title>',
    'marketing/operator/index.html': '<title>operator home</title>',
    'marketing/operator/austin/index.html': page('austin'),
    'marketing/operator/austin/play/index.html': page('austin', ' play'),
    'marketing/operator/austin/why/index.html': '<title>austin why</title>',
    'marketing/operator/denver/index.html': page('denver'),
    'marketing/operator/charlotte/index.html': page('charlotte'),
    'marketing/operator/phoenix/index.html': page('phoenix'),
    'marketing/operator/nowhere/index.html': page('nowhere'),
    'marketing/operator/404.html': '<title>operator not found</title>',
    'marketing/operator/sitemap.xml':
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>http://play.test/austin/</loc></url>\n</urlset>\n',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dist, path, '..'), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  app = await startTestApp({
    env: {
      ...generousLimits,
      WEB_DIST_DIR: join(dist, 'web'),
      MARKETING_DIST_DIR: join(dist, 'marketing'),
      ABOUT_HOSTS: 'about.test',
      OPERATOR_HOSTS: HOST,
      PUBLIC_URL,
    },
  });
  coordinator = await createMember(app);
  await makeStaff(app, coordinator.id, 'coordinator');
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await rm(dist, { recursive: true, force: true });
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  opensAt: iso(-day),
  closesAt: iso(30 * day),
  maxTeams: 4,
  teamFee: { amountCents: 60_000, currency: 'USD' },
  freeAgentFee: null,
  refundCutoff: iso(20 * day),
  gender: 'coed',
  level: 'recreational',
  learnMoreUrl: null,
  ...overrides,
});

async function openLeague(name: string, workspaceId: number, overrides: Record<string, unknown> = {}) {
  const league = await createLeague(app, coordinator.auth, {
    name,
    workspaceId,
    gameDay: 'tuesday',
    seasonStart: '2027-03-02',
    seasonEnd: '2027-05-25',
  });
  const response = await app.request(`/api/league/${league.id}/registration`, {
    method: 'PUT',
    headers: coordinator.auth,
    json: settings(overrides),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return league.id;
}

/** The page once `check` holds; the events run in this process, so far sooner than the cache's TTL. */
const pageWhen = (path: string, check: (html: string) => boolean) =>
  eventually(async () => (await get(path)).body, check, 15_000);

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

// Tests run offline: https://schema.org's context is its vocabulary, which is what this gives.
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no remote contexts in tests: ${url}`);
  return {
    contextUrl: undefined,
    documentUrl: url,
    document: { '@context': { '@vocab': 'https://schema.org/' } },
  };
};

/** Expands with a JSON-LD processor in safe mode, which throws on anything it would have to drop. */
const expandJsonLd = (data: Record<string, unknown>) =>
  jsonld.expand(data as jsonld.JsonLdDocument, { documentLoader, safe: true } as jsonld.Options.Expand);

const S = 'https://schema.org/';

describe('a city page with no league open', () => {
  it('shows the empty state, linking to book a demo, and no event data', async () => {
    const response = await get('/charlotte/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('No leagues are open for registration in Charlotte right now.');
    expect(response.body).toContain('<a href="/book-demo/">Book a demo</a>');
    expect(response.body).not.toContain('fallback');
    expect(response.body).not.toContain('<!--live:');
    expect(jsonLdOf(response.body)).toEqual([]);
    expect(response.body).toMatch(/<footer>end<\/footer><\/body><\/html>$/);
    // The page's file by its own name is the same page, never the build's fallback.
    expect((await get('/charlotte/index.html')).body).toContain('No leagues are open for registration');
    expect((await get('/charlotte/%2e%2e/%2e%2e/index.html')).body).not.toContain('fallback');
  });

  it('keeps the build’s fallback for a page whose city is not the operator’s, and serves other pages as files', async () => {
    expect((await get('/nowhere/')).body).toContain('<p>fallback</p>');
    expect((await get('/austin/why/')).body).toContain('austin why');
    expect((await get('/no-such/')).status).toBe(404);
  });
});

describe('a city page with open leagues', () => {
  let paidId: string;
  let freeId: string;

  it('lists each open league in the HTML a crawler gets: name, format, day, start, price, spots and its link', async () => {
    paidId = await openLeague('Austin Tuesday Paid 7x7', 1);
    freeId = await openLeague('Austin Free <Two> Spots', 1, {
      maxTeams: 2,
      teamFee: { amountCents: 0, currency: 'USD' },
    });
    // Denver's league is in Denver only.
    await openLeague('Denver Only League', 2);
    expect(
      (await pageWhen('/denver/', (body) => body.includes('Denver Only League'))).length,
    ).toBeGreaterThan(0);
    const html = await pageWhen('/austin/', (body) => body.includes('Austin Free &#60;Two&#62; Spots'));
    expect(html).toContain(
      `<a href="${PUBLIC_URL}/marketplace/league/${paidId}">Austin Tuesday Paid 7x7</a>`,
    );
    expect(html).toContain(`<a href="${PUBLIC_URL}/marketplace/league/${freeId}">`);
    expect(html).toContain('2 leagues open for registration');
    expect(html).toContain('<dt>Format</dt><dd>7x7 · Coed · Recreational</dd>');
    expect(html).toContain('<dt>Day</dt><dd>Tuesdays</dd>');
    expect(html).toContain('<dt>Starts</dt><dd>March 02, 2027</dd>');
    expect(html).toContain('<dt>Team fee</dt><dd>$600</dd>');
    expect(html).toContain('<dt>Team fee</dt><dd>Free</dd>');
    expect(html).toContain('4 of 4 team spots left');
    expect(html).toContain('2 of 2 team spots left');
    expect(html).not.toContain('Denver Only League');
    // The city's play page has the same list.
    expect((await pageWhen('/austin/play/', (body) => body.includes(freeId))).includes('austin play')).toBe(
      true,
    );
  });

  it('describes each league as a schema.org SportsEvent that a JSON-LD processor reads back without errors', async () => {
    const html = (await get('/austin/')).body;
    const blocks = jsonLdOf(html);
    expect(blocks).toHaveLength(2);
    const paid = blocks.find((block) => block.name === 'Austin Tuesday Paid 7x7')!;
    const [expanded] = (await expandJsonLd(paid)) as Array<Record<string, Array<Record<string, unknown>>>>;
    expect(expanded!['@type']).toEqual([`${S}SportsEvent`]);
    expect(expanded![`${S}name`]).toEqual([{ '@value': 'Austin Tuesday Paid 7x7' }]);
    expect(expanded![`${S}startDate`]).toEqual([{ '@value': '2027-03-02' }]);
    expect(expanded![`${S}endDate`]).toEqual([{ '@value': '2027-05-25' }]);
    const [location] = expanded![`${S}location`]! as Array<Record<string, Array<Record<string, unknown>>>>;
    expect(location![`${S}address`]![0]![`${S}addressLocality`]).toEqual([{ '@value': 'Austin' }]);
    const [organizer] = expanded![`${S}organizer`]! as Array<Record<string, unknown>>;
    expect(organizer!['@type']).toEqual([`${S}SportsOrganization`]);
    const [offer] = expanded![`${S}offers`]! as Array<Record<string, unknown>>;
    expect(offer).toMatchObject({
      [`${S}price`]: [{ '@value': 600 }],
      [`${S}priceCurrency`]: [{ '@value': 'USD' }],
      [`${S}availability`]: [{ '@value': `${S}InStock` }],
      [`${S}url`]: [{ '@value': `${PUBLIC_URL}/marketplace/league/${paidId}` }],
    });
    // Every block, the escaped name's among them, reads back.
    for (const block of blocks) await expect(expandJsonLd(block)).resolves.toHaveLength(1);
    // 2 spots left is few: LimitedAvailability (4 left above is InStock).
    const free = blocks.find((block) => block.name === 'Austin Free <Two> Spots');
    expect(free?.offers).toMatchObject({ availability: `${S}LimitedAvailability`, price: 0 });
  });

  it('may be cached for 30 s and revalidated by its ETag; HEAD answers too', async () => {
    const first = await get('/austin/');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/austin/', { 'if-none-match': etag })).status).toBe(304);
    const head = await get('/austin/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('reads a city’s leagues in one statement, then from memory until they change', async () => {
    const ids: string[] = [];
    for (const name of ['Phoenix A', 'Phoenix B', 'Phoenix C']) ids.push(await openLeague(name, 4));
    // Copied, and the copy's change seen by the page's cache, before the page is first asked for.
    await eventually(
      () =>
        sql<{ n: number }>(
          app,
          `select count(*)::int as n from inbox i join outbox o on o.id = i.event_id
           where i.subscriber = 'marketplace.refresh-city-page' and o.payload->>'leagueId' = any($1::text[])`,
          [ids],
        ),
      ([row]) => row?.n === ids.length,
    );
    const orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
    const listingReads = (queries: string[]) =>
      queries.filter((query) => query.includes('marketplace_league_listing'));
    let html = '';
    const first = await countQueries(orm, async () => {
      html = (await get('/phoenix/')).body;
    });
    expect(html).toContain('3 leagues open for registration');
    expect(listingReads(first)).toHaveLength(1);
    const again = await countQueries(orm, () => get('/phoenix/'));
    expect(listingReads(again)).toHaveLength(0);
  });

  it('lists the open leagues’ marketplace pages in the sitemap, after the built pages', async () => {
    const response = await get('/sitemap.xml', { accept: 'application/xml' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<url><loc>http://play.test/austin/</loc></url>');
    expect(response.body).toContain(`<url><loc>${PUBLIC_URL}/marketplace/league/${paidId}</loc></url>`);
    expect(response.body).toContain(`<url><loc>${PUBLIC_URL}/marketplace/league/${freeId}</loc></url>`);
    expect(response.body.trim().endsWith('</urlset>')).toBe(true);
  });

  it('takes a league off the page when its last spot is taken (list, count, JSON-LD), keeping it in the sitemap', async () => {
    const register = async (name: string) => {
      const captain = await createMember(app);
      const teamId = await insertTeam(app, { captains: [captain.id], name });
      const registered = await app.request('/api/league-common/league-payment-checkout', {
        method: 'POST',
        headers: captain.auth,
        json: { leagueId: freeId, teamId },
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
    };
    await register('City Page FC');
    // One spot left: still listed, its place offered as LimitedAvailability.
    const oneLeft = await pageWhen('/austin/', (body) => body.includes('1 of 2 team spots left'));
    expect(oneLeft).toContain('2 leagues open for registration');
    expect(jsonLdOf(oneLeft).find((block) => block.name === 'Austin Free <Two> Spots')?.offers).toMatchObject(
      { availability: `${S}LimitedAvailability` },
    );

    await register('City Page United');
    const html = await pageWhen('/austin/', (body) => !body.includes(freeId));
    expect(html).not.toContain('Austin Free &#60;Two&#62; Spots');
    expect(html).toContain('1 league open for registration');
    expect(html).toContain(`<a href="${PUBLIC_URL}/marketplace/league/${paidId}">`);
    expect(jsonLdOf(html).map((block) => block.name)).toEqual(['Austin Tuesday Paid 7x7']);
    // Its registration is still open: its own page takes the waitlist, and the sitemap keeps it.
    const listing = await app.request(`/api/marketplace/leagues/${freeId}`);
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { data: { spotsLeft: number } }).data.spotsLeft).toBe(0);
    expect((await get('/sitemap.xml')).body).toContain(
      `<url><loc>${PUBLIC_URL}/marketplace/league/${freeId}</loc></url>`,
    );
  });

  it('drops a league whose registration closes, from the page and the sitemap', async () => {
    const closed = await app.request(`/api/league/${paidId}/registration`, {
      method: 'DELETE',
      headers: coordinator.auth,
    });
    expect(closed.status).toBe(200);
    // The full league is already off the page, so Austin has none left to list.
    const html = await pageWhen('/austin/', (body) => !body.includes('Austin Tuesday Paid 7x7'));
    expect(html).toContain('No leagues are open for registration in Austin right now.');
    expect(jsonLdOf(html)).toEqual([]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(paidId);
    expect(sitemap).toContain(freeId);
  });
});
