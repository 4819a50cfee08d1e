import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

// Pages of a built marketing site that show live data (issue 20: a city page's open leagues). The
// build marks a region, `<!--live:NAME ARG-->fallback<!--/live:NAME-->` (marketing-site/src/lib/
// live-region.ts), and the server replaces it on every request with what the module owning the data
// renders, so a change shows without rebuilding or redeploying the site. Providers keep their own
// short-lived caches; the response may be cached by browsers and proxies for LIVE_PAGE_MAX_AGE_SECONDS,
// so a change shows everywhere within the provider's TTL plus this (60 s, issue 20).

/** Browsers and proxies may keep a live page this long (the providers' caches add at most as much). */
export const LIVE_PAGE_MAX_AGE_SECONDS = 30;

export interface LivePageContext {
  /** The app's address (PUBLIC_URL). */
  publicUrl: string;
  /** This site's origin as the request reached it: `http://play.localhost:3000`. */
  siteUrl: string;
}

/** Multi-bound on TOKENS.LivePages by the module that owns the data a region shows. */
export interface LivePageProvider {
  /** The region name it fills (`open-leagues`). */
  region: string;
  /** The region's HTML for the marker's argument; undefined keeps the build's fallback. */
  render(arg: string, context: LivePageContext): Promise<string | undefined>;
  /** Absolute URLs the site's sitemap.xml lists besides its built pages. */
  sitemapUrls?(context: LivePageContext): Promise<string[]>;
}

const REGION = /<!--live:([a-z][a-z0-9-]*) ([a-z0-9-]*)-->[\s\S]*?<!--\/live:\1-->/g;

type Part = string | { name: string; arg: string; fallback: string };

/** A page split at its live regions; none when it has no region (served as the static file). */
export function parseLivePage(html: string): Part[] | undefined {
  const parts: Part[] = [];
  let last = 0;
  for (const match of html.matchAll(REGION)) {
    parts.push(html.slice(last, match.index));
    const whole = match[0];
    const fallback = whole.slice(whole.indexOf('-->') + 3, whole.lastIndexOf('<!--/live:'));
    parts.push({ name: match[1]!, arg: match[2]!, fallback });
    last = match.index + whole.length;
  }
  if (parts.length === 0) return undefined;
  parts.push(html.slice(last));
  return parts;
}

interface CachedFile {
  mtimeMs: number;
  parts: Part[] | undefined;
}

/** The built file a page path names (`/austin/` → austin/index.html), never outside the site. */
function pageFile(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // `/austin/` and its file's own name, `/austin/index.html`, are the same page.
  const dir = decoded.endsWith('/index.html') ? decoded.slice(0, -'index.html'.length) : decoded;
  if (!dir.endsWith('/')) return undefined;
  const file = resolve(root, `.${dir}`, 'index.html');
  return file.startsWith(root + sep) ? file : undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A weak validator of the filled page: a browser revalidating gets 304 while nothing changed. */
function sendLive(req: Request, res: Response, body: string, type: string) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Cache-Control', `public, max-age=${LIVE_PAGE_MAX_AGE_SECONDS}`);
  res.setHeader('ETag', etag);
  res.type(type);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/**
 * Serves the site's pages that carry live regions, filled, and its sitemap.xml with the providers'
 * URLs added; everything else goes on to the static files. A provider that fails keeps the build's
 * fallback in its region (the page never fails for it), and that answer is not cached.
 */
export function livePages(
  siteRoot: string,
  providers: readonly LivePageProvider[],
  publicUrl: string,
): RequestHandler {
  const root = resolve(siteRoot);
  const files = new Map<string, CachedFile>();
  const byRegion = new Map(providers.map((provider) => [provider.region, provider]));

  async function partsOf(file: string): Promise<Part[] | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = files.get(file);
    // A rebuild while the server runs replaces the file: its time tells.
    if (cached?.mtimeMs === info.mtimeMs) return cached.parts;
    const parts = parseLivePage(await readFile(file, 'utf8'));
    files.set(file, { mtimeMs: info.mtimeMs, parts });
    return parts;
  }

  async function fill(req: Request, parts: Part[], context: LivePageContext) {
    let failed = false;
    const filled = await Promise.all(
      parts.map(async (part) => {
        if (typeof part === 'string') return part;
        const provider = byRegion.get(part.name);
        if (!provider) return part.fallback;
        try {
          return (await provider.render(part.arg, context)) ?? part.fallback;
        } catch (error) {
          failed = true;
          req.log?.error(
            { err: error, region: part.name },
            'live region failed; the build fallback is served',
          );
          return part.fallback;
        }
      }),
    );
    return { html: filled.join(''), failed };
  }

  async function sitemap(req: Request, res: Response, context: LivePageContext) {
    const built = await readFile(join(root, 'sitemap.xml'), 'utf8').catch(() => undefined);
    if (built === undefined) return false;
    const lists = await Promise.all(
      providers.map((provider) =>
        (provider.sitemapUrls?.(context) ?? Promise.resolve([])).catch((error: unknown) => {
          req.log?.error({ err: error, region: provider.region }, 'live sitemap urls failed');
          return [];
        }),
      ),
    );
    const entries = lists.flat().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`);
    sendLive(req, res, built.replace('</urlset>', `${entries.join('')}</urlset>`), 'application/xml');
    return true;
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || providers.length === 0) return next();
    const context: LivePageContext = { publicUrl, siteUrl: `${req.protocol}://${req.host}` };
    const run = async () => {
      if (req.path === '/sitemap.xml') return sitemap(req, res, context);
      const file = pageFile(root, req.path);
      const parts = file && (await partsOf(file));
      if (!parts) return false;
      const { html, failed } = await fill(req, parts, context);
      if (failed) {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html);
      } else {
        sendLive(req, res, html, 'html');
      }
      return true;
    };
    run().then(
      (served) => {
        if (!served) next();
      },
      (error: unknown) => next(error),
    );
  };
}
