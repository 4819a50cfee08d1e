import type { City } from '../../data/cities.ts';
import { appLinks } from '../../data/navigation.ts';
import { siteContext } from '../../lib/site-context.ts';

/** What a view of the operator site works out from its city (none on the operator's own pages). */
export function operatorPage(city?: City) {
  const site = siteContext('operator', city);
  return {
    site,
    links: appLinks(site),
    /** ' in Austin' on a city's page, '' on the operator's own: "League rules in Austin". */
    inCity: city ? ` in ${city.name}` : '',
  };
}
