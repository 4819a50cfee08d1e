import { defineSubscriber } from '../../../platform/bus/index.ts';
import { type CityPageCache, invalidateCityPage } from '../application/city-pages/city-page-open-leagues.ts';

/**
 * A listing copied, changed or dropped: its city page (and the sitemap) are read again on the next
 * view in this process, at once; other processes follow within the cache's TTL.
 */
export const refreshCityPage = (cache: CityPageCache) =>
  defineSubscriber({
    name: 'marketplace.refresh-city-page',
    event: 'marketplace.league-listing-changed',
    async handle({ payload }) {
      invalidateCityPage(cache, payload.workspaceId);
    },
  });
