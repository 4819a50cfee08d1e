import type { City } from '../../../src/contracts/cities.ts';
import { brand, socialLinks } from '../data/brand.ts';
import { absoluteUrl, type SiteContext } from './site-context.ts';

type JsonLd = Record<string, unknown>;

/** schema.org Organization for the company, on every page of both sites. */
export function organizationJsonLd(site: SiteContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.env.aboutSiteUrl}/#organization`,
    name: brand.name,
    legalName: brand.companyName,
    url: `${site.env.aboutSiteUrl}/`,
    logo: `${site.env.aboutSiteUrl}/logo.png`,
    email: brand.contactEmail,
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** schema.org SportsOrganization for a city's league, on that city's pages. */
export function cityLeagueJsonLd(site: SiteContext, city: City): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': `${absoluteUrl(site, `/${city.urlPath}/`)}#league`,
    name: `${brand.leaguesName} ${city.name}`,
    description: city.summary,
    sport: 'Soccer',
    url: absoluteUrl(site, `/${city.urlPath}/`),
    email: city.contactEmail,
    areaServed: {
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'State', name: city.state },
    },
    location: city.venues.map((venue) => ({
      '@type': 'SportsActivityLocation',
      name: venue.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: city.name,
        addressRegion: city.state,
        addressCountry: 'US',
      },
    })),
    parentOrganization: { '@id': `${site.env.aboutSiteUrl}/#organization` },
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so the text can never close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
