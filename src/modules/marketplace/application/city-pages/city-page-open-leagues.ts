import {
  leaguePageUrl,
  OPEN_LEAGUES_REGION,
  type OpenLeague,
  renderOpenLeagues,
} from '../../../../../marketing-site/src/lib/open-leagues.ts';
import { findCityByPath, OPERATOR_ORGANIZATION_ID } from '../../../../contracts/cities.ts';
import type { MikroORM } from '../../../../platform/db/orm.ts';
import type { LivePageProvider } from '../../../../platform/static-sites/live-pages.ts';
import { listLeagueListings } from '../queries/league-listings.query.ts';
import { openLeagueIds } from './open-league-ids.query.ts';
import { OpenLeaguesCache } from './open-leagues-cache.ts';

/**
 * How long a process keeps a city's open leagues (and the sitemap's) before reading them again. With
 * the pages' max-age (LIVE_PAGE_MAX_AGE_SECONDS, 30 s) a change shows everywhere within 60 s (issue 20).
 */
export const CITY_PAGE_TTL_MS = 30_000;

/** A city page lists every league open in the city; more than this is not a list anyone reads. */
const CITY_PAGE_LIMIT = 60;

const SITEMAP_KEY = 'sitemap';
const cityKey = (workspaceId: number) => `city:${workspaceId}`;

/** One per process: the cities' open leagues and the sitemap's league ids. */
export interface CityPageCache {
  leagues: OpenLeaguesCache<OpenLeague[]>;
  sitemap: OpenLeaguesCache<string[]>;
}

export const createCityPageCache = (): CityPageCache => ({
  leagues: new OpenLeaguesCache(CITY_PAGE_TTL_MS),
  sitemap: new OpenLeaguesCache(CITY_PAGE_TTL_MS),
});

/** What a listing change makes stale: its city's page and the sitemap. */
export function invalidateCityPage(cache: CityPageCache, workspaceId: number): void {
  cache.leagues.invalidate(cityKey(workspaceId));
  cache.sitemap.invalidate(SITEMAP_KEY);
}

/**
 * Fills the operator city pages' `open-leagues` region from the marketplace's copy of the listings:
 * the leagues whose registration is open now and that still have a team spot (one statement, the
 * listing page's). A league that fills leaves the page like a closed one (issue 20's journey: "the
 * city page shows a league, which disappears when it fills"); its own marketplace page, which the
 * sitemap keeps while registration is open, still takes its waitlist. A city's workspace id is its id
 * in src/contracts/cities.ts (the organizations migration made them the same); an unknown city keeps
 * the build's fallback.
 */
export function cityPageOpenLeagues(orm: MikroORM, cache: CityPageCache): LivePageProvider {
  return {
    region: OPEN_LEAGUES_REGION,
    async render(urlPath, context) {
      const city = findCityByPath(urlPath, OPERATOR_ORGANIZATION_ID);
      if (!city) return undefined;
      const leagues = await cache.leagues.get(cityKey(city.id), async () => {
        const page = await listLeagueListings(orm.em.fork(), {
          city: city.id,
          open: true,
          withSpotsLeft: true,
          page: 1,
          limit: CITY_PAGE_LIMIT,
        });
        return page.data;
      });
      return renderOpenLeagues(leagues, { city, appUrl: context.publicUrl, siteUrl: context.siteUrl });
    },
    async sitemapUrls(context) {
      const ids = await cache.sitemap.get(SITEMAP_KEY, () =>
        openLeagueIds(orm.em.fork(), OPERATOR_ORGANIZATION_ID),
      );
      return ids.map((id) => leaguePageUrl(context.publicUrl, id));
    },
  };
}
