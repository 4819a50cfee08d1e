import type { City } from '../../../src/contracts/cities.ts';
import { brand } from '../data/brand.ts';
import { type SiteEnv, siteEnv } from './site-env.ts';

export type SiteKind = 'about' | 'operator';

/** What every shared component needs to know about the site and city it is rendered for. */
export interface SiteContext {
  readonly kind: SiteKind;
  /** Origin of this site, e.g. http://play.localhost:3000. */
  readonly siteUrl: string;
  /** The name in the header, titles and structured data. */
  readonly siteName: string;
  /** Path of this site's (or city's) home page; other pages of a city live under it. */
  readonly basePath: string;
  readonly contactEmail: string;
  readonly city?: City;
  readonly env: SiteEnv;
}

export function siteContext(kind: SiteKind, city?: City, env: SiteEnv = siteEnv): SiteContext {
  if (kind === 'about') {
    return {
      kind,
      siteUrl: env.aboutSiteUrl,
      siteName: brand.name,
      basePath: '/',
      contactEmail: brand.contactEmail,
      env,
    };
  }
  return {
    kind,
    siteUrl: env.operatorSiteUrl,
    siteName: city ? `${brand.leaguesName} ${city.name}` : brand.leaguesName,
    basePath: city ? `/${city.urlPath}/` : '/',
    contactEmail: city?.contactEmail ?? brand.demoEmail,
    city,
    env,
  };
}

/** A page path under the site's (or city's) base, always with a trailing slash: `pagePath(ctx, 'why')`. */
export function pagePath(site: SiteContext, page = ''): string {
  const trimmed = page.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? site.basePath : `${site.basePath}${trimmed}/`;
}

/** The absolute URL of a path on this site, for canonicals and structured data. */
export function absoluteUrl(site: SiteContext, path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
