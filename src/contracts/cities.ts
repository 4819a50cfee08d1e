import { z } from 'zod';
import { SITE_LINK_PREFIX } from './site-links.ts';

/** The league operator's organization: its cities feed the operator marketing site and the cities API. */
export const OPERATOR_ORGANIZATION_ID = 15;

// A city's urlPath becomes the first path segment of the operator site (`/austin/why/`), so it must not
// shadow a page the site already has at that level.
export const RESERVED_CITY_PATHS: readonly string[] = [
  'why',
  'who',
  'play',
  'rules',
  'legal',
  'book-demo',
  'api',
  'sitemap.xml',
  'robots.txt',
  '404',
  '_astro',
  SITE_LINK_PREFIX.slice(1),
];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes')
  .refine((value) => !RESERVED_CITY_PATHS.includes(value), 'This path is taken by a site page');

export const venueSchema = z.object({
  name: z.string().min(1),
  neighborhood: z.string().min(1),
  surface: z.string().min(1),
  formats: z.array(z.string().min(1)).min(1),
});

export const citySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  urlPath: slug,
  /** Id of the city's Front chat widget; the site only passes it on, the widget itself is not embedded. */
  frontChatbotId: z.string().min(1),
  /** Two-letter state code, for addresses and structured data. */
  state: z.string().length(2),
  contactEmail: z.email(),
  /** One short paragraph for search results and cards. */
  summary: z.string().min(1),
  /** Where-to-play text of the city's play page. */
  whereToPlay: z.string().min(1),
  venues: z.array(venueSchema).min(1),
  /** When seasons start, in the words a player would use. */
  seasons: z.string().min(1),
});

export type Venue = z.infer<typeof venueSchema>;
export type City = z.infer<typeof citySchema>;

const operatorCities: City[] = [
  {
    id: 1,
    name: 'Austin',
    urlPath: 'austin',
    frontChatbotId: 'a3f1c2d4e5b60718293a4b5c6d7e8f90',
    state: 'TX',
    contactEmail: 'austin@playfield.app',
    summary:
      'Coed and open adult soccer in Austin: 5v5 and 7x7 on weeknights, 11v11 on Sundays, with pickup every weekend.',
    whereToPlay:
      'Austin leagues play on lit turf fields in city parks north and south of the river, with weeknight small-sided games under the lights and full-field 11v11 on Sunday afternoons. Every field has parking within a short walk and restrooms nearby; your schedule in the app shows the exact field number before each game.',
    venues: [
      {
        name: 'North Austin municipal turf complex',
        neighborhood: 'North Lamar',
        surface: 'Lit artificial turf',
        formats: ['5v5', '7x7'],
      },
      {
        name: 'South Austin community park fields',
        neighborhood: 'South Congress',
        surface: 'Natural grass',
        formats: ['9x9', '11v11'],
      },
      {
        name: 'East side indoor court',
        neighborhood: 'East Austin',
        surface: 'Indoor hard court',
        formats: ['Futsal'],
      },
    ],
    seasons: 'Eight-week seasons start in January, April, July and October.',
  },
  {
    id: 2,
    name: 'Denver',
    urlPath: 'denver',
    frontChatbotId: 'b4e2d3c5f6a71829304b5c6d7e8f9a01',
    state: 'CO',
    contactEmail: 'denver@playfield.app',
    summary:
      'Adult soccer in Denver all year: outdoor 7x7 and 11v11 from spring to fall, indoor futsal through the winter.',
    whereToPlay:
      'Denver seasons move with the weather. From April to October we play 7x7 and 11v11 on turf fields at recreation centers across the city; from November to March the league moves indoors to futsal courts and small-sided turf. Bring water: games at altitude feel longer than they are.',
    venues: [
      {
        name: 'Central Denver recreation center turf',
        neighborhood: 'Central Park',
        surface: 'Lit artificial turf',
        formats: ['7x7', '9x9'],
      },
      {
        name: 'West Denver sports complex',
        neighborhood: 'Lakewood border',
        surface: 'Natural grass',
        formats: ['11v11'],
      },
      {
        name: 'Downtown indoor futsal courts',
        neighborhood: 'Five Points',
        surface: 'Indoor hard court',
        formats: ['Futsal', '5v5'],
      },
    ],
    seasons: 'Outdoor seasons start in April and August; the indoor season starts in November.',
  },
  {
    id: 3,
    name: 'Charlotte',
    urlPath: 'charlotte',
    frontChatbotId: 'c5f3e4d6a7b8290a415c6d7e8f9a0b12',
    state: 'NC',
    contactEmail: 'charlotte@playfield.app',
    summary:
      'Weeknight coed 7x7 and Sunday 9x9 in Charlotte, for new players and former college players alike.',
    whereToPlay:
      'Charlotte games are played on municipal turf and grass fields close to Uptown and South End, easy to reach after work. Weeknight 7x7 runs under the lights from 6:30 pm; 9x9 plays on Sunday mornings before it gets hot.',
    venues: [
      {
        name: 'South End municipal turf fields',
        neighborhood: 'South End',
        surface: 'Lit artificial turf',
        formats: ['5v5', '7x7'],
      },
      {
        name: 'East Charlotte park fields',
        neighborhood: 'Plaza Midwood',
        surface: 'Natural grass',
        formats: ['9x9'],
      },
    ],
    seasons: 'Ten-week seasons start in March, June and September, with a short winter futsal season.',
  },
  {
    id: 4,
    name: 'Phoenix',
    urlPath: 'phoenix',
    frontChatbotId: 'd6a4f5e7b8c93a1b526d7e8f9a0b1c23',
    state: 'AZ',
    contactEmail: 'phoenix@playfield.app',
    summary:
      'Evening adult soccer in Phoenix, scheduled around the heat: 5v5, 7x7 and 11v11 under the lights.',
    whereToPlay:
      'In Phoenix we play after sunset. Spring and fall leagues use lit turf at city sports complexes in central Phoenix and Tempe; in the summer months small-sided games move to late evening slots and indoor courts, with extra water breaks built into every half.',
    venues: [
      {
        name: 'Central Phoenix sports complex',
        neighborhood: 'Encanto',
        surface: 'Lit artificial turf',
        formats: ['7x7', '11v11'],
      },
      {
        name: 'Tempe municipal fields',
        neighborhood: 'Tempe',
        surface: 'Lit natural grass',
        formats: ['9x9', '11v11'],
      },
      {
        name: 'Indoor soccer arena',
        neighborhood: 'Midtown',
        surface: 'Indoor turf with walls',
        formats: ['5v5'],
      },
    ],
    seasons: 'Seasons start in February and September; a late-evening summer league starts in June.',
  },
];

/**
 * Cities per organization id. The static operator site and `GET /api/organization-common/{orgId}/cities`
 * both read this, so a city added here appears in both after a build.
 */
export const organizationCities: Readonly<Record<number, readonly City[]>> = {
  [OPERATOR_ORGANIZATION_ID]: operatorCities,
};

/** The cities of an organization, in display order; an unknown organization has none. */
export function citiesOf(orgId: number): readonly City[] {
  return organizationCities[orgId] ?? [];
}

/** The operator city at a URL path, if there is one. */
export function findCityByPath(urlPath: string, orgId: number = OPERATOR_ORGANIZATION_ID): City | undefined {
  return citiesOf(orgId).find((city) => city.urlPath === urlPath);
}
