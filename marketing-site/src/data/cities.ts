import { citiesOf, OPERATOR_ORGANIZATION_ID } from '../../../src/contracts/cities.ts';

// One source of truth for the operator's cities: the API serves the same list.
export { type City, findCityByPath, OPERATOR_ORGANIZATION_ID } from '../../../src/contracts/cities.ts';

export const operatorCities = citiesOf(OPERATOR_ORGANIZATION_ID);

/** `getStaticPaths` for the per-city pages: one page per city, with the city as a prop. */
export function cityStaticPaths() {
  return operatorCities.map((city) => ({ params: { city: city.urlPath }, props: { city } }));
}

/** The pages under a city's home page: the operator's own pages, for that city. */
export const cityPages = ['why', 'who', 'play', 'rules', 'legal'] as const;

export type CityPage = (typeof cityPages)[number];

/** `getStaticPaths` for `/{city}/{page}/`: every city with every page, both as props. */
export function cityPageStaticPaths() {
  return cityStaticPaths().flatMap(({ params, props }) =>
    cityPages.map((page) => ({ params: { ...params, page }, props: { ...props, page } })),
  );
}
