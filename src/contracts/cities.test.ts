import { describe, expect, it } from 'vitest';
import {
  citiesOf,
  citySchema,
  findCityByPath,
  OPERATOR_ORGANIZATION_ID,
  organizationCities,
  RESERVED_CITY_PATHS,
} from './cities.ts';

describe('operator cities', () => {
  const cities = citiesOf(OPERATOR_ORGANIZATION_ID);

  it('belong to organization 15 and include at least four cities', () => {
    expect(OPERATOR_ORGANIZATION_ID).toBe(15);
    expect(cities.length).toBeGreaterThanOrEqual(4);
    expect(organizationCities[15]).toBe(cities);
  });

  it('each match the city schema', () => {
    for (const city of cities) expect(citySchema.parse(city)).toEqual(city);
  });

  it('have unique ids and url paths that no site page uses', () => {
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
    expect(new Set(cities.map((city) => city.urlPath)).size).toBe(cities.length);
    for (const city of cities) expect(RESERVED_CITY_PATHS).not.toContain(city.urlPath);
  });

  it('have a local contact address', () => {
    for (const city of cities) expect(city.contactEmail).toBe(`${city.urlPath}@playfield.app`);
  });

  it('are found by url path', () => {
    expect(findCityByPath('austin')?.name).toBe('Austin');
    expect(findCityByPath('atlantis')).toBeUndefined();
  });

  it('are empty for an unknown organization', () => {
    expect(citiesOf(999)).toEqual([]);
  });

  it('reject a url path that would shadow a page', () => {
    const austin = cities[0]!;
    expect(citySchema.safeParse({ ...austin, urlPath: 'rules' }).success).toBe(false);
    expect(citySchema.safeParse({ ...austin, urlPath: 'New York' }).success).toBe(false);
  });
});
