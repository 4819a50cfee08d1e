import { type City, citiesOf } from '../../../../contracts/cities.ts';

export interface CityDto {
  id: number;
  name: string;
  urlPath: string;
  frontChatbotId: string;
}

/** The cities of an organization, from the same source the operator site is built from. */
export function listCities(orgId: number): CityDto[] {
  return citiesOf(orgId).map(({ id, name, urlPath, frontChatbotId }: City) => ({
    id,
    name,
    urlPath,
    frontChatbotId,
  }));
}
