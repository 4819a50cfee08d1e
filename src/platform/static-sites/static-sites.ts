import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type RequestHandler, Router } from 'express';

export interface StaticSitesSettings {
  webDistDir: string;
  marketingDistDir: string;
  aboutHosts: string[];
  operatorHosts: string[];
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

function staticSite(root: string): RequestHandler {
  const serve = express.static(root, {
    extensions: ['html'],
    index: 'index.html',
    setHeaders: (res, path) => cacheHeaders(path, res),
  });
  const notFoundPage = join(root, '404.html');
  const router = Router();
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
function singlePageApp(root: string): RequestHandler {
  const router = Router();
  router.use(express.static(root, { index: false, setHeaders: (res, path) => cacheHeaders(path, res) }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(root, 'index.html'));
  });
  return router;
}

/**
 * The host name picks what a browser gets: the about site, the league operator's site, or the app.
 * Builds that are missing (a developer running the API alone) answer 404 rather than crash.
 */
export function staticSites(settings: StaticSitesSettings): RequestHandler {
  const about = staticSite(resolve(settings.marketingDistDir, 'about'));
  const operator = staticSite(resolve(settings.marketingDistDir, 'operator'));
  const app = singlePageApp(resolve(settings.webDistDir));
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
