import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Request, type RequestHandler, Router } from 'express';
import { SITE_LINK_PREFIX, SITE_LINK_TARGETS, type SiteLinkTarget } from '../../contracts/site-links.ts';
import { ACCESS_COOKIE, cookieOf } from '../auth/session-cookies.ts';
import { type LivePageProvider, livePages } from './live-pages.ts';
import { prerenderedPages } from './prerendered-pages.ts';

export interface StaticSitesSettings {
  webDistDir: string;
  marketingDistDir: string;
  aboutHosts: string[];
  operatorHosts: string[];
  /** The app's address (PUBLIC_URL): where the marketing sites' links into the app lead. */
  publicUrl: string;
  /** What fills the operator site's live regions (a city page's open leagues) and adds to its sitemap. */
  operatorLivePages?: readonly LivePageProvider[];
}

/**
 * The app host's robots.txt: search engines may index the front door, sign-up, the legal texts and the
 * marketplace's league pages;
 * everything else is members' own (teams, profiles, settings) or the API.
 */
export const APP_ROBOTS_TXT = [
  '# Playfield app: only the public pages are for search engines.',
  'User-agent: *',
  'Allow: /$',
  'Allow: /login',
  'Allow: /create-account',
  'Allow: /privacy',
  'Allow: /ts',
  'Allow: /csae-policy',
  // The leagues open for registration, which the operator's sitemap lists (issue 20).
  'Allow: /marketplace/league/',
  'Disallow: /',
  '',
].join('\n');

/** Where the request reached us from, as the browser sees it: `play.localhost:4100`. */
interface LinkContext {
  protocol: string;
  /** The Host the request came to, port included when there was one. */
  host: string;
}

/**
 * Where a marketing page's `/go/<target>/<path>` link leads on the running server: the app at
 * PUBLIC_URL, or the other site on the first of its hosts, reached the same way (scheme and port) as
 * this one. Undefined for anything else, which then gets the site's 404.
 */
export function siteLinkTarget(
  url: string,
  settings: Pick<StaticSitesSettings, 'aboutHosts' | 'operatorHosts' | 'publicUrl'>,
  from: LinkContext,
): string | undefined {
  const parsed = new URL(url, 'http://x');
  const match = new RegExp(`^${SITE_LINK_PREFIX}/([a-z]+)(/.*)?$`).exec(parsed.pathname);
  const target = match?.[1] as SiteLinkTarget | undefined;
  if (!target || !SITE_LINK_TARGETS.includes(target)) return undefined;
  const rest = match?.[2] ?? '/';
  let base: URL;
  if (target === 'app') {
    base = new URL(settings.publicUrl);
  } else {
    const host = (target === 'about' ? settings.aboutHosts : settings.operatorHosts)[0];
    if (!host) return undefined;
    const port = /:(\d+)$/.exec(from.host)?.[1];
    base = new URL(`${from.protocol}://${host}${port ? `:${port}` : ''}`);
  }
  // Setting the path (never concatenating strings) keeps the origin ours whatever the path holds.
  base.pathname = `${base.pathname.replace(/\/+$/, '')}${rest}`;
  base.search = parsed.search;
  return base.href;
}

/** Marketing pages' links into the app and to the other site, resolved on every request. */
function siteLinks(settings: StaticSitesSettings): RequestHandler {
  return (req: Request, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(`${SITE_LINK_PREFIX}/`))
      return next();
    let target: string | undefined;
    try {
      target = siteLinkTarget(req.originalUrl, settings, { protocol: req.protocol, host: req.host });
    } catch {
      // A path no URL parser accepts is simply not one of our links: the site's 404 answers it.
    }
    if (!target) return next();
    // Temporary and not stored: the address follows PORT and PUBLIC_URL, which change with a restart.
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target);
  };
}

const ONE_YEAR = 365 * 24 * 3600;

/** Hashed build assets never change under their name; HTML must always be revalidated. */
function cacheHeaders(path: string, res: express.Response) {
  if (
    /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/.test(path) ||
    path.includes('/_astro/')
  ) {
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

function staticSite(
  root: string,
  settings: StaticSitesSettings,
  live: readonly LivePageProvider[] = [],
): RequestHandler {
  const serve = express.static(root, {
    extensions: ['html'],
    index: 'index.html',
    setHeaders: (res, path) => cacheHeaders(path, res),
  });
  const notFoundPage = join(root, '404.html');
  const router = Router();
  router.use(siteLinks(settings));
  router.use(livePages(root, live, settings.publicUrl));
  router.use(serve);
  router.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    res.status(404).setHeader('Cache-Control', 'no-cache');
    if (existsSync(notFoundPage)) res.sendFile(notFoundPage);
    else res.type('text/plain').send('Not found');
  });
  return router;
}

/** The SPA answers every path it does not have a file for with index.html: the router decides. */
function singlePageApp(root: string, settings: StaticSitesSettings): RequestHandler {
  const router = Router();
  // The app's own links to the marketing sites (FIND A LEAGUE on a member's home) resolve like theirs.
  router.use(siteLinks(settings));
  // Before the build's files: the SPA has none of its own, and the fallback would answer index.html.
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(APP_ROBOTS_TXT);
  });
  router.use(express.static(root, { index: false, setHeaders: (res, path) => cacheHeaders(path, res) }));
  const prerendered = prerenderedPages(root);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // A landing page's first view is prerendered for a visitor (issue 15); a browser with a session
    // gets the shell and its member's view, never a visitor's page that then changes under them.
    res.setHeader('Vary', 'Cookie');
    const page = cookieOf(req, ACCESS_COOKIE)
      ? undefined
      : prerendered(req.path, new URL(req.originalUrl, 'http://app').searchParams);
    res.sendFile(page ?? join(root, 'index.html'));
  });
  return router;
}

/**
 * The host name picks what a browser gets: the about site, the league operator's site, or the app.
 * Builds that are missing (a developer running the API alone) answer 404 rather than crash.
 */
export function staticSites(settings: StaticSitesSettings): RequestHandler {
  const about = staticSite(resolve(settings.marketingDistDir, 'about'), settings);
  const operator = staticSite(
    resolve(settings.marketingDistDir, 'operator'),
    settings,
    settings.operatorLivePages,
  );
  const app = singlePageApp(resolve(settings.webDistDir), settings);
  const sites = { about, operator, app };
  return (req, res, next) => sites[siteForHost(req.hostname ?? '', settings)](req, res, next);
}

/** Which site a host is served, for logs and tests. */
export function siteForHost(
  host: string,
  settings: Pick<StaticSitesSettings, 'aboutHosts' | 'operatorHosts'>,
): 'about' | 'operator' | 'app' {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (settings.aboutHosts.includes(name)) return 'about';
  if (settings.operatorHosts.includes(name)) return 'operator';
  return 'app';
}
